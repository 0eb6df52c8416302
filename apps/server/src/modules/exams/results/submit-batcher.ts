import type { Db } from '../../../db/client';
import { isDatabaseUnreachable } from '../../../lib/database-unreachable';
import type { CachedExam } from '../exam-cache';
import type { ScoreOutcome } from './score-attempt';
import { submitAndScoreMany } from './submit-and-score';

interface Job {
  exam: CachedExam;
  attemptId: string;
  at: Date;
  resolve: (outcome: ScoreOutcome | null) => void;
  reject: (error: unknown) => void;
}

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Group commit for final submits: the submits of one exam that arrive together are marked and scored in
 * one transaction of a few statements, however many they are, so the rush at a deadline costs a few
 * round trips per batch instead of several per student. A submit is answered only after its batch is
 * committed. When a batch fails, its submits are made again one by one, so one bad row fails only its
 * own submit.
 */
export class SubmitBatcher {
  private queue: Job[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly options: { concurrency: number; maxBatch: number },
  ) {}

  /** Submits and scores an attempt; null when it was submitted already. */
  submit(exam: CachedExam, attemptId: string, at: Date): Promise<ScoreOutcome | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ exam, attemptId, at, resolve, reject });
      this.schedule();
    });
  }

  // One event-loop turn later, so the submits read in the same turn join the batch.
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.concurrency && this.queue.length > 0) {
      const batch = this.takeBatch();
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  /** The first queued exam's submits (an attempt once), up to the batch size. */
  private takeBatch(): Job[] {
    const examId = this.queue[0]!.exam.id;
    const batch: Job[] = [];
    const ids = new Set<string>();
    const rest: Job[] = [];
    for (const job of this.queue) {
      if (batch.length < this.options.maxBatch && job.exam.id === examId && !ids.has(job.attemptId)) {
        batch.push(job);
        ids.add(job.attemptId);
      } else rest.push(job);
    }
    this.queue = rest;
    return batch;
  }

  private async flush(batch: Job[]): Promise<void> {
    try {
      const outcomes = await this.run(batch);
      for (const job of batch) job.resolve(outcomes.get(job.attemptId) ?? null);
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnreachable(error)) {
        for (const job of batch) job.reject(error);
        return;
      }
      for (const job of batch) {
        try {
          job.resolve((await this.run([job])).get(job.attemptId) ?? null);
        } catch (jobError) {
          job.reject(jobError);
        }
      }
    }
  }

  /** One batch in one transaction, again on a deadlock or serialization failure (up to three tries). */
  private async run(batch: Job[]): Promise<Map<string, ScoreOutcome>> {
    const exam = batch[0]!.exam;
    const items = batch.map((job) => ({ id: job.attemptId, at: job.at }));
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction((tx) => submitAndScoreMany(tx, exam, items, false, this.now()));
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt < 3 && code && RETRYABLE.has(code)) continue;
        throw error;
      }
    }
  }
}
