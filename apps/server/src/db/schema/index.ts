export * from './accounts';
export * from './org';
