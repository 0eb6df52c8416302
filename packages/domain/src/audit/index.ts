export * from './actions';
export * from './changes';
