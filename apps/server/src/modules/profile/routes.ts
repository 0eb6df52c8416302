import { profileRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { updateProfile } from './update-profile';

/** The student's own profile changes. */
export const profileModule = implement(profileRoutes, {
  update: async ({ ctx, principal, body }) => updateProfile(ctx, principal.id, body),
});
