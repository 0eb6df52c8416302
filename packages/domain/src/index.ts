export * from './account';
export * from './exam';
export * from './messages';
export * from './phone';
export * from './qa';
export * from './scoreboard';
