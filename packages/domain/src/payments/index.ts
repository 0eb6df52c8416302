export * from './amount';
export * from './status';
export * from './verdict';
