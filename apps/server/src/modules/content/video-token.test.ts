import { describe, expect, it } from 'vitest';
import { signVideoToken, verifyVideoToken } from './video-token';

const secret = 'a-test-secret-of-enough-length';
const grant = { studentId: 's1', key: 'content/hls/abc', expires: 1_000 };

describe('video access tokens', () => {
  it('verifies a token it signed until it expires', () => {
    const token = signVideoToken(secret, grant);
    expect(verifyVideoToken(secret, token, 990)).toEqual(grant);
    expect(verifyVideoToken(secret, token, 1_000)).toEqual(grant);
    expect(verifyVideoToken(secret, token, 1_001)).toBe('expired');
  });

  it('refuses a token signed with another secret, altered, or malformed', () => {
    const token = signVideoToken(secret, grant);
    expect(verifyVideoToken('another-secret-of-enough-length', token, 0)).toBe('invalid');
    const [, sig] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ s: 's2', k: grant.key, e: 9_999 })).toString('base64url')}.${sig}`;
    expect(verifyVideoToken(secret, forged, 0)).toBe('invalid');
    expect(verifyVideoToken(secret, undefined, 0)).toBe('invalid');
    expect(verifyVideoToken(secret, 'abc', 0)).toBe('invalid');
  });
});
