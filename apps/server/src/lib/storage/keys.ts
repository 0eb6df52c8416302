import { badRequest } from '../http-error';

// Folders and names of letters, digits, dot, dash and underscore; no empty or dot-only segment.
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,120}$/;

/** True when `key` is a storage key we would ever make: relative, no `..`, safe characters only. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 500) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Throws a 400 unless `key` is a safe storage key. */
export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw badRequest('Invalid file key', 'This is not a stored file.');
  return key;
}

/**
 * Keys under this folder are readable without a signature: they are unguessable (a random id) and
 * The student app shows them as `asset host + key` (profile pictures, Q&A media, course and subject images).
 * Everything else (notes, videos) is read only through short-lived signed URLs.
 */
export const PUBLIC_PREFIX = 'uploads/';

/** Keys of staff content (notes, video sources, HLS renditions): signed reads only. */
export const CONTENT_PREFIX = 'content/';

/** True when `key` can be read without a signature. */
export function isPublicKey(key: string): boolean {
  return key.startsWith(PUBLIC_PREFIX);
}
