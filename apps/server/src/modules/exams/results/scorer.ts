import type { AppContext } from '../../../context';
import { GroupCommit, type Queued } from '../../../lib/group-commit';
import type { ExamCache } from '../exam-cache';
import { afterScoring } from './after-scoring';
import { scoreUnscoredAttempts } from './score-attempt';

interface Unscored {
  examId: string;
  attemptId: string;
}

/**
 * Scores submitted attempts after their submits have been answered: a submit only marks the attempt
 * (a cheap batched statement), and scoring 100 questions per student is done here, the attempts of one
 * exam that wait together in one transaction. Whatever reads scores asks first for the attempts still
 * waiting (`scorePendingResults`), so no reader sees a submitted attempt without its score; the periodic
 * sweep scores what a node stopped before scoring.
 */
export class Scorer {
  private readonly batches: GroupCommit<Unscored, boolean>;

  constructor(
    private readonly ctx: AppContext,
    private readonly exams: ExamCache,
    options: { concurrency: number; maxBatch: number; gatherMs?: number; maxGatherMs?: number },
  ) {
    this.batches = new GroupCommit({
      ...options,
      // A key once in flight: a reader asking for an attempt being scored waits for that scoring.
      holdKeys: true,
      joins: (first, item) => item.examId === first.examId,
      write: (batch) => this.run(batch),
    });
  }

  /** Scorings asked for and not finished, by exam. */
  private readonly pending = new Map<string, Set<Promise<unknown>>>();

  /**
   * Scores those of the attempts (of the exam `examId`) not scored yet, at once (the caller waits);
   * resolves once that is stored and what follows it is done (ranking, the students told).
   */
  score(examId: string, attemptIds: readonly string[]): Promise<void> {
    const scoring = this.scoreSoon(examId, attemptIds);
    this.batches.flushNow();
    return scoring;
  }

  /**
   * `score`, gathered: for the attempts of submits just answered, which nobody waits for yet. They are
   * scored once submits stop arriving for a moment (a deadline's rush is answered first), or soon
   * after anyway; a reader asking meanwhile (`settled`) has them scored at once.
   */
  scoreSoon(examId: string, attemptIds: readonly string[]): Promise<void> {
    const scoring = Promise.all(
      attemptIds.map((attemptId) => this.batches.add({ examId, attemptId }, attemptId)),
    ).then(() => undefined);
    const forExam = this.pending.get(examId) ?? new Set();
    this.pending.set(examId, forExam);
    forExam.add(scoring);
    const forget = () => {
      forExam.delete(scoring);
      if (forExam.size === 0 && this.pending.get(examId) === forExam) this.pending.delete(examId);
    };
    scoring.then(forget, forget);
    return scoring;
  }

  /**
   * Resolves once the scorings of the exam (of every exam without `examId`) asked for on this node
   * until now are finished, failed or not: a scored attempt's merit positions are stored just after
   * its score, so a reader waits for both. Answers whether there was any to wait for.
   */
  async settled(examId?: string): Promise<boolean> {
    this.batches.flushNow();
    const sets = examId ? [this.pending.get(examId)] : [...this.pending.values()];
    const scorings = sets.flatMap((set) => [...(set ?? [])]);
    await Promise.allSettled(scorings);
    return scorings.length > 0;
  }

  /** Resolves when every scoring asked for is done (the server's shutdown, tests). */
  drain(): Promise<void> {
    return this.batches.drain();
  }

  private async run(batch: readonly Queued<Unscored>[]): Promise<boolean[]> {
    // Per attempt: whether it was scored now (false: scored before, or gone with a retake).
    const none = batch.map(() => false);
    // Loaded before the transaction: PGlite runs one statement stream, and the cache reads through it.
    const exam = await this.exams.get(batch[0]!.item.examId);
    if (!exam) return none;
    const now = this.ctx.now();
    const outcomes = await this.ctx.db.transaction((tx) =>
      scoreUnscoredAttempts(
        tx,
        exam,
        batch.map(({ item }) => item.attemptId),
        now,
      ),
    );
    await afterScoring(this.ctx, this.exams, exam, outcomes.values());
    return batch.map(({ key }) => outcomes.has(key));
  }
}
