import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, type HeldFile, holdFiles, sendHeld } from './held-files';

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

/**
 * Sends the student app's page made by `page` from the built index.html: brotli or gzip as the browser
 * takes (each made once per version of the page, not per request), an ETag a browser revalidates with,
 * never cached without asking (a deploy or a new logo must reach every phone).
 */
function pageSender(built: string, page: (built: string) => Promise<ServedPage>) {
  let sent: { html: string; file: HeldFile } | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { html, link } = await page(built);
    if (link) reply.header('link', link);
    if (sent?.html !== html) {
      const plain = Buffer.from(html);
      sent = {
        html,
        file: {
          type: 'text/html; charset=utf-8',
          cacheControl: 'no-cache',
          etag: etagOf(plain),
          plain,
          br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(plain, { level: 9 }),
        },
      };
    }
    return sendHeld(request, reply, sent.file);
  };
}

/** The path of a request's URL, decoded (`/assets/a.js`); null when it cannot be decoded. */
function pathOf(request: FastifyRequest): string | null {
  try {
    return decodeURIComponent(request.url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

/** A path that names a file (it ends in an extension): one that is not held is not found. */
const namesFile = (path: string) => /\.\w{1,5}$/.test(path);

/**
 * Serves the built web app from `/` with a history fallback: any GET outside /api that is no file gets
 * index.html, so deep links like /otp or /live-exam/... load the app. The staff console, when built, is
 * served the same way under /staff. Every file is held in memory from the start (`holdFiles`), with the
 * brotli and gzip copies the build wrote beside each text file: the one the browser accepts is sent (with
 * `Vary: Accept-Encoding`), so no CPU is spent compressing the same files, nor reading them, on every
 * request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  { consoleRoot = findConsoleDist(), page }: WebAppOptions = {},
): Promise<void> {
  const files = holdFiles(root, cacheControl);
  const index = files.get('/index.html');
  const sendPage = page && index ? pageSender(index.plain.toString(), page) : null;
  app.get('/*', async (request, reply) => {
    const path = pathOf(request);
    if (path === null) return reply.callNotFound();
    const file = files.get(path);
    if (file) return sendHeld(request, reply, file);
    if (path.startsWith('/api/') || path.startsWith('/socket.io/') || namesFile(path) || !index) {
      return reply.callNotFound();
    }
    if (sendPage) return sendPage(request, reply);
    return sendHeld(request, reply, index);
  });
  if (consoleRoot) await registerConsole(app, consoleRoot);
}

/** Serves the staff console from `/staff`: its files, and index.html for any other path under it. */
async function registerConsole(app: FastifyInstance, root: string): Promise<void> {
  const files = holdFiles(root, cacheControl);
  const index = files.get('/index.html');
  if (!index) return;
  await app.register(async (scope) => {
    scope.get('/staff', (request, reply) => sendHeld(request, reply, index));
    scope.get('/staff/*', (request, reply) => {
      const path = pathOf(request)?.slice('/staff'.length) ?? null;
      const file = path === null ? undefined : files.get(path);
      if (file) return sendHeld(request, reply, file);
      if (path === null || namesFile(path)) return reply.callNotFound();
      return sendHeld(request, reply, index);
    });
  });
}
