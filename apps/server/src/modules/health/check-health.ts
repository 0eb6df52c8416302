import type { HealthStatus } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { pingDatabase } from './health-repository';

/** Liveness plus database reachability, and the server's clock for the clients' countdowns. */
export async function checkHealth(ctx: AppContext): Promise<HealthStatus> {
  await pingDatabase(ctx.db);
  return { status: 'ok', database: ctx.database.kind, serverTime: ctx.now().toISOString() };
}
