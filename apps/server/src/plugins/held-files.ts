import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentType } from 'mime-types';

/** A file sent from memory: its bytes, the compressed copies there are, and the headers it goes with. */
export interface HeldFile {
  /** The Content-Type header. */
  type: string;
  /** The Cache-Control header. */
  cacheControl: string;
  /** A strong ETag from the content: every node serving the same build gives the same one. */
  etag: string;
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The ETag of some bytes (their SHA-256, shortened). */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

const COPIES = { br: '.br', gzip: '.gz' } as const;

/**
 * Every file of a built app, read once, keyed by its URL path (`/assets/index-abc.js`): the build wrote
 * brotli and gzip copies beside each text file (`x.js.br`, `x.js.gz`), which are held with their file,
 * not as files of their own. Dot files are left out. Serving a phone's first visit from memory spares
 * each request the file system (a stat for each copy tried, an open, a read, a close).
 */
export function holdFiles(root: string, cacheControl: (path: string) => string): Map<string, HeldFile> {
  const names = new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
  const isCopy = (name: string) =>
    Object.values(COPIES).some((suffix) => name.endsWith(suffix) && names.has(name.slice(0, -suffix.length)));
  const held = new Map<string, HeldFile>();
  for (const name of names) {
    if (isCopy(name)) continue;
    const path = `/${name}`;
    const plain = readFileSync(join(root, name));
    const copy = (suffix: string) =>
      names.has(name + suffix) ? readFileSync(join(root, name + suffix)) : undefined;
    held.set(path, {
      type: contentType(extname(name)) || 'application/octet-stream',
      cacheControl: cacheControl(path),
      etag: etagOf(plain),
      plain,
      br: copy(COPIES.br),
      gzip: copy(COPIES.gzip),
    });
  }
  return held;
}

/**
 * Sends a held file: the brotli or gzip copy as the browser takes it (with `Vary: Accept-Encoding`), the
 * file itself otherwise, or 304 to a browser that holds this version (`If-None-Match`).
 */
export function sendHeld(request: FastifyRequest, reply: FastifyReply, file: HeldFile): FastifyReply {
  reply.header('cache-control', file.cacheControl).header('etag', file.etag).type(file.type);
  if (file.br || file.gzip) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match']?.includes(file.etag)) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.plain);
}
