import { HTTP_TIMEOUT_MS } from '@lms/domain';
import { type Route, type RouteData, type RouteInput, routePath } from '@lms/domain/contract';
import { ApiError, apiErrorFromBody, isNotLoggedIn, NETWORK_ERROR } from './api-error';
import { handleSessionLost } from './session';
import { getSessionId, storageKeys } from './storage';
import { toast } from './toast';

/** Base URL used when localStorage has none: the API mounted on the same host. */
export const DEFAULT_BASE_URL = '/api';

/** The API base URL: localStorage `baseUrl`, else `/api`, without a trailing slash. */
export function getBaseUrl(): string {
  const stored = localStorage.getItem(storageKeys.baseUrl)?.trim();
  return (stored || DEFAULT_BASE_URL).replace(/\/+$/, '');
}

/** Options of one request. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A successful response: the `data` of the body, the status and the headers. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${getBaseUrl()}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function parseBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * Calls the API with `Authorization: <sessionId>` and `agent: browser`, a 60 s timeout, and
 * returns the `data` of a success body. Failures throw an ApiError; a 401 `notLoggedIn` first
 * shows its title, clears the local data and returns to `/`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, query, signal, timeoutMs = HTTP_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { agent: 'browser', Accept: 'application/json' };
  const sessionId = getSessionId();
  if (sessionId) headers.Authorization = sessionId;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, timedOut ? `timeout of ${timeoutMs}ms exceeded` : NETWORK_ERROR);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  const parsed = await parseBody(response);
  if (!response.ok) {
    const error = apiErrorFromBody(response.status, parsed);
    if (isNotLoggedIn(error)) {
      error.handled = true;
      toast.error(error.title ?? error.message);
      handleSessionLost();
    }
    throw error;
  }
  return {
    data: (parsed as { data: T } | null)?.data as T,
    status: response.status,
    headers: response.headers,
  };
}

/** Options of a call beyond the route's own input. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>;

/**
 * Calls a route of the table: method and path from the table, params filled in, and the body, query
 * and answer typed from the route's schemas.
 */
export function callApi<R extends Route>(
  route: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<ApiResponse<RouteData<R>>> {
  const { params, query, body } = input as {
    params?: object;
    query?: RequestOptions['query'];
    body?: unknown;
  };
  return apiRequest<RouteData<R>>(routePath(route, params), {
    ...options,
    method: route.method,
    query,
    body,
  });
}
