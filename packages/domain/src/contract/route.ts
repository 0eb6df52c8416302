import type { z } from 'zod';
import type { StaffRole } from '../roles';
import { storableInput } from './common';

/** Who may call a route. Admin passes every staff check. */
export type RouteAccess =
  | { readonly who: 'anyone' }
  | { readonly who: 'student' }
  | { readonly who: 'guardian' }
  | { readonly who: 'signedIn' }
  | { readonly who: 'staff'; readonly roles: readonly StaffRole[] };

/** No session needed. */
export const anyone = { who: 'anyone' } as const;
/** A signed-in student (a staff session gets 403). */
export const student = { who: 'student' } as const;
/** A signed-in guardian (a parent's number from the roster); a student or staff session gets 403. */
export const guardian = { who: 'guardian' } as const;
/** Any signed-in student or staff member (a guardian session gets 403). */
export const signedIn = { who: 'signedIn' } as const;
/** A staff member holding one of `roles`; admin always passes (`staff()` means admin only). */
export function staff<const R extends readonly StaffRole[]>(...roles: R): { who: 'staff'; roles: R } {
  return { who: 'staff', roles };
}

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the API: the single place its method, path, callers and wire shapes are written.
 * The server registers it (validation, OpenAPI), the browser apps and the tests call through it.
 */
export interface RouteSpec {
  method: HttpMethod;
  /** Under `/api`, Fastify style: `:name` for a parameter, a trailing `*` for the rest of the path. */
  path: `/${string}`;
  access: RouteAccess;
  /** One line for the API documentation. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of a success body `{ status: "200", data }`. */
  data?: z.ZodType;
  /** The handler writes the reply itself (files, playlists, CSV, redirects, a prebuilt JSON body). */
  raw?: true;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202;
  /** The body is handed to the handler unparsed, as a stream, whatever its type (file uploads). */
  streamBody?: true;
  /** The largest request body in bytes, when larger than the server's default (1 MiB). */
  bodyLimit?: number;
  /** A failure also carries its text as a top-level `message` (where the original client reads it). */
  errorMessage?: true;
  /** Left out of the general per-minute API limit (pages load many files; a signature guards them). */
  unlimited?: true;
  /**
   * Every answer is a few hundred bytes (the exam's hot writes): never worth compressing, so the
   * compression step does not run at all (it costs a save ~15% of its server CPU).
   */
  smallAnswer?: true;
}

/** A route as the table holds it: its spec and the area (OpenAPI tag) it belongs to. */
export type Route<S extends RouteSpec = RouteSpec> = S & { readonly tag: string };

/** The routes of one area, keyed by the name handlers and callers use. */
export type RouteTable = Record<string, Route>;

/**
 * Declares the routes of one area; each gets the area's name as its tag. Every params, query and body
 * schema also refuses text the database cannot store (a NUL, a broken character) and numbers beyond
 * the safe integers, so hostile input is a 400, never a 500.
 */
export function defineRoutes<const T extends Record<string, RouteSpec>>(
  tag: string,
  routes: T,
): { [K in keyof T]: Route<T[K]> } {
  const table: Record<string, Route> = {};
  for (const [name, spec] of Object.entries(routes)) {
    const { params, query, body } = spec;
    table[name] = {
      ...spec,
      ...(params && { params: storableInput(params) }),
      ...(query && { query: storableInput(query) }),
      ...(body && { body: storableInput(body) }),
      tag,
    };
  }
  return table as { [K in keyof T]: Route<T[K]> };
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives as params, query and body, once validated. */
export type RouteParams<R extends RouteSpec> = Out<R['params']>;
/** The validated query of a route. */
export type RouteQuery<R extends RouteSpec> = Out<R['query']>;
/** The validated body of a route. */
export type RouteBody<R extends RouteSpec> = Out<R['body']>;
/** The `data` a route answers with (unknown for a raw route). */
export type RouteData<R extends RouteSpec> = R['data'] extends z.ZodType ? z.output<R['data']> : unknown;

// A query value may also be given as a number or boolean: it travels as text either way.
type QueryValue<V> = V extends string ? V | (V extends 'true' | 'false' ? boolean : never) : V;
type LooseQuery<Q> = Q extends object ? { [K in keyof Q]?: QueryValue<Q[K]> } : never;

/** What a caller sends: the parts a route declares, typed from its schemas. */
export type RouteInput<R extends RouteSpec> = (R['params'] extends z.ZodType
  ? { params: In<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query?: LooseQuery<In<R['query']>> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: In<R['body']> } : { body?: undefined });

/** The path of a route with its parameters filled in (each encoded), e.g. `/group/abc`. */
export function routePath(route: Pick<RouteSpec, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return route.path.replace(/:([A-Za-z0-9_]+)|\*$/g, (whole, name: string | undefined) => {
    const value = values[name ?? '*'];
    if (value === undefined || value === null) throw new Error(`${route.path}: missing ${whole}`);
    // The wildcard is a storage key: its slashes are part of the path.
    return name
      ? encodeURIComponent(String(value))
      : String(value).split('/').map(encodeURIComponent).join('/');
  });
}

/** The query string of a call (`?a=1&b=true`), leaving out undefined values; empty when none. */
export function routeQuery(query?: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
