import { z } from 'zod';
import { anyone, defineRoutes, signedIn } from './route';

/** GET /content/signed-request query. */
export const signedRequestQuery = z.object({
  /** The MIME type of the file to upload. */
  mimeType: z.string().trim().min(1, 'is required').max(100),
  /**
   * `upload` (default): attachments and pictures; `content`: staff course files; `omrScan`: scans of
   * OMR sheets (PDF, JPEG, PNG; staff who run exams), read by POST /staff/exams/:examId/omr-scans.
   */
  purpose: z.enum(['upload', 'content', 'omrScan']).default('upload'),
});

/** GET /content/signed-request data: where to PUT the file and the key to store. */
export const signedRequest = z.object({
  /** An absolute URL: PUT the file here with `Content-Type` equal to the requested MIME type. */
  signedUrl: z.string(),
  /** The storage key: what the caller saves (profilePic, mediaUrl, a content file's key). */
  key: z.string(),
  /** Largest accepted file, in bytes. */
  maxBytes: z.number(),
});
export type SignedRequest = z.infer<typeof signedRequest>;

/** A storage key as the rest of a `/files/` path. */
export const storageKeyParams = z.object({ '*': z.string() });

/** The signature of a signed local URL (`exp`, `sig` and what it grants), as the query carries it. */
export const signedQuery = z.record(z.string(), z.string().optional());

/** Uploads (a signed request, then a PUT) and the local store's file routes under /files. */
export const uploadRoutes = defineRoutes('uploads', {
  signedRequest: {
    method: 'GET',
    path: '/content/signed-request',
    access: signedIn,
    summary: 'A short-lived URL to PUT one file to, and the key to store',
    query: signedRequestQuery,
    data: signedRequest,
  },
  putFile: {
    method: 'PUT',
    path: '/files/*',
    access: anyone,
    summary: 'PUT a file to a signed upload URL (checked, then stored on disk or in the bucket)',
    params: storageKeyParams,
    query: signedQuery,
    streamBody: true,
    raw: true,
  },
  getFile: {
    method: 'GET',
    path: '/files/*',
    access: anyone,
    summary: 'Read a public upload, or any file through a signed URL',
    params: storageKeyParams,
    query: signedQuery,
    raw: true,
    // Pages load many images and players many segments; the signature check is the guard here.
    unlimited: true,
  },
});
