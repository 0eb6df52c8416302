export * from './accounts';
export * from './audit';
export * from './content';
export * from './exams';
export * from './group-members';
export * from './notifications';
export * from './org';
export * from './qa';
