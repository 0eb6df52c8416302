// The browser apps' client of the API: fetch with the session, typed calls over the route table.
export * from './api-error';
export * from './fetch-client';
