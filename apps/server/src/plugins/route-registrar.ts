import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  type Route,
  type RouteAccess,
  type RouteBody,
  type RouteData,
  type RouteParams,
  type RouteQuery,
  type RouteTable,
  successBody,
  successStatus,
} from '@lms/domain/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onResponseHookHandler,
} from 'fastify';
import type { AppContext, Principal } from '../context';
import { requireGuardian, requireSignedIn, requireStaff, requireStudent } from './auth';

type PrincipalOf<A extends RouteAccess> = A extends { who: 'student' }
  ? Extract<Principal, { type: 'student' }>
  : A extends { who: 'staff' }
    ? Extract<Principal, { type: 'staff' }>
    : A extends { who: 'guardian' }
      ? Extract<Principal, { type: 'guardian' }>
      : A extends { who: 'signedIn' }
        ? Exclude<Principal, { type: 'guardian' }>
        : Principal | undefined;

/** What a handler is given: the validated input, its caller and the app context. */
export interface RouteCall<R extends Route> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  /** The caller, as the route's access demands it (a staff route always has a staff member). */
  principal: PrincipalOf<R['access']>;
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A route's handler: answers with the route's `data` (wrapped in `{ status: "200", data }`), or writes the reply if raw. */
export type RouteHandler<R extends Route> = (
  call: RouteCall<R>,
) => Promise<R['raw'] extends true ? unknown : RouteData<R>>;

/** One handler per route of a table. */
export type Handlers<T extends RouteTable> = { [K in keyof T]: RouteHandler<T[K]> };

/** A table with its handlers, as a module hands them to the registrar. */
export interface RouteModule {
  table: RouteTable;
  handlers: Record<string, RouteHandler<Route>>;
  /** Routes with a limit of their own (`@fastify/rate-limit` options) instead of the API-wide one. */
  limits?: Record<string, RateLimitOptions>;
}

/** Pairs a table with its handlers, checked against each other. */
export function implement<T extends RouteTable>(table: T, handlers: Handlers<T>): RouteModule {
  return { table, handlers: handlers as unknown as Record<string, RouteHandler<Route>> };
}

/**
 * Rate limits of their own for some routes of a table (sign-in and codes, per address), checked
 * against the table's route names; set as a module's `limits`.
 */
export function routeLimits<T extends RouteTable>(
  _table: T,
  limits: { [K in keyof T]?: RateLimitOptions },
): Record<string, RateLimitOptions> {
  return limits as Record<string, RateLimitOptions>;
}

function guardOf(access: RouteAccess): onRequestAsyncHookHandler | undefined {
  switch (access.who) {
    case 'anyone':
      return undefined;
    case 'student':
      return requireStudent;
    case 'guardian':
      return requireGuardian;
    case 'signedIn':
      return requireSignedIn;
    case 'staff':
      return requireStaff(...access.roles);
  }
}

/**
 * Watches calls as they are served (the audit log of staff writes listens through this). The
 * registrar asks once per route whether it is watched; a watched route is told what its handler
 * answered and, once the response is sent, that it was.
 */
export interface RouteObserver {
  watches(route: Route): boolean;
  /** A watched route's handler answered `data` (before the envelope). */
  answered(request: FastifyRequest, data: unknown): void;
  /** A watched route's response was sent. Must not throw nor wait. */
  sent(name: string, route: Route, request: FastifyRequest, reply: FastifyReply): void;
  /** The server stops: work still in flight is finished. */
  close(): Promise<void>;
}

function addRoute(
  app: FastifyInstance,
  name: string,
  route: Route,
  handler: RouteHandler<Route>,
  observer: RouteObserver | undefined,
  limit: RateLimitOptions | undefined,
): void {
  const status = route.status ?? 200;
  const guard = guardOf(route.access);
  const watcher = observer?.watches(route) ? observer : undefined;
  const sent: onResponseHookHandler | undefined = watcher
    ? (request, reply, done) => {
        watcher.sent(name, route, request, reply);
        done();
      }
    : undefined;
  app.route({
    method: route.method,
    url: route.path,
    ...(guard ? { onRequest: guard } : {}),
    ...(sent ? { onResponse: sent } : {}),
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    ...(route.smallAnswer ? { compress: false as const } : {}),
    config: {
      tableRoute: name,
      ...(route.unlimited ? { rateLimit: false } : limit ? { rateLimit: limit } : {}),
      ...(route.errorMessage ? { errorMessage: true } : {}),
    },
    schema: {
      tags: [route.tag],
      summary: route.summary,
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.data && !route.raw ? { response: { [status]: successBody(route.data) } } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        principal: request.principal as never,
        ctx: app.ctx,
        request,
        reply,
      });
      if (route.raw) return result;
      watcher?.answered(request, result);
      reply.status(status);
      return { status: successStatus, data: result };
    },
  });
}

/**
 * Registers every route of the modules from their tables: the guard from `access`, validation and
 * OpenAPI from the schemas, the success status, the `{ status: "200", data }` envelope around what a handler returns,
 * and the observer (the audit log) on the routes it watches.
 * Nothing else registers API routes, so a route missing from a table does not exist.
 */
export function registerRoutes(app: FastifyInstance, modules: RouteModule[], observer?: RouteObserver): void {
  if (observer) app.addHook('onClose', () => observer.close());
  const streamed: [string, Route, RouteHandler<Route>][] = [];
  for (const { table, handlers, limits } of modules) {
    for (const [name, route] of Object.entries(table)) {
      const handler = handlers[name];
      if (!handler) throw new Error(`No handler for route ${name} (${route.method} ${route.path})`);
      if (route.streamBody) streamed.push([name, route, handler]);
      else addRoute(app, name, route, handler, observer, limits?.[name]);
    }
  }
  if (streamed.length === 0) return;
  // Content-type parsers are per context: these routes get their own, which passes every body through.
  app.register(async (files) => {
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const [name, route, handler] of streamed) addRoute(files, name, route, handler, observer, undefined);
  });
}

/**
 * Refuses, at start, any route of `app` that did not come from a table: a route missing from the
 * table does not exist.
 */
export function onlyTableRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    const config = options.config as { tableRoute?: string } | undefined;
    if (!config?.tableRoute)
      throw new Error(
        `${options.method} ${options.url} is not in a route table: add it to packages/domain/src/contract`,
      );
  });
}
