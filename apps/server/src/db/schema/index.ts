export * from './accounts';
export * from './org';
export * from './content';
export * from './notifications';
export * from './exams';
export * from './qa';
