import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http-error';
import { randomToken } from '../tokens';
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
import { signGet, signPut } from './local-signature';
import { contentTypeOf } from './mime';

// The disk refuses (permissions, read-only, full, gone): no file can be stored or read until an
// operator fixes it, whatever the request.
const DISK_FAULT = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'EIO']);

/** A disk fault as a 503 the error handler logs once per interval; any other error as it is. */
function diskFault(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !DISK_FAULT.has(code)) return error;
  const fault = new HttpError(
    503,
    'File storage unavailable',
    'Files cannot be stored or read right now. Please try again later.',
    'storageUnavailable',
  );
  fault.cause = error;
  return fault;
}

/** Runs a disk operation, turning a disk fault into a 503. */
async function onDisk<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw diskFault(error);
  }
}

/** Settings of the local-disk store. */
export interface LocalStorageOptions {
  /** The folder files are kept in. */
  root: string;
  /** Where the API serves files (ASSET_HOST, `/api/files` by default). */
  baseUrl: string;
  secret: string;
  now: () => Date;
}

/** Files on local disk, with HMAC-signed URLs that the API's /files routes check. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(private readonly options: LocalStorageOptions) {}

  private path(key: string): string {
    return join(this.options.root, assertSafeKey(key));
  }

  private url(key: string, query: string): string {
    return `${this.options.baseUrl.replace(/\/+$/, '')}/${key}?${query}`;
  }

  private expiry(seconds: number): number {
    return Math.floor(this.options.now().getTime() / 1000) + seconds;
  }

  async signedPutUrl(key: string, contentType: string, options: SignedPutOptions): Promise<string> {
    assertSafeKey(key);
    const expires = this.expiry(options.expiresInSeconds ?? PUT_URL_SECONDS);
    return this.url(
      key,
      signPut(this.options.secret, { key, contentType, maxBytes: options.maxBytes, expires }),
    );
  }

  async signedGetUrl(key: string, options: SignedGetOptions = {}): Promise<string> {
    assertSafeKey(key);
    const expires = this.expiry(options.expiresInSeconds ?? GET_URL_SECONDS);
    return this.url(key, signGet(this.options.secret, { key, expires, name: options.downloadName }));
  }

  async put(key: string, body: Uint8Array | string): Promise<void> {
    const target = this.path(key);
    await onDisk(async () => {
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.${randomToken().slice(0, 8)}.part`;
      await writeFile(temp, body);
      await rename(temp, target);
    });
  }

  async receive(key: string, body: Readable, maxBytes: number): Promise<number> {
    const target = this.path(key);
    await onDisk(() => mkdir(dirname(target), { recursive: true }));
    const temp = `${target}.${randomToken().slice(0, 8)}.part`;
    let size = 0;
    try {
      await pipeline(
        body,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            if (size > maxBytes) throw new TooLargeError(`larger than ${maxBytes} bytes`);
            yield chunk;
          }
        },
        createWriteStream(temp),
      );
      await rename(temp, target);
      return size;
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw diskFault(error);
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if (diskFault(error) !== error) throw diskFault(error);
      return null;
    }
  }

  async open(key: string): Promise<StoredObject | null> {
    const size = await this.size(key);
    if (size === null) return null;
    return { body: createReadStream(this.path(key)), size, contentType: contentTypeOf(key) };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const s = await stat(this.path(key));
      return s.isFile() ? s.size : null;
    } catch (error) {
      if (diskFault(error) !== error) throw diskFault(error);
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
