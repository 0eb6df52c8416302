import type { RawSql } from '../raw-sql';
import { recordLastSaves } from './monitor-repository';

/**
 * The last save of each attempt as this node saw it, written to the database in one statement per
 * flush (about once a second) instead of on the answer-save path: a save only sets a map entry.
 */
export class SaveActivity {
  private pending = new Map<string, number>();
  private flushing: Promise<void> | undefined;

  constructor(private readonly sql: RawSql) {}

  /** Notes that an answer of the attempt was saved at `at` (the hot path: one map write). */
  noteSave(attemptId: string, at: Date): void {
    const ms = at.getTime();
    const known = this.pending.get(attemptId);
    if (known === undefined || known < ms) this.pending.set(attemptId, ms);
  }

  /** How many attempts wait to be written. */
  get size(): number {
    return this.pending.size;
  }

  /** Writes what was noted since the last flush; one flush at a time (a second call waits for the first and goes again). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([a, ms]) => ({ a, t: new Date(ms).toISOString() }));
    this.flushing = recordLastSaves(this.sql, rows)
      .catch((error: unknown) => {
        // Put them back (a newer save of the same attempt wins) so the next flush tries again.
        for (const [a, ms] of batch) if ((this.pending.get(a) ?? 0) < ms) this.pending.set(a, ms);
        throw error;
      })
      .finally(() => {
        this.flushing = undefined;
      });
    await this.flushing;
  }
}
