import { hmac, safeEqualHex } from '../tokens';

/** What a local upload URL allows: one key, one content type, up to a size, until a time. */
export interface PutGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  /** Unix seconds. */
  expires: number;
}

/** What a local download URL allows: one key until a time, optionally saved under a file name. */
export interface GetGrant {
  key: string;
  expires: number;
  name?: string;
}

const putPayload = (g: PutGrant) => `PUT\n${g.key}\n${g.expires}\n${g.contentType}\n${g.maxBytes}`;
const getPayload = (g: GetGrant) => `GET\n${g.key}\n${g.expires}\n${g.name ?? ''}`;

/** The query string of a signed local upload URL. */
export function signPut(secret: string, grant: PutGrant): string {
  const q = new URLSearchParams({
    expires: String(grant.expires),
    ct: grant.contentType,
    max: String(grant.maxBytes),
    sig: hmac(secret, putPayload(grant)),
  });
  return q.toString();
}

/** The query string of a signed local download URL. */
export function signGet(secret: string, grant: GetGrant): string {
  const q = new URLSearchParams({ expires: String(grant.expires) });
  if (grant.name) q.set('name', grant.name);
  q.set('sig', hmac(secret, getPayload(grant)));
  return q.toString();
}

/** Why a signed URL was refused, or null when it is good. */
export type SignatureProblem = 'missing' | 'invalid' | 'expired' | null;

function check(secret: string, payload: string, sig: string | undefined, expires: number, nowSec: number) {
  if (!sig || !/^[0-9a-f]{64}$/.test(sig) || !Number.isFinite(expires)) return 'missing';
  if (!safeEqualHex(hmac(secret, payload), sig)) return 'invalid';
  if (expires < nowSec) return 'expired';
  return null;
}

/** Checks a local upload URL's query for `key` at `nowSec`. */
export function verifyPut(
  secret: string,
  key: string,
  query: Record<string, string | undefined>,
  nowSec: number,
): { problem: SignatureProblem; grant: PutGrant } {
  const grant: PutGrant = {
    key,
    contentType: query.ct ?? '',
    maxBytes: Number(query.max),
    expires: Number(query.expires),
  };
  return { problem: check(secret, putPayload(grant), query.sig, grant.expires, nowSec), grant };
}

/** Checks a local download URL's query for `key` at `nowSec`. */
export function verifyGet(
  secret: string,
  key: string,
  query: Record<string, string | undefined>,
  nowSec: number,
): { problem: SignatureProblem; grant: GetGrant } {
  const grant: GetGrant = { key, expires: Number(query.expires), name: query.name || undefined };
  return { problem: check(secret, getPayload(grant), query.sig, grant.expires, nowSec), grant };
}

const SIGNED_PATH = /^signed\/(\d{1,12})\/([0-9a-f]{64})\/(.+)$/;

/**
 * A key that carries its own download signature in its path: `signed/<expires>/<sig>/<key>`. A client
 * that builds a file's address as the asset base plus the key, and saves it under a name taken from
 * the key's extension, downloads it without headers (a query string would end up in the file name).
 */
export function signKeyPath(secret: string, key: string, expires: number): string {
  return `signed/${expires}/${hmac(secret, getPayload({ key, expires }))}/${key}`;
}

/** The key and the signature query of a `signed/…` path, or null for any other path. */
export function parseSignedKeyPath(path: string): { key: string; query: Record<string, string> } | null {
  const match = SIGNED_PATH.exec(path);
  if (!match) return null;
  return { key: match[3]!, query: { expires: match[1]!, sig: match[2]! } };
}
