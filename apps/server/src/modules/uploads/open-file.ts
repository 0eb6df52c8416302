import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { isPublicKey, isSafeKey, LocalFileStorage, type StoredObject, storageOf } from '../../lib/storage';
import { parseSignedKeyPath, verifyGet } from '../../lib/storage/local-signature';
import { signatureRefusal } from './signature-refusal';

/** What GET /files/{key} answers: the file itself (local) or a redirect to the bucket (S3). */
export type FileAnswer =
  | { kind: 'file'; file: StoredObject; downloadName?: string; cacheable: boolean }
  | { kind: 'redirect'; url: string };

// A `signed/<expires>/<sig>/<key>` path (a note's key as a student is given it): checked here, then
// served (local) or redirected to a short presigned URL (S3).
async function openSignedPath(
  ctx: AppContext,
  signed: { key: string; query: Record<string, string> },
): Promise<FileAnswer> {
  const { key, query } = signed;
  if (!isSafeKey(key)) throw notFound('Not found', 'No such file.');
  const nowSec = Math.floor(ctx.now().getTime() / 1000);
  const { problem } = verifyGet(ctx.config.APP_SECRET, key, query, nowSec);
  if (problem) throw signatureRefusal(problem);
  const storage = storageOf(ctx);
  if (!(storage instanceof LocalFileStorage)) {
    return { kind: 'redirect', url: await storage.signedGetUrl(key, { expiresInSeconds: 60 }) };
  }
  const file = await storage.open(key);
  if (!file) throw notFound('Not found', 'No such file.');
  return { kind: 'file', file, cacheable: false };
}

/**
 * Opens a stored file for GET /files/{key}. Public upload keys need no signature; every other key
 * needs a valid, unexpired signed URL, or a path that carries its signature (`signed/…`). With S3,
 * public keys redirect to a short presigned URL.
 */
export async function openFile(
  ctx: AppContext,
  key: string,
  query: Record<string, string | undefined>,
): Promise<FileAnswer> {
  const signed = parseSignedKeyPath(key);
  if (signed) return openSignedPath(ctx, signed);
  if (!isSafeKey(key)) throw notFound('Not found', 'No such file.');
  const storage = storageOf(ctx);
  const isPublic = isPublicKey(key);
  let downloadName: string | undefined;
  if (!isPublic || query.sig) {
    if (!(storage instanceof LocalFileStorage)) throw notFound('Not found', 'No such file.');
    const nowSec = Math.floor(ctx.now().getTime() / 1000);
    const { problem, grant } = verifyGet(ctx.config.APP_SECRET, key, query, nowSec);
    if (problem) throw signatureRefusal(problem);
    downloadName = grant.name;
  }
  if (!(storage instanceof LocalFileStorage)) {
    return { kind: 'redirect', url: await storage.signedGetUrl(key, { expiresInSeconds: 300 }) };
  }
  const file = await storage.open(key);
  if (!file) throw notFound('Not found', 'No such file.');
  return { kind: 'file', file, downloadName, cacheable: isPublic && !query.sig };
}
