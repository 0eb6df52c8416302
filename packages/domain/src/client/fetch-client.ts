import { HTTP_TIMEOUT_MS } from '../account';
import { type Route, type RouteData, type RouteInput, routePath } from '../contract/route';
import { ApiError, apiErrorFromBody, isNotLoggedIn, NETWORK_ERROR } from './api-error';

/** Options of one request. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * How a success body is read: 'json' (the default) gives its `data`, 'bytes' the whole body as an
   * ArrayBuffer (a binary route). A failure is read as the JSON error body either way.
   */
  responseType?: 'json' | 'bytes';
}

/** A successful response: the `data` of the body, the status and the headers. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Options of a call beyond the route's own input. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'responseType'>;

/** Options that read a success body as bytes. */
type BytesOptions = { responseType: 'bytes' };

/** What a browser app tells its client: where the API is, the session, and what a lost session does. */
export interface ApiClientSetup {
  /** The API base URL without a trailing slash, read at each request. */
  baseUrl: () => string;
  /** The session id sent as `Authorization`, or null when signed out. */
  sessionId: () => string | null;
  /** Runs when the server answers 401 `notLoggedIn`, before the error is thrown (marked handled). */
  onSessionLost: (error: ApiError) => void;
}

/** A client of the API: `request` by path, `callApi` by a route of the table. */
export interface ApiClient {
  request(path: string, options: RequestOptions & BytesOptions): Promise<ApiResponse<ArrayBuffer>>;
  request<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  callApi<R extends Route>(
    route: R,
    input: RouteInput<R>,
    options: CallOptions & BytesOptions,
  ): Promise<ApiResponse<ArrayBuffer>>;
  callApi<R extends Route>(
    route: R,
    input: RouteInput<R>,
    options?: CallOptions,
  ): Promise<ApiResponse<RouteData<R>>>;
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
 * Builds the fetch client of a browser app: `Authorization: <sessionId>` and `agent: browser`, a 60 s
 * timeout, the `data` of a success body (or the body's bytes with `responseType: 'bytes'`); failures
 * throw an ApiError.
 */
export function createApiClient(setup: ApiClientSetup): ApiClient {
  function buildUrl(path: string, query: RequestOptions['query']): string {
    const url = `${setup.baseUrl()}/${path.replace(/^\/+/, '')}`;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) params.set(key, String(value));
    const search = params.toString();
    return search ? `${url}?${search}` : url;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const {
      method = 'GET',
      body,
      query,
      signal,
      timeoutMs = HTTP_TIMEOUT_MS,
      responseType = 'json',
    } = options;
    const bytes = responseType === 'bytes';
    const headers: Record<string, string> = {
      agent: 'browser',
      // A binary route's failure still answers with the JSON error body.
      Accept: bytes ? 'application/octet-stream, application/json' : 'application/json',
    };
    const sessionId = setup.sessionId();
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

    if (!response.ok) {
      const error = apiErrorFromBody(response.status, await parseBody(response));
      if (isNotLoggedIn(error)) {
        error.handled = true;
        setup.onSessionLost(error);
      }
      throw error;
    }
    if (bytes) {
      const data = await response.arrayBuffer().catch(() => {
        throw new ApiError(0, NETWORK_ERROR);
      });
      return { data: data as T, status: response.status, headers: response.headers };
    }
    const parsed = await parseBody(response);
    return {
      data: (parsed as { data: T } | null)?.data as T,
      status: response.status,
      headers: response.headers,
    };
  }

  function callApi<R extends Route>(
    route: R,
    input: RouteInput<R>,
    options: CallOptions = {},
  ): Promise<ApiResponse<RouteData<R>>> {
    const { params, query, body } = input as {
      params?: object;
      query?: RequestOptions['query'];
      body?: unknown;
    };
    return request<RouteData<R>>(routePath(route, params), { ...options, method: route.method, query, body });
  }

  return { request, callApi };
}
