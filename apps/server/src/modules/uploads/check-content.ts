import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../lib/http-error';
import type { FileStorage } from '../../lib/storage';

/** How many leading bytes are read to tell a file's real type (what file-type needs at most). */
const HEAD_BYTES = 4100;

/** Types whose magic bytes file-type always recognises: the content must be detected as the type. */
const MAGIC_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'audio/mpeg',
  'audio/wav',
]);

/** Media containers: a transcoder or player reads them, but they must not be something else. */
const isMediaType = (type: string) => type.startsWith('video/') || type.startsWith('audio/');

/** Markup a browser would run if the file were ever shown as a page. */
const HTML_MARKERS = ['<!doctype html', '<html', '<script', '<svg', '<iframe'];

const looksLikeHtml = (head: Buffer) => {
  const text = head.toString('latin1').toLowerCase();
  return HTML_MARKERS.some((marker) => text.includes(marker));
};

/** The first bytes of a stream, and a stream that gives the whole body again (those bytes first). */
async function splitHead(body: Readable): Promise<{ head: Buffer; whole: Readable; drop: () => void }> {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    read.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(read);
  async function* replay() {
    if (head.length > 0) yield head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { head, whole: Readable.from(replay()), drop: () => void chunks.return?.() };
}

/** True when the first bytes of a file fit the type it was declared as. */
export async function contentFits(declared: string, head: Buffer): Promise<boolean> {
  const detected = (await fileTypeFromBuffer(head))?.mime;
  if (MAGIC_TYPES.has(declared)) return detected === declared;
  if (detected && isMediaType(declared)) return isMediaType(detected);
  if (detected && detected !== declared) return false;
  // Text (playlists, subtitles) and media file-type cannot tell: refuse only what a browser would run.
  return !looksLikeHtml(head);
}

/**
 * Reads the start of an upload and refuses (400) a body whose bytes are not the declared type, e.g.
 * an HTML page PUT as image/png. Returns the whole body to store.
 */
export async function checkContent(declared: string, body: Readable): Promise<Readable> {
  const { head, whole, drop } = await splitHead(body);
  if (await contentFits(declared, head)) return whole;
  drop();
  throw badRequest('Wrong file content', `The file's content is not ${declared}.`);
}

/** True when a stored file's first bytes are of `type` (false when there is no such file). */
export async function storedContentIs(storage: FileStorage, key: string, type: string): Promise<boolean> {
  const found = await storage.open(key);
  if (!found) return false;
  const { head, drop } = await splitHead(found.body);
  drop();
  return contentFits(type, head);
}
