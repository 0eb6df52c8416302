export * from './due-reminder';
export * from './sms-parts';
export * from './sms-template';
