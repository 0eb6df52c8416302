import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getBranding } from './get-branding';

/**
 * Answers `/favicon.ico`, which browsers ask for on every page whose HTML names no icon (the staff
 * console's), with a redirect to the institute's logo from the branding: the tab shows the institute,
 * and no page load logs a 404. A built app with a favicon.ico of its own serves that file instead.
 */
export function registerFavicon(app: FastifyInstance, ctx: AppContext, webRoot: string): void {
  if (existsSync(join(webRoot, 'favicon.ico'))) return;
  app.get('/favicon.ico', async (_request, reply) => {
    const { logoUrl } = await getBranding(ctx);
    // Branding changes rarely; a browser checks again after an hour.
    return reply.header('cache-control', 'public, max-age=3600').redirect(logoUrl, 302);
  });
}
