import { brandingRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { recordBefore } from '../audit/audit-trail';
import { buildWebManifest } from './build-web-manifest';
import { getBranding } from './get-branding';
import { updateBranding } from './update-branding';

/** Public branding (and the web app manifest made from it) and its staff update. */
export const brandingModule = implement(brandingRoutes, {
  branding: async ({ ctx }) => getBranding(ctx),
  webManifest: async ({ ctx, reply }) =>
    reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      // Branding changes rarely; a phone checks again after an hour.
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(await buildWebManifest(ctx))),
  updateBranding: async ({ ctx, body, request }) => {
    await recordBefore(request, () => getBranding(ctx));
    return updateBranding(ctx, body);
  },
});
