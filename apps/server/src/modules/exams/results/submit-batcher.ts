import type { Db } from '../../../db/client';
import { GroupCommit, type Queued } from '../../../lib/group-commit';
import type { CachedExam } from '../exam-cache';
import type { Scorer } from './scorer';
import { type MarkedAttempt, markSubmitted } from './scoring-repository';

interface Submit {
  exam: CachedExam;
  attemptId: string;
  at: Date;
}

/**
 * Group commit for final submits: the submits of one exam that arrive together are marked submitted in
 * one statement, however many they are, and answered once it is committed; their scoring is handed to
 * the scorer, which follows at once. So the rush at a deadline costs one round trip per batch, not the
 * scoring of 100 questions per student before anyone is answered. When a batch fails, its submits are
 * made again one by one, so one bad row fails only its own submit.
 */
export class SubmitBatcher {
  private readonly batches: GroupCommit<Submit, MarkedAttempt | null>;

  constructor(
    private readonly db: Db,
    private readonly scorer: Scorer,
    options: { concurrency: number; maxBatch: number },
    /** Told of a scoring that failed (the sweep scores the attempt later). */
    private readonly onScoringError: (error: unknown) => void,
  ) {
    // A batch holds the first queued exam's submits (an attempt once).
    this.batches = new GroupCommit({
      ...options,
      joins: (first, item) => item.exam.id === first.exam.id,
      write: (batch) => this.run(batch),
    });
  }

  /** Marks an attempt submitted (idempotent); null when it was submitted already. */
  submit(exam: CachedExam, attemptId: string, at: Date): Promise<MarkedAttempt | null> {
    return this.batches.add({ exam, attemptId, at }, attemptId);
  }

  /** One batch in one statement; the scoring of what it marked is started, not waited for. */
  private async run(batch: readonly Queued<Submit>[]): Promise<(MarkedAttempt | null)[]> {
    const exam = batch[0]!.item.exam;
    const marked = await markSubmitted(
      this.db,
      batch.map(({ item }) => ({ id: item.attemptId, at: item.at })),
      false,
    );
    if (marked.length > 0)
      this.scorer
        .scoreSoon(
          exam.id,
          marked.map((m) => m.id),
        )
        .catch(this.onScoringError);
    const byId = new Map(marked.map((m) => [m.id, m]));
    return batch.map(({ key }) => byId.get(key) ?? null);
  }
}
