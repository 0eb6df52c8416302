export * from './sms-parts';
export * from './sms-template';
