import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the built web app is: WEB_DIST, or apps/web/dist next to this server (source or bundle). */
export function findWebDist(configured?: string): string | null {
  const candidates = configured
    ? [resolve(configured)]
    : [resolve(here, '../../../web/dist'), resolve(here, '../../web/dist')];
  return candidates.find((c) => existsSync(join(c, 'index.html'))) ?? null;
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of a page: the built index.html has one, the
 * boot script that decides, before anything paints, whether the sign-in page it carries is shown.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, body]) => !/\bsrc=/.test(attrs ?? '') && (body ?? '') !== '')
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
}

/** The inline scripts' CSP sources of the built web app at `dist` (none without one). */
export function webAppScriptHashes(dist: string | null): string[] {
  return dist ? inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8')) : [];
}

/** Where the built staff console is: apps/console/dist next to this server (source or bundle). */
export function findConsoleDist(): string | null {
  const candidates = [resolve(here, '../../../console/dist'), resolve(here, '../../console/dist')];
  return candidates.find((c) => existsSync(join(c, 'index.html'))) ?? null;
}

// Hashed assets never change; index.html must always be fresh so a deploy reaches every phone.
const cacheControl = (path: string) =>
  path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Options of the web app's serving. */
export interface WebAppOptions {
  /** The built staff console, served under /staff (none: no console). */
  consoleRoot?: string | null;
  /** The student app's page made from the built index.html (e.g. the branding written in); as built when absent. */
  page?: (built: string) => Promise<ServedPage>;
}

/** The student app's page as served: its HTML, and a `Link` header sent with it (e.g. a preload) or null. */
export interface ServedPage {
  html: string;
  link: string | null;
}

/** The page as last sent, with its compressed copies and its ETag, made again only when it changes. */
interface SentPage {
  html: string;
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Sends the student app's page made by `page` from the built index.html: brotli or gzip as the browser
 * takes (each made once per version of the page, not per request), an ETag a browser revalidates with,
 * never cached without asking (a deploy or a new logo must reach every phone).
 */
function pageSender(root: string, page: (built: string) => Promise<ServedPage>) {
  const built = readFileSync(join(root, 'index.html'), 'utf8');
  let sent: SentPage | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { html, link } = await page(built);
    if (link) reply.header('link', link);
    if (sent?.html !== html) {
      const plain = Buffer.from(html);
      sent = {
        html,
        plain,
        etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
        br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(plain, { level: 9 }),
      };
    }
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', sent.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === sent.etag) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(sent.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(sent.gzip);
    return reply.send(sent.plain);
  };
}

/**
 * Serves the built web app from `/` with a history fallback: any GET outside /api that is no file gets
 * index.html, so deep links like /otp or /live-exam/... load the app. The staff console, when built, is
 * served the same way under /staff. The build writes brotli and gzip copies beside each text file
 * (`x.js.br`, `x.js.gz`): the one the browser accepts is sent (with `Vary: Accept-Encoding`), so no
 * CPU is spent compressing the same files on every request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  { consoleRoot = findConsoleDist(), page }: WebAppOptions = {},
): Promise<void> {
  const sendPage = page ? pageSender(root, page) : null;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` too is answered by the fallback below, so every page of the app is the one `page` makes.
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      res.header('cache-control', cacheControl(path));
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/socket.io/') || /\.\w{1,5}$/.test(path)) {
      return reply.callNotFound();
    }
    if (sendPage) return sendPage(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  if (consoleRoot) await registerConsole(app, consoleRoot);
}

/** Serves the staff console from `/staff`: its files, and index.html for any other path under it. */
async function registerConsole(app: FastifyInstance, root: string): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: '/staff/',
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      decorateReply: false,
      setHeaders(res, path) {
        res.header('cache-control', cacheControl(path));
      },
    });
    // The web app's registration gave every reply sendFile; the root here is the console's.
    const sendIndex = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    scope.get('/staff', (_request, reply) => sendIndex(reply));
    scope.get('/staff/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (/\.\w{1,5}$/.test(path)) return reply.callNotFound();
      return sendIndex(reply);
    });
  });
}
