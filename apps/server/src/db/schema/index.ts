export * from './accounts';
export * from './org';
export * from './notifications';
