import { CLIENT_VERSION_LABEL, DEFAULT_INSTITUTE_TIME } from '@lms/domain';
import type { Branding } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { findBrandingRow } from './branding-repository';

export type { Branding };

// Branding is read on every page load and every OTP; it changes rarely, so each node keeps it. A change
// through any node is announced to all (the version moves); the time limit only bounds a lost message.
const CACHE_MS = 30_000;
const TOPIC = 'branding';
let cached: { ctx: AppContext; value: Branding; until: number; version: number } | undefined;

/** The branding row, or the defaults from the environment when staff have not set one. */
export async function getBranding(ctx: AppContext): Promise<Branding> {
  const now = Date.now();
  const version = ctx.invalidation.version(TOPIC);
  if (cached && cached.ctx === ctx && cached.version === version && cached.until > now) return cached.value;
  const row = await findBrandingRow(ctx.db);
  const c = ctx.config;
  const value: Branding = {
    name: row?.name ?? c.INSTITUTE_NAME,
    shortName: row?.shortName ?? c.INSTITUTE_SHORT_NAME,
    logoUrl: row?.logoUrl ?? c.INSTITUTE_LOGO_URL,
    primaryColor: row?.primaryColor ?? c.INSTITUTE_PRIMARY_COLOR,
    assetHost: row?.assetHost ?? c.ASSET_HOST,
    supportEmail: row?.supportEmail ?? c.SUPPORT_EMAIL,
    versionLabel: CLIENT_VERSION_LABEL,
    timeZone: row?.timeZone ?? DEFAULT_INSTITUTE_TIME.timeZone,
    clock: row?.clock ?? DEFAULT_INSTITUTE_TIME.clock,
  };
  cached = { ctx, value, until: now + CACHE_MS, version };
  return value;
}

/** Tells every node to forget the cached branding (after staff change it). */
export function forgetBranding(ctx: AppContext): void {
  ctx.invalidation.publish(TOPIC);
}
