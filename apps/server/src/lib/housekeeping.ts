import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { deleteOtpCodesBefore } from './housekeeping-repository';
import { type PeriodicJob, startPeriodicJob } from './periodic-job';

const HOUR_MS = 3_600_000;
// Codes are kept a day after they were sent: the per-number counting and support look-ups need no more.
const OTP_KEEP_MS = 24 * HOUR_MS;

/** Deletes expired sessions and one-time codes older than a day. Safe to run on several nodes. */
export async function runHousekeeping(ctx: AppContext): Promise<void> {
  await ctx.sessions.purgeExpired();
  await deleteOtpCodesBefore(ctx.db, new Date(ctx.now().getTime() - OTP_KEEP_MS));
}

/** Housekeeping every hour on this node. */
export function startHousekeeping(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob('housekeeping', HOUR_MS, () => runHousekeeping(ctx), log, ctx.metrics);
}
