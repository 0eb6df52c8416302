export * from './list';
export * from './media';
export * from './messages';
export * from './rules';
