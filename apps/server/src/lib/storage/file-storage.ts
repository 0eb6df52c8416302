import type { Readable } from 'node:stream';

/** Thrown when an upload is larger than its URL allows. */
export class TooLargeError extends Error {}

/** A stored file opened for reading. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** Options of an upload URL. */
export interface SignedPutOptions {
  /** Largest accepted body in bytes (enforced by the local store; S3 checks it with `size` on use). */
  maxBytes: number;
  /** Seconds until the URL stops working; 300 by default. */
  expiresInSeconds?: number;
}

/** Options of a download URL. */
export interface SignedGetOptions {
  /** Seconds until the URL stops working; 120 by default. */
  expiresInSeconds?: number;
  /** Offer the file as a download under this name. */
  downloadName?: string;
}

/**
 * Where uploaded and staff files live: local disk (DATA_DIR/files, URLs signed with APP_SECRET and
 * served by the API under /api/files) or an S3-compatible bucket (presigned download URLs). Both
 * behave alike. Uploads go through the API with either (its own signed PUT URLs), so their bytes are
 * checked before they are stored.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** A URL the client PUTs the file to, sending `Content-Type: contentType`. */
  signedPutUrl(key: string, contentType: string, options: SignedPutOptions): Promise<string>;
  /** A short-lived URL to read the file. */
  signedGetUrl(key: string, options?: SignedGetOptions): Promise<string>;
  /**
   * Stores an upload stream, refusing it (TooLargeError, nothing kept) once it passes `maxBytes`.
   * The file appears only when complete, so a reader never sees half an upload. Answers its size.
   */
  receive(key: string, body: Readable, maxBytes: number): Promise<number>;
  /** Stores a file from the server side (seed, video renditions). */
  put(key: string, body: Uint8Array | string, contentType?: string): Promise<void>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size and type, or null when there is none. */
  open(key: string): Promise<StoredObject | null>;
  /** True when the file exists. */
  exists(key: string): Promise<boolean>;
  /** The file's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes a file (nothing happens when there is none). */
  remove(key: string): Promise<void>;
}

/** Default lifetime of upload URLs, in seconds. */
export const PUT_URL_SECONDS = 300;
/** Default lifetime of download URLs, in seconds. */
export const GET_URL_SECONDS = 120;
