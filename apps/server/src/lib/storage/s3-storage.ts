import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  type FileStorage,
  GET_URL_SECONDS,
  PUT_URL_SECONDS,
  type SignedGetOptions,
  type SignedPutOptions,
  type StoredObject,
  TooLargeError,
} from './file-storage';
import { assertSafeKey } from './keys';
import { signPut } from './local-signature';
import { contentTypeOf } from './mime';

/** Settings of the S3-compatible store. */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where the API takes uploads (`/api/files`): upload URLs are the API's own, signed with `secret`. */
  uploadBaseUrl: string;
  secret: string;
  now: () => Date;
}

// An upload larger than this goes to the bucket in parts of this size (S3's parts are 5 MiB at
// least), so a 4 GB video is never held in memory whole.
const PART_BYTES = 8 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket, with presigned download URLs. Uploads are PUT to the API (URLs
 * signed like the local store's), checked there and streamed on to the bucket.
 */
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
    assertSafeKey(key);
    const expires =
      Math.floor(this.options.now().getTime() / 1000) + (options.expiresInSeconds ?? PUT_URL_SECONDS);
    const query = signPut(this.options.secret, { key, contentType, maxBytes: options.maxBytes, expires });
    return `${this.options.uploadBaseUrl.replace(/\/+$/, '')}/${key}?${query}`;
  }

  async receive(key: string, body: Readable, maxBytes: number): Promise<number> {
    const target = { Bucket: this.bucket, Key: assertSafeKey(key) };
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let uploadId: string | undefined;
    const parts: { ETag?: string; PartNumber: number }[] = [];
    const sendPart = async (data: Buffer) => {
      uploadId ??= (
        await this.client.send(
          new CreateMultipartUploadCommand({ ...target, ContentType: contentTypeOf(key) }),
        )
      ).UploadId;
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(
        new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: data }),
      );
      parts.push({ ETag, PartNumber });
    };
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) throw new TooLargeError(`larger than ${maxBytes} bytes`);
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes < PART_BYTES) continue;
        const data = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        await sendPart(data);
      }
      const rest = Buffer.concat(pending);
      if (uploadId === undefined) {
        await this.put(key, rest);
        return size;
      }
      if (rest.length > 0) await sendPart(rest);
      // The object appears only now, whole.
      await this.client.send(
        new CompleteMultipartUploadCommand({
          ...target,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return size;
    } catch (error) {
      if (uploadId !== undefined) {
        await this.client
          .send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId }))
          .catch(() => {});
      }
      throw error;
    }
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
