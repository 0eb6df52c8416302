import type { AppContext } from '../context';

/**
 * The address students reach this server at (gateways send payers back to it, admit cards print it):
 * PUBLIC_URL, else the origin of the request, else (a job, no request) this node's own port.
 */
export function publicBase(ctx: AppContext, origin?: string): string {
  const base = ctx.config.PUBLIC_URL ?? origin ?? `http://127.0.0.1:${ctx.config.PORT}`;
  return base.replace(/\/+$/, '');
}

/** The origin a request came to. */
export function requestOrigin(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}
