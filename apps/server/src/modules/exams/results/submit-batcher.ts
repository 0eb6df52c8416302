import type { Db } from '../../../db/client';
import { GroupCommit, type Queued } from '../../../lib/group-commit';
import type { CachedExam } from '../exam-cache';
import type { ScoreOutcome } from './score-attempt';
import { submitAndScoreMany } from './submit-and-score';

interface Submit {
  exam: CachedExam;
  attemptId: string;
  at: Date;
}

/**
 * Group commit for final submits: the submits of one exam that arrive together are marked and scored in
 * one transaction of a few statements, however many they are, so the rush at a deadline costs a few
 * round trips per batch instead of several per student. A submit is answered only after its batch is
 * committed. When a batch fails, its submits are made again one by one, so one bad row fails only its
 * own submit.
 */
export class SubmitBatcher {
  private readonly batches: GroupCommit<Submit, ScoreOutcome | null>;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    options: { concurrency: number; maxBatch: number },
  ) {
    // A batch holds the first queued exam's submits (an attempt once).
    this.batches = new GroupCommit({
      ...options,
      joins: (first, item) => item.exam.id === first.exam.id,
      write: (batch) => this.run(batch),
    });
  }

  /** Submits and scores an attempt; null when it was submitted already. */
  submit(exam: CachedExam, attemptId: string, at: Date): Promise<ScoreOutcome | null> {
    return this.batches.add({ exam, attemptId, at }, attemptId);
  }

  /** One batch in one transaction. */
  private async run(batch: readonly Queued<Submit>[]): Promise<(ScoreOutcome | null)[]> {
    const exam = batch[0]!.item.exam;
    const items = batch.map(({ item }) => ({ id: item.attemptId, at: item.at }));
    const outcomes = await this.db.transaction((tx) =>
      submitAndScoreMany(tx, exam, items, false, this.now()),
    );
    return batch.map(({ key }) => outcomes.get(key) ?? null);
  }
}
