import type { Route, RouteInput } from '@lms/domain/contract';
import { callRoute } from './support/call-route';
import { auth } from './support/factories';
import type { TestApp } from './support/test-app';

/**
 * Calls a route of the table as a session (or none), answering as `caller` does: the status, the body
 * (parsed when it is JSON, the text otherwise) and the headers.
 */
export function routeCaller(t: TestApp) {
  return async <R extends Route>(route: R, input: RouteInput<R>, session?: string) => {
    const res = await callRoute(t.app, route, input, { headers: session ? auth(session) : {} });
    const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
    // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
    const body: any = json ? res.json() : res.body;
    return { status: res.statusCode, body, headers: res.headers };
  };
}
