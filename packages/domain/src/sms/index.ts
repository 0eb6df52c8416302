export * from './due-reminder';
export * from './notice-sms';
export * from './sms-parts';
export * from './sms-template';
