import { brandingRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { recordBefore } from '../audit/audit-trail';
import { getBranding } from './get-branding';
import { updateBranding } from './update-branding';

/** Public branding and its staff update. */
export const brandingModule = implement(brandingRoutes, {
  branding: async ({ ctx }) => getBranding(ctx),
  updateBranding: async ({ ctx, body, request }) => {
    await recordBefore(request, () => getBranding(ctx));
    return updateBranding(ctx, body);
  },
});
