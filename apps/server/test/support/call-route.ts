import { type Route, type RouteInput, routePath, routeQuery } from '@lms/domain/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

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
export function callRoute<R extends Route>(
  app: FastifyInstance,
  route: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  return app.inject({
    method: route.method,
    url: `/api${routePath(route, params)}${routeQuery(query)}`,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: { ...(options.token ? { authorization: options.token } : {}), ...options.headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
