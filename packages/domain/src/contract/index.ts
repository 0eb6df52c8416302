// The API contract: zod schemas that validate and type the server's routes. The web app imports only
// their types (`import type`), so no schema code reaches its bundle.
export * from './account';
export * from './branding';
export * from './content';
export * from './exams';
export * from './profile';
export * from './qa';
export * from './scoreboard';
