import { isDatabaseUnreachable } from './database-unreachable';

/** A queued item as a batch writer sees it. */
export interface Queued<T> {
  readonly item: T;
  /** Never twice in one batch (and, with `holdKeys`, never in two batches at once). */
  readonly key: string;
}

interface Job<T, R> extends Queued<T> {
  resolve: (outcome: R) => void;
  reject: (error: unknown) => void;
  /** When it was queued (performance.now()). */
  since: number;
}

export interface GroupCommitOptions<T, R> {
  /** Batches written at the same time. */
  concurrency: number;
  maxBatch: number;
  /** Writes a batch; answers one outcome per item, in the batch's order. */
  write: (batch: readonly Queued<T>[]) => Promise<R[]>;
  /** A key stays out of every batch while a batch holding it is being written. */
  holdKeys?: boolean;
  /** Whether an item may join a batch that starts with `first`. */
  joins?: (first: T, item: T) => boolean;
  /** Told the size of every batch written (metrics). */
  onBatch?: (size: number) => void;
  /**
   * How long the first item of a batch waits for others before the batch is written (default: one
   * event-loop turn); a full batch (`maxBatch` items queued) is written at once, and so is everything
   * queued when `flushNow` is called. For work nobody is waiting for: it gathers larger batches and
   * lets the requests that arrive together be answered first.
   */
  gatherMs?: number;
  /**
   * With it, `gatherMs` is a quiet gap: each new item restarts the wait, so what is queued is written
   * once items stop arriving for `gatherMs`, or `maxGatherMs` after the first, whichever comes first,
   * in as many batches as it takes (full batches do not cut the wait short). Work is then held back
   * while a rush of requests lasts: they are answered first.
   */
  maxGatherMs?: number;
}

const RETRYABLE = new Set(['40P01', '40001']);
// How long a failure on the database keeps counting towards `stalledForMs` without a new one.
const FAULT_MEMORY_MS = 10_000;

/**
 * Group commit: items queue here and are written in batches, gathered over one event-loop turn, and each
 * is answered only after its batch is written. A batch is written again on a deadlock or serialization
 * failure (up to three tries); when the database refuses a batch otherwise, its items are written again
 * one by one, so one bad item fails only its own call. An unreachable (or timing-out) database fails
 * the whole batch and everything queued behind it.
 */
