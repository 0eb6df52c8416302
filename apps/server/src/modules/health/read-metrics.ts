import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import type { Metrics } from '../../lib/metrics';
import { countQueuedJobs } from './health-repository';

/** Adds the gauge of the background work queues, read from the database when Prometheus scrapes. */
export function watchJobQueues(ctx: AppContext, metrics: Metrics): void {
  metrics.labelledGauge(
    'lms_job_queue_depth',
    'Background work waiting or running, by job',
    'job',
    async () => ({
      ...(await countQueuedJobs(ctx.db)),
      ...(await ctx.jobs.depths()),
    }),
  );
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * This node's metrics in Prometheus' text format, for the bearer of METRICS_TOKEN. Anyone else (and
 * everyone when no token is set) gets 404: the route does not advertise itself.
 */
export async function readMetrics(
  ctx: AppContext,
  authorization: string | undefined,
): Promise<{ contentType: string; body: string }> {
  const token = ctx.config.METRICS_TOKEN;
  const metrics = ctx.metrics;
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  if (!token || !metrics || !sameToken(given, token)) throw notFound('Not found');
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}
