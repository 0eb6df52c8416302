import { createApiClient } from '@lms/domain/client';
import { type Route, type RouteInput, routePath } from '@lms/domain/contract';
import { endSession, getSessionId } from './session';

/** The words shown on the sign-in page after the server ended the session. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

let sessionLost: () => void = () => window.location.assign('/staff/login');

/** Sets what a lost session does (the app sends the browser to the sign-in page). */
export function setSessionLostHandler(handler: () => void): void {
  sessionLost = handler;
}

const API_BASE = '/api';

// The console talks to the API on its own host; a 401 `notLoggedIn` anywhere ends the session here too.
const client = createApiClient({
  baseUrl: () => API_BASE,
  sessionId: getSessionId,
  onSessionLost: () => {
    endSession();
    sessionLost();
  },
});

/** Calls a route of the table with the staff session (see @lms/domain/client). */
export const callApi = client.callApi;

/** The address of a route on the console's API, for what the client does not fetch itself (a file download). */
export function apiUrl<R extends Route>(route: R, params: RouteInput<R>['params']): string {
  return `${API_BASE}${routePath(route, params as object | undefined)}`;
}