export class GroupCommit<T, R> {
  private queue: Job<T, R>[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** The gathering timer while a batch waits for `gatherMs`, and when that wait began. */
  private gathering: ReturnType<typeof setTimeout> | undefined;
  private gatherSince = 0;
  /** Someone waits for what is queued (`flushNow`): no gathering until the queue is empty. */
  private urgent = false;
  private readonly busyKeys = new Set<string>();
  private readonly drained: (() => void)[] = [];
  /** The batches being written. */
  private readonly writing = new Set<Job<T, R>[]>();
  /**
   * While batches fail on the database (down, or timing out on a lock): since when the items failing
   * have waited, and when the last such failure was. A success clears it.
   */
  private troubleSince: number | undefined;
  private lastFaultAt = 0;

  constructor(private readonly options: GroupCommitOptions<T, R>) {}

  /** Queues an item; resolves with its outcome once its batch is written. */
  add(item: T, key: string): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, key, resolve, reject, since: performance.now() });
      this.schedule(true);
    });
  }

  /** Items queued or being written, not answered yet. */
  pending(): number {
    let count = this.queue.length;
    for (const batch of this.writing) count += batch.length;
    return count;
  }

  /**
   * How long writes have not got through, ms: the oldest item's wait, or, while batches keep failing
   * on the database (the last failure under 10 s ago), the time since the first of them was queued.
   * 0 when all is well. Retried items do not restart the count, as their first wait does.
   */
  stalledForMs(): number {
    const waiting = this.oldestWaitMs();
    const now = performance.now();
    if (this.troubleSince === undefined || now - this.lastFaultAt > FAULT_MEMORY_MS) return waiting;
    return Math.max(waiting, now - this.troubleSince);
  }

  /** How long the oldest item not answered yet has waited, ms (0 when none waits). */
  oldestWaitMs(): number {
    let oldest = Number.POSITIVE_INFINITY;
    for (const batch of this.writing) for (const job of batch) oldest = Math.min(oldest, job.since);
    for (const job of this.queue) oldest = Math.min(oldest, job.since);
    return oldest === Number.POSITIVE_INFINITY ? 0 : performance.now() - oldest;
  }

  /** Writes what is queued without waiting out `gatherMs` (someone waits for it now). */
  flushNow(): void {
    if (this.queue.length === 0) return;
    this.urgent = true;
    this.schedule(false, true);
  }

  /** Writes every queued item without gathering longer; resolves when all are written. */
  drain(): Promise<void> {
    if (this.inFlight === 0 && this.queue.length === 0) return Promise.resolve();
    this.flushNow();
    return new Promise((resolve) => this.drained.push(resolve));
  }

  // Flushing one event-loop turn later lets the calls made in the same turn join the batch. PGlite
  // runs each statement synchronously on this thread, so without it every batch would hold one item.
  private schedule(arrival = false, asked = false): void {
    const { gatherMs, maxGatherMs } = this.options;
    if (this.queue.length === 0) this.urgent = false;
    const now = asked || this.urgent;
    const run = () => {
      this.scheduled = false;
      this.gathering = undefined;
      this.pump();
    };
    const full = !maxGatherMs && this.queue.length >= this.options.maxBatch;
    if (this.gathering) {
      if (!full && !now) {
        // Still gathering: with maxGatherMs the quiet gap restarts with each arrival, up to that in all.
        if (arrival && maxGatherMs) {
          clearTimeout(this.gathering);
          const left = this.gatherSince + maxGatherMs - performance.now();
          this.gathering = setTimeout(run, Math.max(0, Math.min(gatherMs ?? 0, left)));
        }
        return;
      }
      clearTimeout(this.gathering);
      this.gathering = undefined;
      this.scheduled = false;
    }
    if (this.scheduled) return;
    this.scheduled = true;
    if (gatherMs && !full && !now) {
      this.gatherSince = performance.now();
      this.gathering = setTimeout(run, gatherMs);
    } else setImmediate(run);
  }

  private pump(): void {
    while (this.inFlight < this.options.concurrency && this.queue.length > 0) {
      const batch = this.takeBatch();
      if (batch.length === 0) break;
      this.inFlight++;
      this.writing.add(batch);
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.writing.delete(batch);
        if (this.options.holdKeys) for (const job of batch) this.busyKeys.delete(job.key);
        this.schedule();
        if (this.inFlight === 0 && this.queue.length === 0) {
          for (const done of this.drained.splice(0)) done();
        }
      });
    }
  }

  private takeBatch(): Job<T, R>[] {
    const { maxBatch, holdKeys, joins } = this.options;
    const batch: Job<T, R>[] = [];
    const rest: Job<T, R>[] = [];
    const keys = new Set<string>();
    for (const job of this.queue) {
      if (
        batch.length < maxBatch &&
        !keys.has(job.key) &&
        !(holdKeys && this.busyKeys.has(job.key)) &&
        !(joins && batch.length > 0 && !joins(batch[0]!.item, job.item))
      ) {
        batch.push(job);
        keys.add(job.key);
      } else rest.push(job);
    }
    this.queue = rest;
    if (holdKeys) for (const key of keys) this.busyKeys.add(key);
    return batch;
  }

  private async flush(batch: Job<T, R>[]): Promise<void> {
    this.options.onBatch?.(batch.length);
    try {
      const outcomes = await this.writeWithRetry(batch);
      this.troubleSince = undefined;
      batch.forEach((job, index) => {
        job.resolve(outcomes[index]!);
      });
    } catch (error) {
      if (isDatabaseUnreachable(error)) {
        // The items queued behind would meet the same closed door (or wait out the same lock): they
        // fail now, so no call waits more than one statement's timeout.
        this.lastFaultAt = performance.now();
        const since = Math.min(...batch.map((job) => job.since));
        this.troubleSince = Math.min(this.troubleSince ?? since, since);
        const queued = this.queue.splice(0);
        for (const job of [...batch, ...queued]) job.reject(error);
        return;
      }
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One item the database refuses fails its whole statement: write the items alone, so only that
      // item's call fails and every other one is stored.
      for (const job of batch) {
        try {
          job.resolve((await this.writeWithRetry([job]))[0]!);
        } catch (itemError) {
          job.reject(itemError);
        }
      }
    }
  }

  private async writeWithRetry(batch: Job<T, R>[]): Promise<R[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.options.write(batch);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt < 3 && code && RETRYABLE.has(code)) continue;
        throw error;
      }
    }
  }
}
