import { z } from 'zod';
import { anyone, defineRoutes } from './route';

/** GET /health data: the server is up and its database answers. */
export const healthStatus = z.object({
  status: z.literal('ok'),
  /** Which database the server runs on (`pglite` or `postgres`). */
  database: z.string(),
  /** The server's clock, ISO 8601: clients correct their countdowns with it. */
  serverTime: z.string(),
});
export type HealthStatus = z.infer<typeof healthStatus>;

/** Liveness, for load balancers and the clients' clock. */
export const healthRoutes = defineRoutes('health', {
  health: {
    method: 'GET',
    path: '/health',
    access: anyone,
    summary: 'Liveness plus database reachability, and the server clock',
    data: healthStatus,
  },
});
