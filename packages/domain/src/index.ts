export * from './account';
export * from './content';
export * from './exam';
export * from './messages';
export * from './phone';
export * from './qa';
export * from './roles';
export * from './scoreboard';
