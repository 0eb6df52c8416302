import { healthRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { checkHealth } from './check-health';

/** Liveness, for load balancers and the clients' clock. */
export const healthModule = implement(healthRoutes, {
  health: async ({ ctx }) => checkHealth(ctx),
});
