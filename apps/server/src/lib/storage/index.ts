import { resolve } from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

export type { FileStorage, SignedGetOptions, SignedPutOptions, StoredObject } from './file-storage';
export { TooLargeError } from './file-storage';
export { CONTENT_PREFIX, isPublicKey, isSafeKey, PUBLIC_PREFIX } from './keys';
export { LocalFileStorage } from './local-storage';
export { contentTypeOf, extensionOf, typeOfExtension } from './mime';

// Where the API takes uploads (PUT /api/files/<key>): also with S3, whatever ASSET_HOST says.
const UPLOAD_BASE_URL = '/api/files';

/** Builds the store the settings ask for: S3 when S3_BUCKET is set, else local disk in DATA_DIR/files. */
export function createStorage(ctx: { config: Config; now: () => Date }): FileStorage {
  const c = ctx.config;
  if (c.S3_BUCKET) {
    return new S3FileStorage({
      bucket: c.S3_BUCKET,
      region: c.S3_REGION,
      endpoint: c.S3_ENDPOINT,
      accessKeyId: c.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: c.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: c.S3_FORCE_PATH_STYLE,
      uploadBaseUrl: UPLOAD_BASE_URL,
      secret: c.APP_SECRET,
      now: ctx.now,
    });
  }
  return new LocalFileStorage({
    root: resolve(c.DATA_DIR, 'files'),
    baseUrl: c.ASSET_HOST,
    secret: c.APP_SECRET,
    now: ctx.now,
  });
}

/**
 * The file store of an app context (made with the context): use this from any module.
 * `storageOf(ctx).signedGetUrl(key)` gives a short-lived download URL, `exists(key)` checks an upload.
 */
export function storageOf(ctx: { storage: FileStorage }): FileStorage {
  return ctx.storage;
}
