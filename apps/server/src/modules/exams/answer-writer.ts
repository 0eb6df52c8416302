import { isAnswerChangeLocked, isNewerAnswer, isWrittenQuestionType, type QuestionType } from '@lms/domain';
import type { StoredAttachment } from '../../db/schema';
import { GroupCommit, type Queued } from '../../lib/group-commit';
import { HttpError } from '../../lib/http-error';
import {
  type AnswerWireRow,
  readStoredAnswers,
  upsertUnchangedAnswers,
  writeLatestAnswers,
} from './answer-repository';
import type { RawSql } from './raw-sql';

/** One answer to store, in canonical option order, already checked against the question and the clock. */
export interface AnswerWrite {
  attemptId: string;
  questionId: string;
  /** The group of the request: membership and assignment are re-checked in the same statement. */
  groupId: string;
  studentId: string;
  type: QuestionType;
  multipleTimesSubmission: boolean;
  answer: string[];
  extra: StoredAttachment[];
  /** Client timestamp, epoch ms. */
  clientTs: number;
  receivedAt: Date;
  offline: boolean;
}

/**
 * What became of a write: `saved`; `stale` (a newer answer is stored: last write wins, nothing to do);
 * `locked` (the answer may not change); `refused` (the attempt is gone or submitted, the student left the
 * group, the exam left the group, or another write got there first: the caller finds out which).
 */
export type WriteOutcome = 'saved' | 'stale' | 'locked' | 'refused';

type Job = Queued<AnswerWrite>;

/**
 * Group commit for answer saves: requests queue here and are written in batches (one statement per
 * batch; a read and a compare-and-set where an answer may be locked), so thousands of saves a second
 * cost a few statements. A request is answered
 * only after its batch is committed: nothing acknowledged is lost. One batch never holds two writes of
 * the same (attempt, question), and a key is never in two batches at once, so writes of one answer
 * apply in arrival order on this node. When the database refuses a batch (one row it cannot store),
 * its rows are written again one by one, so one bad row fails only its own save.
 */
export class AnswerWriter {
  private readonly batches: GroupCommit<AnswerWrite, WriteOutcome>;

  constructor(
    private readonly sql: RawSql,
    options: {
      concurrency: number;
      maxBatch: number;
      /** Writes waiting at most; past it `write` refuses at once with a 503. */
      maxQueued: number;
      /** Told the size of every batch written (metrics). */
      onBatch?: (size: number) => void;
    },
  ) {
    this.batches = new GroupCommit({ ...options, holdKeys: true, write: (batch) => this.writeBatch(batch) });
    this.maxQueued = options.maxQueued;
  }

  private readonly maxQueued: number;

  /**
   * Queues a write; resolves once it is committed (or refused). When the database is slow and
   * `maxQueued` writes wait already, it refuses at once (503): nothing is written, and the client's
   * app keeps the answer and sends it again.
   */
  write(item: AnswerWrite): Promise<WriteOutcome> {
    if (this.batches.pending() >= this.maxQueued) {
      const full = new HttpError(
        503,
        'Service unavailable',
        'Too many answers are waiting for the database. Please try again in a few seconds.',
        'unavailable',
      );
      // Told to the log (once per interval) by the error handler.
      full.cause = new Error(`answer queue full: ${this.maxQueued} saves wait for the database`);
      return Promise.reject(full);
    }
    return this.batches.add(item, `${item.attemptId}:${item.questionId}`);
  }

  /** How long saves have not got through to the database, ms (see `GroupCommit.stalledForMs`). */
  stalledForMs(): number {
    return this.batches.stalledForMs();
  }

  /** Resolves when every queued write has been flushed. */
  drain(): Promise<void> {
    return this.batches.drain();
  }

  private async writeBatch(batch: readonly Job[]): Promise<WriteOutcome[]> {
    const outcomes = new Array<WriteOutcome>(batch.length).fill('refused');
    const plain: number[] = [];
    const guarded: number[] = [];
    batch.forEach(({ item }, index) => {
      const mayLock = !item.multipleTimesSubmission || isWrittenQuestionType(item.type);
      (mayLock ? guarded : plain).push(index);
    });
    if (plain.length > 0) await this.writeLatest(batch, plain, outcomes);
    if (guarded.length > 0) await this.writeGuarded(batch, guarded, outcomes);
    return outcomes;
  }

  /** Writes that can never be locked: one statement, the newest by client timestamp wins. */
  private async writeLatest(
    batch: readonly Job[],
    indexes: number[],
    outcomes: WriteOutcome[],
  ): Promise<void> {
    const rows = indexes.map((index) => wireRow(batch[index]!.item));
    const result = await writeLatestAnswers(this.sql, rows);
    const byKey = new Map(result.map((row) => [`${row.a}:${row.q}`, row.saved]));
    for (const index of indexes) {
      const saved = byKey.get(batch[index]!.key);
      if (saved !== undefined) outcomes[index] = saved ? 'saved' : 'stale';
    }
  }

  /**
   * Writes that a stored answer may lock (written questions, or multiple submissions off): the stored
   * answers are read, the rules of packages/domain decide, and the write is a compare-and-set on the
   * version read, so a concurrent change is never overwritten unseen.
   */
  private async writeGuarded(
    batch: readonly Job[],
    indexes: number[],
    outcomes: WriteOutcome[],
  ): Promise<void> {
    const keys = indexes.map((index) => ({
      a: batch[index]!.item.attemptId,
      q: batch[index]!.item.questionId,
    }));
    const stored = await readStoredAnswers(this.sql, keys);
    const byKey = new Map(stored.map((row) => [`${row.a}:${row.q}`, row]));
    const rows: (AnswerWireRow & { v: number })[] = [];
    for (const index of indexes) {
      const { item, key } = batch[index]!;
      const previous = byKey.get(key);
      if (previous && !isNewerAnswer(item.clientTs, previous.client_ts)) outcomes[index] = 'stale';
      else if (isAnswerChangeLocked(item.type, item.multipleTimesSubmission, previous, item))
        outcomes[index] = 'locked';
      else rows.push({ ...wireRow(item), v: (previous?.version ?? 0) + 1 });
    }
    if (rows.length === 0) return;
    const written = await upsertUnchangedAnswers(this.sql, rows);
    const savedKeys = new Set(written.map((row) => `${row.a}:${row.q}`));
    for (const index of indexes) if (savedKeys.has(batch[index]!.key)) outcomes[index] = 'saved';
  }
}

/** A write as the batch statements read it. */
function wireRow(item: AnswerWrite): AnswerWireRow {
  return {
    a: item.attemptId,
    q: item.questionId,
    g: item.groupId,
    s: item.studentId,
    answer: item.answer,
    extra: item.extra,
    ts: item.clientTs,
    r: item.receivedAt.toISOString(),
    o: item.offline,
  };
}
