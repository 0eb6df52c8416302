import type { HealthStatus } from '@lms/domain/contract';
import type { AppContext } from '../../context';

/**
 * Liveness and the server's clock for the clients' countdowns. It does not ask the database: a node
 * whose database is away is alive (it answers 503 and reconnects by itself), and a restart would not
 * help; readiness tells the load balancer.
 */
export async function checkHealth(ctx: AppContext): Promise<HealthStatus> {
  return { status: 'ok', database: ctx.database.kind, serverTime: ctx.now().toISOString() };
}
