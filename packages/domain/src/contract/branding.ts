import { z } from 'zod';
import { CLOCK_STYLES, type ClockStyle, isTimeZoneName } from '../institute-time';
import { anyone, defineRoutes, staff } from './route';

const clockStyle = z.enum(CLOCK_STYLES as [ClockStyle, ...ClockStyle[]]);

/** GET /branding data: what the web app applies at run time. */
export const branding = z.object({
  name: z.string(),
  shortName: z.string(),
  logoUrl: z.string(),
  /** Theme colour, #rrggbb. */
  primaryColor: z.string(),
  /** Base URL of stored files (images, profile pictures). */
  assetHost: z.string(),
  supportEmail: z.string(),
  /** The client version label, v2.3.4. */
  versionLabel: z.string(),
  /** The institute's time zone (IANA, e.g. Asia/Dhaka): the console and printed papers show times in it. */
  timeZone: z.string(),
  /** The console's clock: 12-hour (05:06 pm) or 24-hour (17:06). */
  clock: clockStyle,
});
export type Branding = z.infer<typeof branding>;

/** PATCH /staff/branding body: the fields to change, each optional, nothing else. */
export const brandingPatch = z
  .object({
    name: z.string().trim().min(1).max(120),
    shortName: z.string().trim().min(1).max(40),
    logoUrl: z.string().trim().min(1).max(500),
    /** #rrggbb. */
    primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1677ff'),
    assetHost: z.string().trim().min(1).max(500),
    supportEmail: z.email(),
    /** An IANA time zone name. */
    timeZone: z.string().refine(isTimeZoneName, 'must be a time zone such as Asia/Dhaka'),
    clock: clockStyle,
  })
  .partial()
  .strict();
export type BrandingPatch = z.infer<typeof brandingPatch>;

/** The institute's branding: public to read, admin to change. */
export const brandingRoutes = defineRoutes('branding', {
  branding: {
    method: 'GET',
    path: '/branding',
    access: anyone,
    summary: 'Institute branding (public)',
    data: branding,
  },
  webManifest: {
    method: 'GET',
    path: '/branding/manifest.webmanifest',
    access: anyone,
    summary: "The student app's web app manifest (name, logo and colour from the branding)",
    raw: true,
  },
  updateBranding: {
    method: 'PATCH',
    path: '/staff/branding',
    access: staff(),
    summary: 'Change the branding (admin)',
    body: brandingPatch,
    data: branding,
  },
});
