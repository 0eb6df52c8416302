import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { isSafeKey, storageOf, TooLargeError } from '../../lib/storage';
import { verifyPut } from '../../lib/storage/local-signature';
import { checkContent } from './check-content';
import { signatureRefusal } from './signature-refusal';
import { stripImageMetadata } from './strip-image-metadata';

/** The request of a local upload: the key from the path, the signed query and the body. */
export interface UploadRequest {
  key: string;
  query: Record<string, string | undefined>;
  contentType: string | undefined;
  contentLength: number | undefined;
  body: Readable;
}

const tooLarge = (max: number) =>
  new HttpError(413, 'File too large', `The file must be at most ${Math.floor(max / 1024 / 1024)} MB.`);

/**
 * Stores a PUT to a signed upload URL after checking its signature, expiry, content type, size and
 * that its bytes are of the declared type; pictures are stored without their metadata. With S3 too:
 * the upload URLs are the API's own, and the checked bytes are streamed on to the bucket.
 */
export async function receiveUpload(
  ctx: AppContext,
  request: UploadRequest,
): Promise<{ key: string; size: number }> {
  const storage = storageOf(ctx);
  if (!isSafeKey(request.key)) throw notFound('Not found');
  const nowSec = Math.floor(ctx.now().getTime() / 1000);
  const { problem, grant } = verifyPut(ctx.config.APP_SECRET, request.key, request.query, nowSec);
  if (problem) throw signatureRefusal(problem);
  const sent = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (sent !== grant.contentType) {
    throw forbidden('Wrong content type', `This link accepts ${grant.contentType} only.`);
  }
  if (request.contentLength !== undefined && request.contentLength > grant.maxBytes)
    throw tooLarge(grant.maxBytes);
  try {
    const checked = await checkContent(grant.contentType, request.body);
    const body = await stripImageMetadata(grant.contentType, checked, grant.maxBytes);
    const size = await storage.receive(request.key, body, grant.maxBytes);
    return { key: request.key, size };
  } catch (error) {
    if (error instanceof TooLargeError) throw tooLarge(grant.maxBytes);
    throw error;
  }
}
