import { healthRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { checkHealth } from './check-health';
import { checkReadiness } from './check-readiness';
import { readMetrics } from './read-metrics';

/** Liveness and readiness, for load balancers, and the clients' clock. */
export const healthModule = implement(healthRoutes, {
  health: async ({ ctx }) => checkHealth(ctx),
  ready: async ({ ctx }) => checkReadiness(ctx),
  metrics: async ({ ctx, request, reply }) => {
    const { contentType, body } = await readMetrics(ctx, request.headers.authorization);
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  },
});
