import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { corsOrigins } from '../config';

// The web app's only inline script is index.html's boot script, allowed by its hash (given by the
// caller, read from the built file); antd writes its styles at run time, so styles may be inline.
// Pictures, sound, video, PDFs and uploads may come from the asset host or an S3 bucket (on another
// https origin, or the `storage` origins), and media the app makes itself are blob: URLs.
function directivesFor(storage: string[], scriptHashes: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storage],
    mediaSrc: ["'self'", 'blob:', 'https:', ...storage],
    fontSrc: ["'self'", 'data:'],
    // The service worker fetches the pictures it keeps, redirects to the bucket included.
    connectSrc: ["'self'", 'https:', ...storage],
    frameSrc: ["'self'", 'blob:', 'https:', ...storage],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * The origins of the S3-compatible store at S3_ENDPOINT that file reads are redirected to: the
 * endpoint itself and, unless S3_FORCE_PATH_STYLE, the bucket's host under it. Listed because such a
 * store may be plain http (a store on the private network); none without S3_BUCKET and S3_ENDPOINT.
 */
function storageOrigins(config: Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>): string[] {
  if (!config.S3_BUCKET || !config.S3_ENDPOINT) return [];
  const endpoint = new URL(config.S3_ENDPOINT);
  if (config.S3_FORCE_PATH_STYLE) return [endpoint.origin];
  return [endpoint.origin, `${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`];
}

// Stored files (PDFs in the Q&A viewer) are shown in a frame of the app itself: they may be framed by
// this origin, and never run script.
const FILE_POLICY =
  "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers a middleware that sets the same headers on every answer (helmet with a policy of fixed
 * values: it never reads the request) sets, taken once from a stand-in response. Setting them from
 * the list costs each request a few `setHeader` calls: helmet itself, its middleware chain run for
 * every request, was about 6% of the server's CPU of an answer save.
 */
export function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const response = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set(name.toLowerCase(), [name, String(value)]);
      return response;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('The security headers middleware did not finish at once');
  return [...headers.values()];
}

/**
 * Security headers on every answer: a Content-Security-Policy with no inline script but the listed
 * hashes (`scriptHashes`, the web app's boot script), no framing,
 * nosniff, no referrer, and HSTS only on requests that came over TLS (directly or through a trusted
 * proxy's X-Forwarded-Proto).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  scriptHashes: string[] = [],
): Promise<void> {
  const headers = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: directivesFor(storageOrigins(config), scriptHashes),
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      hsts: false,
      // A web app on a listed other origin loads pictures and files from here.
      crossOriginResourcePolicy: {
        policy: corsOrigins(config.CORS_ORIGINS).length ? 'cross-origin' : 'same-site',
      },
    }),
  );
  // Set on the reply, not the raw response: Fastify hands its headers to `writeHead` as one object, so
  // a response whose headers were never set one by one on the raw response skips Node's per-header
  // lists (a fifth of what an answer save allocated went to headers).
  const fixed: Record<string, string> = Object.fromEntries(
    headers.map(([name, value]) => [name.toLowerCase(), value]),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(fixed);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/files/')) {
      reply.header('content-security-policy', FILE_POLICY);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    // The console shows the student app's exam preview in a phone-sized frame (same origin only).
    if (request.url.startsWith('/exam-preview/')) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header(
          'content-security-policy',
          policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        );
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    done(null, payload);
  });
}
