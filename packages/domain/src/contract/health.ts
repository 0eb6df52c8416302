import { z } from 'zod';
import { anyone, defineRoutes } from './route';

/** GET /health data: the server process is up (whether or not its database answers). */
export const healthStatus = z.object({
  status: z.literal('ok'),
  /** Which database the server runs on (`pglite` or `postgres`). */
  database: z.string(),
  /** The server's clock, ISO 8601: clients correct their countdowns with it. */
  serverTime: z.string(),
});
export type HealthStatus = z.infer<typeof healthStatus>;

/** GET /health/ready data: this node takes new traffic. */
export const readiness = z.object({ status: z.literal('ready') });

/** Liveness and readiness, for load balancers, and the clients' clock. */
export const healthRoutes = defineRoutes('health', {
  health: {
    method: 'GET',
    path: '/health',
    access: anyone,
    summary: 'Liveness (the process answers, even while its database is away) and the server clock',
    data: healthStatus,
  },
  ready: {
    method: 'GET',
    path: '/health/ready',
    access: anyone,
    summary:
      'Readiness for a load balancer: 200 while this node takes traffic; 503 once it is stopping (SIGTERM), its database does not answer, or its answer saves wait on the database for over 5 s',
    data: readiness,
  },
  metrics: {
    method: 'GET',
    path: '/metrics',
    access: anyone,
    summary:
      'Prometheus metrics of this node (text format), with `Authorization: Bearer <METRICS_TOKEN>`; 404 without the token or when METRICS_TOKEN is not set',
    raw: true,
  },
});
