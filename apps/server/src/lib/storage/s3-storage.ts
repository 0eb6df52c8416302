import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  type FileStorage,
  GET_URL_SECONDS,
  PUT_URL_SECONDS,
  type SignedGetOptions,
  type SignedPutOptions,
  type StoredObject,
} from './file-storage';
import { assertSafeKey } from './keys';
import { contentTypeOf } from './mime';

/** Settings of the S3-compatible store. */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  now: () => Date;
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** Files in an S3-compatible bucket, with presigned upload and download URLs. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Browsers PUT to presigned URLs without the SDK's checksum headers; S3-compatible stores vary too.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async signedPutUrl(key: string, contentType: string, options: SignedPutOptions): Promise<string> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: assertSafeKey(key),
      ContentType: contentType,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds ?? PUT_URL_SECONDS,
      signingDate: this.options.now(),
      signableHeaders: new Set(['content-type']),
    });
  }

  async signedGetUrl(key: string, options: SignedGetOptions = {}): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: assertSafeKey(key),
      ...(options.downloadName
        ? { ResponseContentDisposition: `attachment; filename="${options.downloadName.replaceAll('"', '')}"` }
        : {}),
    });
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds ?? GET_URL_SECONDS,
      signingDate: this.options.now(),
    });
  }

  async put(key: string, body: Uint8Array | string, contentType = contentTypeOf(key)): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: assertSafeKey(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async read(key: string): Promise<Buffer | null> {
    const found = await this.open(key);
    if (!found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<StoredObject | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }),
      );
      return {
        body: res.Body as Readable,
        size: res.ContentLength ?? 0,
        contentType: res.ContentType ?? contentTypeOf(key),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
  }
}
