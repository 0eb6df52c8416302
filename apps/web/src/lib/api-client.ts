import { createApiClient } from '@lms/domain/client';
import { handleSessionLost } from './session';
import { getSessionId, storageKeys } from './storage';
import { toast } from './toast';

export type { ApiResponse, CallOptions, RequestOptions } from '@lms/domain/client';

/** Base URL used when localStorage has none: the API mounted on the same host. */
export const DEFAULT_BASE_URL = '/api';

/** The API base URL: localStorage `baseUrl`, else `/api`, without a trailing slash. */
export function getBaseUrl(): string {
  const stored = localStorage.getItem(storageKeys.baseUrl)?.trim();
  return (stored || DEFAULT_BASE_URL).replace(/\/+$/, '');
}

// A 401 `notLoggedIn` first shows its title, clears the local data and returns to `/`.
const client = createApiClient({
  baseUrl: getBaseUrl,
  sessionId: getSessionId,
  onSessionLost: (error) => {
    toast.error(error.title ?? error.message);
    handleSessionLost();
  },
});

/**
 * Calls the API with `Authorization: <sessionId>` and `agent: browser`, a 60 s timeout, and
 * returns the `data` of a success body. Failures throw an ApiError.
 */
export const apiRequest = client.request;

/**
 * Calls a route of the table: method and path from the table, params filled in, and the body, query
 * and answer typed from the route's schemas.
 */
export const callApi = client.callApi;
