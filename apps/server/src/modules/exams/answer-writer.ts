import { isAnswerChangeLocked, isNewerAnswer, isWrittenQuestionType, type QuestionType } from '@lms/domain';
import type { StoredAttachment } from '../../db/schema';
import { isDatabaseUnreachable } from '../../lib/database-unreachable';
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

interface Job {
  item: AnswerWrite;
  key: string;
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
}

const RETRYABLE = new Set(['40P01', '40001']);

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
  private queue: Job[] = [];
  private inFlight = 0;
  private readonly busyKeys = new Set<string>();
  private readonly drained: (() => void)[] = [];

  constructor(
    private readonly sql: RawSql,
    private readonly options: {
      concurrency: number;
      maxBatch: number;
      /** Told the size of every batch written (metrics). */
      onBatch?: (size: number) => void;
    },
  ) {}

  /** Queues a write; resolves once it is committed (or refused). */
  write(item: AnswerWrite): Promise<WriteOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, key: `${item.attemptId}:${item.questionId}`, resolve, reject });
      this.schedule();
    });
  }

  // Flushing one event-loop turn later lets the requests read in the same turn join the batch. PGlite
  // runs each statement synchronously on this thread, so without it every batch would hold one write.
  private scheduled = false;
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  /** Resolves when every queued write has been flushed. */
  drain(): Promise<void> {
    if (this.inFlight === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }

  private pump(): void {
    while (this.inFlight < this.options.concurrency && this.queue.length > 0) {
      const batch = this.takeBatch();
      if (batch.length === 0) break;
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        for (const job of batch) this.busyKeys.delete(job.key);
        this.schedule();
        if (this.inFlight === 0 && this.queue.length === 0) {
          for (const done of this.drained.splice(0)) done();
        }
      });
    }
  }

  private takeBatch(): Job[] {
    const batch: Job[] = [];
    const rest: Job[] = [];
    const keys = new Set<string>();
    for (const job of this.queue) {
      if (batch.length < this.options.maxBatch && !this.busyKeys.has(job.key) && !keys.has(job.key)) {
        batch.push(job);
        keys.add(job.key);
      } else rest.push(job);
    }
    this.queue = rest;
    for (const key of keys) this.busyKeys.add(key);
    return batch;
  }

  private async flush(batch: Job[]): Promise<void> {
    this.options.onBatch?.(batch.length);
    try {
      const outcomes = await this.writeWithRetry(batch);
      batch.forEach((job, index) => {
        job.resolve(outcomes[index]!);
      });
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnreachable(error)) {
        for (const job of batch) job.reject(error);
        return;
      }
      // One row the database refuses fails its whole statement: write the rows alone, so only that
      // row's save fails and every other student's is stored.
      for (const job of batch) {
        try {
          job.resolve((await this.writeWithRetry([job]))[0]!);
        } catch (rowError) {
          job.reject(rowError);
        }
      }
    }
  }

  /** Writes a batch, again on a deadlock or serialization failure (up to three tries). */
  private async writeWithRetry(batch: Job[]): Promise<WriteOutcome[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.writeBatch(batch);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt < 3 && code && RETRYABLE.has(code)) continue;
        throw error;
      }
    }
  }

  private async writeBatch(batch: Job[]): Promise<WriteOutcome[]> {
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
  private async writeLatest(batch: Job[], indexes: number[], outcomes: WriteOutcome[]): Promise<void> {
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
  private async writeGuarded(batch: Job[], indexes: number[], outcomes: WriteOutcome[]): Promise<void> {
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
