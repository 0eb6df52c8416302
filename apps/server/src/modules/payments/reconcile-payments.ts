import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import { publicBase } from '../../lib/public-address';
import { listStalePending } from './order-repository';
import { gatewayOf } from './payment-gateways';
import { settleOrder } from './settle-order';

const MINUTE_MS = 60_000;
// A payer who has not paid within a day will not: bKash's payment ids and SSLCommerz's sessions lapse sooner.
const GIVE_UP_MS = 24 * 60 * MINUTE_MS;
// Orders asked about per run; a longer backlog is taken by the next runs.
const BATCH = 100;
/** The queue job that runs a reconciliation (one per minute across every node). */
export const RECONCILE_JOB = 'payments-reconcile';

/**
 * Asks the gateway about every order left pending longer than PAYMENT_RECONCILE_AFTER_MINUTES (the
 * return and the IPN never came, or an execute timed out and its status query failed) and settles it on
 * the answer; one the gateway still does not know after a day is closed as failed. Settling locks the
 * order, so a run meeting a late callback, or another run, records the payment once.
 */
export async function reconcilePayments(ctx: AppContext): Promise<{ asked: number; settled: number }> {
  const now = ctx.now().getTime();
  const stale = await listStalePending(
    ctx.db,
    new Date(now - ctx.config.PAYMENT_RECONCILE_AFTER_MINUTES * MINUTE_MS),
    BATCH,
  );
  let settled = 0;
  for (const order of stale) {
    const asked = await gatewayOf(ctx, order.provider, publicBase(ctx)).status(order);
    const outcome =
      asked.kind === 'pending' && order.createdAt.getTime() < now - GIVE_UP_MS
        ? { kind: 'failed' as const, reason: `not paid within a day (${asked.reason})` }
        : asked;
    const after = await settleOrder(ctx, order.id, outcome, 'reconcile');
    if (after && after.status !== 'pending') settled += 1;
  }
  return { asked: stale.length, settled };
}

/**
 * One tick of the reconciliation timer on this node: works the queue's reconciliation jobs here (from
 * the first tick on), and offers the current minute's job under the minute as its key, so however many
 * nodes offer it, one job a minute is queued and one node runs it.
 */
export function reconciliationTick(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  let working: Promise<void> | undefined;
  return async () => {
    working ??= ctx.jobs.work(RECONCILE_JOB, async () => {
      const result = await reconcilePayments(ctx);
      if (result.asked) log.info(result, 'payments reconciled');
    });
    await working;
    const minute = Math.floor(ctx.now().getTime() / MINUTE_MS);
    await ctx.jobs.send(
      RECONCILE_JOB,
      {},
      { singletonKey: String(minute), retryLimit: 0, expireInSeconds: 300 },
    );
  };
}

/** Reconciliation once a minute on this node's timer (once across nodes: `reconciliationTick`); off without gateways. */
export function startPaymentReconciliation(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob {
  if (ctx.config.payments.providers.length === 0) return { stop: async () => {} };
  return startPeriodicJob('payments-reconcile', MINUTE_MS, reconciliationTick(ctx, log), log, ctx.metrics);
}
