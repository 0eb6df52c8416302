import type { Readable } from 'node:stream';
import { successStatus, uploadRoutes } from '@lms/domain/contract';
import type { FastifyReply } from 'fastify';
import { implement } from '../../plugins/route-registrar';
import { hlsTokenOf, serveHls, writeHls } from '../content/serve-hls';
import { createSignedRequest } from './create-signed-request';
import { type FileAnswer, openFile } from './open-file';
import { receiveUpload } from './receive-upload';

const HLS_PREFIX = 'hls/';

/** Writes a stored file (or its redirect) with the headers a browser needs to cache or save it. */
function sendFile(reply: FastifyReply, answer: FileAnswer) {
  if (answer.kind === 'redirect') return reply.redirect(answer.url, 302);
  const { file, downloadName, cacheable } = answer;
  reply.header('content-type', file.contentType);
  reply.header('content-length', String(file.size));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'private, no-store');
  if (downloadName) {
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`);
  }
  return reply.send(file.body);
}

/** Uploads (a signed request, then a PUT) and the local store's file routes under /files. */
export const uploadModule = implement(uploadRoutes, {
  signedRequest: async ({ ctx, principal, query, request }) =>
    createSignedRequest(ctx, principal, query, `${request.protocol}://${request.host}`),
  putFile: async ({ ctx, params, query, request }) => {
    const length = request.headers['content-length'];
    const stored = await receiveUpload(ctx, {
      key: params['*'],
      query,
      contentType: request.headers['content-type'],
      contentLength: length === undefined ? undefined : Number(length),
      body: request.body as Readable,
    });
    return { status: successStatus, data: stored };
  },
  getFile: async ({ ctx, params, query, request, reply }) => {
    const key = params['*'];
    // A video's `URL` under the asset base (the original client's VOD base): served as HLS, with
    // the same access token.
    if (key.startsWith(HLS_PREFIX)) {
      const token = hlsTokenOf(query.token, request.headers.authorization);
      return writeHls(reply, await serveHls(ctx, key.slice(HLS_PREFIX.length), token));
    }
    return sendFile(reply, await openFile(ctx, key, query));
  },
});
