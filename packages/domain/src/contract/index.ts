// The API contract: the route table of every area (method, path, who may call, zod schemas) and the
// shapes it uses. The browser apps build with zod replaced by a stub: they read only methods and paths.
export * from './account';
export * from './admission';
export * from './audit';
export * from './branding';
export * from './common';
export * from './content';
export * from './content-staff';
export * from './envelope';
export * from './exam-authoring';
export * from './exam-marking';
export * from './exam-monitor';
export * from './exam-results-staff';
export * from './exam-staff';
export * from './exams';
export * from './health';
export * from './notifications';
export * from './payment-simulator';
export * from './payments';
export * from './profile';
export * from './qa';
export * from './qa-staff';
export * from './question-bank';
export * from './route';
export * from './scoreboard';
export * from './staff';
export * from './uploads';
