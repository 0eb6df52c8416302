import { GroupCommit, type Queued } from '../../../lib/group-commit';
import { type NewAttempt, type StartOutcome, startOrFindAttempts } from '../attempt-start-repository';
import { findScheduleChangesOf } from '../exceptions/exception-repository';
import type { ScheduleChanges } from '../exceptions/student-schedule';
import type { RawSql } from '../raw-sql';

/**
 * What a new attempt would be, decided once the student's schedule changes (exceptions, standing extra
 * time) are read: the attempt to make, or why none may be made now (an existing one is still found).
 */
export type StartPlan = (changes: ScheduleChanges) => { create: NewAttempt | null; refusal: Error | null };

interface StartItem {
  key: { examId: string; groupId: string; studentId: string };
  /** Null: the attempt is known to exist, only look it up. */
  plan: StartPlan | null;
  withAnswers: boolean;
}

/** What became of a start: the statement's outcome, and the plan's decision. */
export interface StartResult {
  outcome: StartOutcome;
  create: NewAttempt | null;
  refusal: Error | null;
}

/**
 * Group commit for starts: when thousands of students press Start in the same seconds, their schedule
 * changes are read in one statement and their attempts made (or found) in another, with one commit,
 * rather than two round trips and a commit each. A student's second start never joins a batch holding
 * their first, so it finds the attempt the first made.
 */
export class StartBatcher {
  private readonly batches: GroupCommit<StartItem, StartResult>;

  constructor(
    private readonly sql: RawSql,
    options: { concurrency: number; maxBatch: number },
  ) {
    this.batches = new GroupCommit({ ...options, holdKeys: true, write: (batch) => this.writeBatch(batch) });
  }

  /** Starts (with a plan) or looks up a student's attempt; resolves once its batch is committed. */
  open(key: StartItem['key'], plan: StartPlan | null, withAnswers: boolean): Promise<StartResult> {
    return this.batches.add({ key, plan, withAnswers }, `${key.examId}:${key.studentId}`);
  }

  private async writeBatch(batch: readonly Queued<StartItem>[]): Promise<StartResult[]> {
    const planned = batch.filter(({ item }) => item.plan !== null);
    const changes = await findScheduleChangesOf(
      this.sql,
      planned.map(({ item }) => item.key),
    );
    const decided = new Map(planned.map((job, i) => [job, job.item.plan!(changes[i]!)]));
    const decisions = batch.map((job) => decided.get(job) ?? { create: null, refusal: null });
    const outcomes = await startOrFindAttempts(
      this.sql,
      batch.map(({ item }, i) => ({
        key: item.key,
        create: decisions[i]!.create,
        withAnswers: item.withAnswers,
      })),
    );
    return outcomes.map((outcome, i) => ({ outcome, ...decisions[i]! }));
  }
}
