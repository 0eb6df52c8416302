import type { Config } from '../../config';
import { createPallyConToken, type PallyConDrmType } from './pallycon-token';

export { createPallyConToken, type PallyConDrmType, type PallyConSite } from './pallycon-token';

/** The DRM systems a player can use, named as the student app and the providers name them. */
export const DRM_TYPES = ['Widevine', 'PlayReady', 'FairPlay'] as const;
/** One DRM system. */
export type DrmType = PallyConDrmType;

/** What a player needs to ask the provider's licence server for a licence. */
export interface DrmLicence {
  drmType: DrmType;
  /** Sent in the licence request, in `header`. */
  token: string;
  header: string;
  licenseUrl: string;
  /** FairPlay only: where the server certificate is. */
  certificateUrl?: string;
}

/** A multi-DRM provider that issues licence tokens. */
export interface DrmProvider {
  readonly name: string;
  licence(input: { drmType: DrmType; userId: string; contentId: string; now: Date }): DrmLicence;
}

/** The configured provider, or null when DRM is off (protected videos are then unavailable). */
export function drmProviderOf(config: Config): DrmProvider | null {
  if (config.DRM_PROVIDER !== 'pallycon') return null;
  const site = {
    siteId: config.PALLYCON_SITE_ID ?? '',
    siteKey: config.PALLYCON_SITE_KEY ?? '',
    accessKey: config.PALLYCON_ACCESS_KEY ?? '',
  };
  return {
    name: 'pallycon',
    licence: ({ drmType, userId, contentId, now }) => ({
      drmType,
      token: createPallyConToken(site, { drmType, userId, cid: contentId, now }),
      header: 'pallycon-customdata-v2',
      licenseUrl: config.PALLYCON_LICENSE_URL,
      ...(drmType === 'FairPlay'
        ? {
            certificateUrl:
              config.PALLYCON_FAIRPLAY_CERT_URL ??
              `https://license-global.pallycon.com/ri/fpsKeyManager.do?siteId=${site.siteId}`,
          }
        : {}),
    }),
  };
}
