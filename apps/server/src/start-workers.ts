import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from './config';
import { readyBanner } from './ready-banner';
import type { NodeStarted } from './start-node';

/** More worker deaths than this within CRASH_WINDOW_MS stop the server instead of forking again. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;

/** The message a worker sends its primary once it listens. */
export interface WorkerReady {
  type: 'lms-ready';
  started: NodeStarted;
}

/** Tells the primary process this worker is ready (no-op outside a cluster). */
export function announceWorkerReady(started: NodeStarted): void {
  const message: WorkerReady = { type: 'lms-ready', started };
  process.send?.(message);
}

function isReady(message: unknown): message is WorkerReady {
  return typeof message === 'object' && message !== null && (message as WorkerReady).type === 'lms-ready';
}

/**
 * The primary process of WORKERS: forks that many API nodes sharing the port (node:cluster hands each
 * new connection to the next worker) and keeps them running. It opens no database itself: the workers
 * race on migrations and the demo seed as separate machines do, under the same database locks, and
 * tell each other of changes through Redis. A worker that dies is replaced; one that dies before it
 * ever listened, or more than MAX_CRASHES in a minute, stops the whole server (a configuration or
 * database fault would only repeat). SIGTERM
 * or SIGINT is passed to every worker, which stops gracefully; the primary exits once all have, 0
 * when every worker exited 0.
 */
export function startWorkers(config: Config, log: Logger): void {
  let stopping = false;
  let failed = false;
  const ready = new Map<number, NodeStarted>();
  let announced = false;
  const live = new Set<Worker>();
  /** When ready workers died lately: a fault that kills every new worker must not fork forever. */
  const deaths: number[] = [];

  function fork(): Worker {
    const worker = cluster.fork();
    live.add(worker);
    worker.on('message', (message: unknown) => {
      if (!isReady(message)) return;
      ready.set(worker.id, message.started);
      log.info({ workerPid: worker.process.pid }, 'a worker process is ready');
      if (!announced && ready.size === config.WORKERS) {
        announced = true;
        const all = [...ready.values()];
        process.stdout.write(
          readyBanner(config, { ...all[0]!, seeded: all.some((s) => s.seeded) }, config.WORKERS),
        );
      }
    });
    worker.on('exit', (code, signal) => {
      const wasReady = ready.delete(worker.id);
      live.delete(worker);
      if (stopping) {
        // A worker still starting has no stop of its own yet: SIGTERM ends it, which is no fault.
        if (code !== 0 && signal !== 'SIGTERM') failed = true;
        if (live.size === 0) process.exit(failed ? 1 : 0);
        return;
      }
      if (!wasReady) {
        log.fatal({ code, signal }, 'a worker process stopped before it was ready: stopping the server');
        failed = true;
        stop('worker failed to start');
        return;
      }
      const now = Date.now();
      deaths.push(now);
      while (deaths.length > 0 && deaths[0]! < now - CRASH_WINDOW_MS) deaths.shift();
      if (deaths.length > MAX_CRASHES) {
        log.fatal({ crashes: deaths.length }, 'worker processes keep stopping: stopping the server');
        failed = true;
        stop('workers keep crashing');
        return;
      }
      log.error(
        { code, signal, workerPid: worker.process.pid },
        'a worker process stopped: starting another',
      );
      fork();
    });
    return worker;
  }

  function stop(reason: string): void {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'stopping every worker');
    if (live.size === 0) process.exit(failed ? 1 : 0);
    for (const worker of live) worker.process.kill('SIGTERM');
  }

  for (let i = 0; i < config.WORKERS; i++) fork();
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
