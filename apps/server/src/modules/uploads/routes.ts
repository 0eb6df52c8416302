import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn } from '../../plugins/auth';
import { createSignedRequest } from './create-signed-request';
import { openFile } from './open-file';
import { receiveUpload } from './receive-upload';

const signedRequestQuery = z.object({
  mimeType: z.string().trim().min(1, 'is required').max(100),
  /** `upload` (default): attachments and pictures; `content`: staff course files. */
  purpose: z.enum(['upload', 'content']).default('upload'),
});

const wildcard = z.object({ '*': z.string() });
const anyQuery = z.record(z.string(), z.string().optional());

/** Uploads (SPEC.md §7 signed-request, then PUT) and file downloads under /files. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['uploads'];

  app.get(
    '/content/signed-request',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        summary: 'A short-lived URL to PUT one file to, and the key to store',
        querystring: signedRequestQuery,
      },
    },
    async (request) => ({ data: await createSignedRequest(ctx, request.principal!, request.query) }),
  );

  await app.register(fileRoutes);
};

/** Local storage's own upload and download routes: every body type is accepted as a raw stream. */
const fileRoutes: FastifyPluginAsyncZod = async (files) => {
  const ctx = files.ctx;
  const tags = ['uploads'];
  files.removeAllContentTypeParsers();
  files.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  files.put(
    '/files/*',
    {
      schema: {
        tags,
        summary: 'PUT a file to a signed local upload URL',
        params: wildcard,
        querystring: anyQuery,
      },
    },
    async (request) => {
      const length = request.headers['content-length'];
      return {
        data: await receiveUpload(ctx, {
          key: request.params['*'],
          query: request.query,
          contentType: request.headers['content-type'],
          contentLength: length === undefined ? undefined : Number(length),
          body: request.body as Readable,
        }),
      };
    },
  );

  files.get(
    '/files/*',
    {
      // Pages load many images and players many segments; the signature check is the guard here.
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'Read a public upload, or any file through a signed URL',
        params: wildcard,
        querystring: anyQuery,
      },
    },
    async (request, reply) => {
      const answer = await openFile(ctx, request.params['*'], request.query);
      if (answer.kind === 'redirect') return reply.redirect(answer.url, 302);
      const { file, downloadName, cacheable } = answer;
      reply.header('content-type', file.contentType);
      reply.header('content-length', String(file.size));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'private, no-store');
      if (downloadName) {
        reply.header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
        );
      }
      return reply.send(file.body);
    },
  );
};
