import { z } from 'zod';

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
});
export type Branding = z.infer<typeof branding>;
