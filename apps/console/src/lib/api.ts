import { createApiClient } from '@lms/domain/client';
import { endSession, getSessionId } from './session';

/** The words shown on the sign-in page after the server ended the session. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

let sessionLost: () => void = () => window.location.assign('/staff/login');

/** Sets what a lost session does (the app sends the browser to the sign-in page). */
export function setSessionLostHandler(handler: () => void): void {
  sessionLost = handler;
}

// The console talks to the API on its own host; a 401 `notLoggedIn` anywhere ends the session here too.
const client = createApiClient({
  baseUrl: () => '/api',
  sessionId: getSessionId,
  onSessionLost: () => {
    endSession();
    sessionLost();
  },
});

/** Calls a route of the table with the staff session (see @lms/domain/client). */
export const callApi = client.callApi;
