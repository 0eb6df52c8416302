import type { Logger } from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { closeContext, createContext } from './create-context';
import { startHousekeeping } from './lib/housekeeping';
import { startAutoSubmitJob } from './modules/exams/results/auto-submit';
import { startRescoreJob } from './modules/exams/results/rescore-job';
import { resumeScheduledNotices } from './modules/notifications/scheduled-notices';
import { resumeOmrScans } from './modules/omr-scans/omr-scan-worker';
import { startPaymentReconciliation } from './modules/payments/reconcile-payments';
import { startDueReminders } from './modules/sms/remind-dues';
import { workSmsJobs } from './modules/sms/sms-worker';
import { prepareDatabase } from './prepare-database';

/** What a started node tells whoever prints the ready banner. */
export interface NodeStarted {
  port: number;
  /** Whether this node seeded the demo institute (the database was empty). */
  seeded: boolean;
  database: 'pglite' | 'postgres';
}

/**
 * One API node: config -> database -> migrations -> (seed) -> listen -> periodic jobs, and a graceful
 * stop on SIGTERM/SIGINT. A one-process install is one node; with WORKERS each worker process is one,
 * like separate machines sharing PostgreSQL and Redis (their jobs are safe to run on every node).
 */
export async function startNode(config: Config, log: Logger): Promise<NodeStarted> {
  const ctx = await createContext(config, { log, keepConnectionsWarm: true, waitForDatabase: true });
  // A promise that fails unhandled (a library's fire-and-forget call while Redis or the database is
  // away) is logged and counted; it must not end the node and every student's connection with it.
  process.on('unhandledRejection', (reason) => {
    ctx.metrics?.unhandledRejections.inc();
    ctx.faults.warn('unhandled rejection', reason);
  });
  const seeded = await prepareDatabase(ctx, config, log);
  const app = await buildApp(ctx, { loggerInstance: log });
  await app.listen({ port: config.PORT, host: config.HOST });
  const autoSubmit = startAutoSubmitJob(ctx, log);
  const rescore = startRescoreJob(ctx, log);
  const housekeeping = startHousekeeping(ctx, log);
  const reconcile = startPaymentReconciliation(ctx, log);
  const reminders = startDueReminders(ctx, log);
  // Result messages another node queued are sent here too (and continue if that node stops). A failure
  // here does not stop the node: the next send or reminder run starts working them again.
  await workSmsJobs(ctx).catch((err: unknown) =>
    ctx.faults.warn('SMS sending not started on this node', err),
  );
  // Scan reads another node queued, and those left queued or abandoned, are read here too.
  await resumeOmrScans(ctx).catch((err: unknown) =>
    ctx.faults.warn('OMR scan reading not started on this node', err),
  );
  // Scheduled notices are delivered by whichever node takes their job; those waiting are queued again.
  await resumeScheduledNotices(ctx).catch((err: unknown) =>
    ctx.faults.warn('scheduled notices not started on this node', err),
  );
  const address = app.server.address();

  /**
   * A graceful stop: readiness fails at once (the load balancer moves new traffic away) while this node
   * keeps serving for SHUTDOWN_DRAIN_MS; then the jobs stop, the sockets close (clients reconnect to
   * another node), Fastify stops listening and finishes the requests in flight, the answer writes still
   * in flight are committed, and the process exits 0. Past SHUTDOWN_TIMEOUT_MS it exits 1.
   */
  async function stop(signal: string): Promise<void> {
    if (ctx.lifecycle.stopping) return;
    ctx.lifecycle.beginStopping();
    log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'stopping');
    const force = setTimeout(() => {
      log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'stop took too long: exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    if (config.SHUTDOWN_DRAIN_MS > 0)
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    await autoSubmit.stop();
    await rescore.stop();
    await housekeeping.stop();
    await reconcile.stop();
    await reminders.stop();
    await ctx.jobs.stop();
    await app.close();
    await closeContext(ctx);
    log.info('stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  return {
    port: typeof address === 'object' && address ? address.port : config.PORT,
    seeded,
    database: ctx.database.kind,
  };
}
