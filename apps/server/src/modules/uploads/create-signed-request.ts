import { randomUUID } from 'node:crypto';
import type { SignedRequest } from '@lms/domain/contract';
import type { AccountPrincipal, AppContext } from '../../context';
import { badRequest, forbidden } from '../../lib/http-error';
import { extensionOf, storageOf } from '../../lib/storage';
import { type UploadPurpose, uploadRule } from './upload-rules';

/**
 * Makes a fresh key for an upload and a short-lived URL to PUT it to, if the caller may upload this
 * MIME type for this purpose (400 for a type that is not allowed, 403 for a purpose they may not use).
 * The URL is absolute (a local one is made so against `origin`, where the request came to): the
 * original student client PUTs to it as it is, from whatever origin it is served.
 */
export async function createSignedRequest(
  ctx: AppContext,
  principal: AccountPrincipal,
  input: { mimeType: string; purpose: UploadPurpose },
  origin: string,
): Promise<SignedRequest> {
  const rule = uploadRule(principal, input.purpose);
  if (!rule) {
    throw forbidden(
      'Not allowed',
      input.purpose === 'omrScan'
        ? 'Only staff who run exams can upload OMR scans.'
        : 'Only staff can upload course content.',
    );
  }
  const mimeType = input.mimeType.trim().toLowerCase();
  const ext = extensionOf(mimeType);
  if (!rule.types.includes(mimeType) || !ext) {
    throw badRequest('File type not allowed', `Allowed types: ${rule.types.join(', ')}.`);
  }
  const key = `${rule.folder}/${randomUUID()}.${ext}`;
  const url = await storageOf(ctx).signedPutUrl(key, mimeType, { maxBytes: rule.maxBytes });
  return { signedUrl: new URL(url, origin).toString(), key, maxBytes: rule.maxBytes };
}
