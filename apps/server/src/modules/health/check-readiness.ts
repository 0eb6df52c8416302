import type { AppContext } from '../../context';
import { HttpError } from '../../lib/http-error';
import { pingDatabase } from './health-repository';

/** Whether this node should get new traffic: not stopping, and its database answers. */
export async function checkReadiness(ctx: AppContext): Promise<{ status: 'ready' }> {
  if (ctx.lifecycle.stopping) {
    throw new HttpError(
      503,
      'Shutting down',
      'This server is stopping; another one takes the traffic.',
      'stopping',
    );
  }
  try {
    await pingDatabase(ctx.db);
  } catch {
    throw new HttpError(
      503,
      'Database unavailable',
      'This server cannot reach its database.',
      'databaseDown',
    );
  }
  return { status: 'ready' };
}
