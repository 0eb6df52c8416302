import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/http-error';
import { isSafeKey, LocalFileStorage, type StoredObject, storageOf } from '../../lib/storage';
import { verifyVideoToken } from './video-token';
import { withoutVideoId } from './views';

/** What GET /hls/{path} answers: a playlist's text, a segment's bytes, or a redirect to the bucket. */
export type HlsAnswer =
  | { kind: 'playlist'; text: string }
  | { kind: 'file'; file: StoredObject }
  | { kind: 'redirect'; url: string };

/**
 * The access token of an HLS request: `?token=` (our web app's player), else `Authorization: Bearer
 * <token>` (the original client's player sends it on every playlist and segment).
 */
export function hlsTokenOf(query: string | undefined, authorization: string | undefined): string | undefined {
  if (query) return query;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
}

/**
 * Serves a playlist or segment of a video folder to the holder of a valid access token for that
 * folder. Playlists are always read through the API (their relative addresses must resolve here,
 * where the token is checked); with S3, segments redirect to a presigned URL of a few seconds. A DRM
 * video's address carries the video id before its folder key; the folder is what is served.
 */
export async function serveHls(
  ctx: AppContext,
  address: string,
  token: string | undefined,
): Promise<HlsAnswer> {
  const path = withoutVideoId(address);
  const grant = verifyVideoToken(ctx.config.APP_SECRET, token, Math.floor(ctx.now().getTime() / 1000));
  if (grant === 'expired') throw forbidden('Token expired', 'This video link has expired.');
  if (grant === 'invalid') throw forbidden('Invalid token', 'This video link is not valid.');
  if (!isSafeKey(path) || !path.startsWith(`${grant.key}/`)) {
    throw forbidden('Invalid token', 'This token is for another video.');
  }
  const storage = storageOf(ctx);
  if (path.endsWith('.m3u8')) {
    const text = await storage.read(path);
    if (!text) throw notFound('Not found', 'No such playlist.');
    return { kind: 'playlist', text: text.toString('utf8') };
  }
  if (!(storage instanceof LocalFileStorage)) {
    return { kind: 'redirect', url: await storage.signedGetUrl(path, { expiresInSeconds: 30 }) };
  }
  const file = await storage.open(path);
  if (!file) throw notFound('Not found', 'No such segment.');
  return { kind: 'file', file };
}

/** Writes a playlist, a segment or a redirect to the bucket, never cached. */
export function writeHls(reply: FastifyReply, answer: HlsAnswer) {
  reply.header('cache-control', 'private, no-store');
  if (answer.kind === 'redirect') return reply.redirect(answer.url, 302);
  if (answer.kind === 'playlist') return reply.type('application/vnd.apple.mpegurl').send(answer.text);
  reply.header('content-type', answer.file.contentType);
  reply.header('content-length', String(answer.file.size));
  return reply.send(answer.file.body);
}
