import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnreachable } from './database-unreachable';
import { createFaultLog } from './fault-log';
import type { Metrics } from './metrics';

/** A job running on a timer in this process. */
export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` (never two runs at once on this node; safe across nodes only if `run` is),
 * logging failures (and counting them in `lms_job_failures_total`) instead of crashing. `everyMs <= 0`
 * disables the job.
 */
export function startPeriodicJob(
  name: string,
  everyMs: number,
  run: () => Promise<unknown>,
  log: FastifyBaseLogger,
  metrics?: Metrics,
): PeriodicJob {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  // While the database is away every run fails alike: one short line per interval says so.
  const faults = createFaultLog(log);
  const tick = () => {
    if (running) return; // the previous run is still going
    running = run()
      .catch((err) => {
        metrics?.jobFailures.inc({ job: name });
        if (isDatabaseUnreachable(err)) faults.warn(`${name} failed: database unreachable`, err);
        else log.error({ err, job: name }, `${name} failed`);
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = everyMs > 0 ? setInterval(tick, everyMs) : undefined;
  timer?.unref();
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
