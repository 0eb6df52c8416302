import { createCipheriv, createHash } from 'node:crypto';

/**
 * PallyCon (DoveRunner) multi-DRM licence tokens, as its License Token Guide (policy v2.0) specifies:
 * the player sends the base64 token in the `pallycon-customdata-v2` header of its licence request.
 */

/** The fixed AES initial vector of the specification. */
export const PALLYCON_IV = '0123456789abcdef';

/** DRM type names, case sensitive as the specification writes them. */
export type PallyConDrmType = 'Widevine' | 'PlayReady' | 'FairPlay';

/** A service site's settings from the PallyCon console. */
export interface PallyConSite {
  /** 4 uppercase letters. */
  siteId: string;
  /** 32 characters: the AES-256 key of the licence policy. */
  siteKey: string;
  /** 32 characters: enters the integrity hash. */
  accessKey: string;
}

/** What one token grants. */
export interface PallyConTokenInput {
  drmType: PallyConDrmType;
  userId: string;
  /** The content id the video was packaged with. */
  cid: string;
  /** The licence policy JSON (streaming, no persistence, by default). */
  policy?: Record<string, unknown>;
  /** Token validity starts here (valid 600 s after, on PallyCon's side). */
  now: Date;
}

/** A streaming licence: not kept on the device, valid for the session (policy v2). */
export const STREAMING_POLICY = {
  policy_version: 2,
  playback_policy: { persistent: false, license_duration: 0 },
} as const;

/** `yyyy-mm-ddThh:mm:ssZ` in UTC, as the token's timestamp. */
export function pallyConTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The licence policy JSON string encrypted with AES-256-CBC (site key, fixed IV, PKCS7), base64. */
export function encryptPallyConPolicy(policyJson: string, siteKey: string): string {
  const cipher = createCipheriv(
    'aes-256-cbc',
    Buffer.from(siteKey, 'utf8'),
    Buffer.from(PALLYCON_IV, 'utf8'),
  );
  return Buffer.concat([cipher.update(policyJson, 'utf8'), cipher.final()]).toString('base64');
}

/** base64(sha256(access key + drm type + site id + user id + cid + encrypted policy + timestamp)). */
export function pallyConHash(parts: {
  accessKey: string;
  drmType: string;
  siteId: string;
  userId: string;
  cid: string;
  policy: string;
  timestamp: string;
}): string {
  const message =
    parts.accessKey +
    parts.drmType +
    parts.siteId +
    parts.userId +
    parts.cid +
    parts.policy +
    parts.timestamp;
  return createHash('sha256').update(message, 'utf8').digest('base64');
}

/** The token JSON of the specification, before base64. */
export function pallyConTokenJson(site: PallyConSite, input: PallyConTokenInput) {
  const policy = encryptPallyConPolicy(JSON.stringify(input.policy ?? STREAMING_POLICY), site.siteKey);
  const timestamp = pallyConTimestamp(input.now);
  return {
    drm_type: input.drmType,
    site_id: site.siteId,
    user_id: input.userId,
    cid: input.cid,
    policy,
    timestamp,
    hash: pallyConHash({
      ...site,
      drmType: input.drmType,
      userId: input.userId,
      cid: input.cid,
      policy,
      timestamp,
    }),
    // HTML5 players read the licence as the DRM system sends it
    response_format: 'original',
    key_rotation: false,
  };
}

/** The licence token: the token JSON, base64 encoded. */
export function createPallyConToken(site: PallyConSite, input: PallyConTokenInput): string {
  return Buffer.from(JSON.stringify(pallyConTokenJson(site, input)), 'utf8').toString('base64');
}
