import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createPallyConToken,
  encryptPallyConPolicy,
  PALLYCON_IV,
  pallyConHash,
  pallyConTimestamp,
  pallyConTokenJson,
} from './pallycon-token';

// The worked example of PallyCon's "License Token Tutorial" (site TUTO): its inputs and the outputs it
// prints at each step. The tutorial predates policy v2 and names the encrypted policy field "token".
const tutorial = {
  site: {
    siteId: 'TUTO',
    siteKey: 'lU5D8s3PWoLls3PWFWkClULlFWk5D8oC',
    accessKey: 'LT2FVJDp2Xr018zf4Di6lzvNOv3DKP20',
  },
  drmType: 'Widevine' as const,
  cid: 'bigbuckbunny',
  userId: 'test-user',
  rule: '{"playback_policy":{"limit":true,"persistent":false,"duration":3600}}',
  encryptedRule:
    'bO9DzyQgtgfbSDWmqGgZXWZdWm7M4oZ4X0hC1hS6QNraiwLI0LwmNY+OfOh1L0KmtuH7NF1blUxep9YLWrNfSy4H/6swQW7pbjZnRqRguDQ=',
  timestamp: '2019-07-17T08:57:04Z',
  hash: '0Zef3WHBbzQAR0oGf5KXn25G1TmvB2Bkvzv+7OqIWvQ=',
  base64Token:
    'eyJkcm1fdHlwZSI6IldpZGV2aW5lIiwic2l0ZV9pZCI6IlRVVE8iLCJ1c2VyX2lkIjoidGVzdC11c2VyIiwiY2lkIjoiYmlnYnVja2J1bm55IiwidG9rZW4iOiJiTzlEenlRZ3RnZmJTRFdtcUdnWlhXWmRXbTdNNG9aNFgwaEMxaFM2UU5yYWl3TEkwTHdtTlkrT2ZPaDFMMEttdHVIN05GMWJsVXhlcDlZTFdyTmZTeTRILzZzd1FXN3BialpuUnFSZ3VEUT0iLCJ0aW1lc3RhbXAiOiIyMDE5LTA3LTE3VDA4OjU3OjA0WiIsImhhc2giOiIwWmVmM1dIQmJ6UUFSMG9HZjVLWG4yNUcxVG12QjJCa3Z6dis3T3FJV3ZRPSJ9',
};

describe('PallyCon licence tokens', () => {
  it('encrypts the licence rule as the tutorial does (AES-256-CBC, site key, fixed IV)', () => {
    expect(encryptPallyConPolicy(tutorial.rule, tutorial.site.siteKey)).toBe(tutorial.encryptedRule);
  });

  it('hashes the token fields as the tutorial does', () => {
    const hash = pallyConHash({
      accessKey: tutorial.site.accessKey,
      drmType: tutorial.drmType,
      siteId: tutorial.site.siteId,
      userId: tutorial.userId,
      cid: tutorial.cid,
      policy: tutorial.encryptedRule,
      timestamp: tutorial.timestamp,
    });
    expect(hash).toBe(tutorial.hash);
  });

  it('writes timestamps as yyyy-mm-ddThh:mm:ssZ', () => {
    expect(pallyConTimestamp(new Date('2019-07-17T08:57:04.123Z'))).toBe(tutorial.timestamp);
  });

  it("builds the same token values as the tutorial's token, in the v2 layout", () => {
    const documented = JSON.parse(Buffer.from(tutorial.base64Token, 'base64').toString('utf8'));
    const policy = JSON.parse(tutorial.rule);
    const ours = pallyConTokenJson(tutorial.site, {
      drmType: tutorial.drmType,
      userId: tutorial.userId,
      cid: tutorial.cid,
      policy,
      now: new Date(tutorial.timestamp),
    });
    expect(ours).toEqual({
      drm_type: documented.drm_type,
      site_id: documented.site_id,
      user_id: documented.user_id,
      cid: documented.cid,
      policy: documented.token,
      timestamp: documented.timestamp,
      hash: documented.hash,
      response_format: 'original',
      key_rotation: false,
    });
    expect(Object.keys(ours)).toEqual([
      'drm_type',
      'site_id',
      'user_id',
      'cid',
      'policy',
      'timestamp',
      'hash',
      'response_format',
      'key_rotation',
    ]);
  });

  it('gives a base64 token whose policy decrypts to a v2 streaming policy', () => {
    const token = createPallyConToken(tutorial.site, {
      drmType: 'FairPlay',
      userId: 'student-8801710000001',
      cid: 'lecture-1',
      now: new Date('2026-01-01T00:00:00Z'),
    });
    const json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    expect(json).toMatchObject({
      drm_type: 'FairPlay',
      user_id: 'student-8801710000001',
      timestamp: '2026-01-01T00:00:00Z',
    });
    const decipher = createDecipheriv(
      'aes-256-cbc',
      Buffer.from(tutorial.site.siteKey),
      Buffer.from(PALLYCON_IV),
    );
    const policy = Buffer.concat([decipher.update(json.policy, 'base64'), decipher.final()]).toString('utf8');
    expect(JSON.parse(policy)).toEqual({
      policy_version: 2,
      playback_policy: { persistent: false, license_duration: 0 },
    });
  });
});
