import { hmac, safeEqualHex } from '../../lib/tokens';

/** Seconds a video access token works: the player refreshes it every 9 s. */
export const VIDEO_TOKEN_SECONDS = 20;

/** What a video access token grants: one student, one video folder, until a time (unix seconds). */
export interface VideoGrant {
  studentId: string;
  key: string;
  expires: number;
}

const sign = (secret: string, body: string) => hmac(secret, `video-token\n${body}`);

/** A token `<payload>.<hmac>` for the HLS routes. */
export function signVideoToken(secret: string, grant: VideoGrant): string {
  const body = Buffer.from(JSON.stringify({ s: grant.studentId, k: grant.key, e: grant.expires })).toString(
    'base64url',
  );
  return `${body}.${sign(secret, body)}`;
}

/** The grant of a token, or why it is refused. */
export function verifyVideoToken(
  secret: string,
  token: string | undefined,
  nowSec: number,
): VideoGrant | 'invalid' | 'expired' {
  const [body, sig] = (token ?? '').split('.');
  if (!body || !sig || !/^[0-9a-f]{64}$/.test(sig) || !safeEqualHex(sign(secret, body), sig))
    return 'invalid';
  let parsed: { s?: unknown; k?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  if (typeof parsed.s !== 'string' || typeof parsed.k !== 'string' || typeof parsed.e !== 'number')
    return 'invalid';
  if (parsed.e < nowSec) return 'expired';
  return { studentId: parsed.s, key: parsed.k, expires: parsed.e };
}
