import { type Route, type RouteInput, routePath, routeQuery, successBody } from '@lms/domain/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Options of one test call beyond the route's own input. */
export interface CallOptions {
  /** The session id sent as `Authorization`. */
  token?: string;
  /** More headers (an `authorization` here wins over `token`). */
  headers?: Record<string, string>;
  /** The client's address (per-address limits). */
  remoteAddress?: string;
}

/**
 * Calls a route of the table through the real app, the way a client would: method and path from the
 * table, params filled in, query and JSON body sent.
 */
export async function callRoute<R extends Route>(
  app: FastifyInstance,
  route: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const res = await app.inject({
    method: route.method,
    url: `/api${routePath(route, params)}${routeQuery(query)}`,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: { ...(options.token ? { authorization: options.token } : {}), ...options.headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (route.raw && route.data) expectTableShape(route, res);
  return res;
}

/**
 * A route that writes its JSON itself (`raw`, the hot paths) must answer exactly what its table's schema
 * gives: valid, and nothing the schema would have left out. Checked on every such call of every test.
 */
function expectTableShape(route: Route, res: LightMyRequestResponse): void {
  if (res.statusCode >= 300 || !/^application\/json/.test(String(res.headers['content-type'] ?? ''))) return;
  if (res.headers['content-encoding']) return;
  const sent = res.json();
  const checked = successBody(route.data!).safeParse(sent);
  expect(checked.error, `${route.method} ${route.path}: not the table's shape`).toBeUndefined();
  expect(sent, `${route.method} ${route.path}: more than the table's shape`).toEqual(checked.data);
}

/** A route's answer as tests read it: status, body (parsed JSON, the text otherwise, null when empty), headers, bytes. */
export interface RouteAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answers
  body: any;
  headers: LightMyRequestResponse['headers'];
  raw: Buffer;
}

function answerOf(res: LightMyRequestResponse): RouteAnswer {
  let body: unknown = null;
  if (res.body) {
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
}

/** Calls a route of the table as a session (or none), as the web app does, and reads the answer. */
export async function callAs<R extends Route>(
  app: FastifyInstance,
  route: R,
  input: RouteInput<R>,
  session?: string,
): Promise<RouteAnswer> {
  const headers: Record<string, string> = session ? { authorization: session, agent: 'browser' } : {};
  return answerOf(await callRoute(app, route, input, { headers }));
}
