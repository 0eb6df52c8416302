import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the built web app is: WEB_DIST, or apps/web/dist next to this server (source or bundle). */
export function findWebDist(configured?: string): string | null {
  const candidates = configured
    ? [resolve(configured)]
    : [resolve(here, '../../../web/dist'), resolve(here, '../../web/dist')];
  return candidates.find((c) => existsSync(join(c, 'index.html'))) ?? null;
}

/**
 * Serves the built web app from `/` with a history fallback: any GET outside /api that is no file gets
 * index.html, so deep links like /otp or /live-exam/... load the app.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    setHeaders(res, path) {
      // Hashed assets never change; index.html must always be fresh so a deploy reaches every phone.
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/socket.io/') || /\.\w{1,5}$/.test(path)) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
