export * from './amount';
export * from './status';
