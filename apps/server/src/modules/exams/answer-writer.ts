import { isAnswerChangeLocked, isNewerAnswer, type QuestionType } from '@lms/domain';
import type { StoredAttachment } from '../../db/schema';
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

interface StoredRow {
  a: string;
  q: string;
  answer: string[];
  extra: StoredAttachment[];
  client_ts: number;
  version: number;
}

const READ_SQL = `SELECT e.attempt_id AS a, e.question_id AS q, e.answer, e.extra, e.client_ts::float8 AS client_ts, e.version
FROM jsonb_to_recordset($1::jsonb) AS k(a uuid, q uuid)
JOIN exam_answers e ON e.attempt_id = k.a AND e.question_id = k.q`;

// One statement per batch: the attempt must exist and be open (row share-locked so a concurrent submit
// waits for this write and then scores it), the student must still be in the group and the exam still
// given to it; `version` makes it a compare-and-set against what was read.
const UPSERT_SQL = `INSERT INTO exam_answers (attempt_id, question_id, answer, extra, client_ts, received_at, offline, version)
SELECT u.a, u.q, u.answer, u.extra, u.ts, u.r, u.o, u.v
FROM jsonb_to_recordset($1::jsonb) AS u(a uuid, q uuid, g uuid, s uuid, answer jsonb, extra jsonb, ts bigint, r timestamptz, o boolean, v int)
JOIN exam_attempts t ON t.id = u.a AND t.student_id = u.s AND t.submitted_at IS NULL
JOIN group_members m ON m.group_id = u.g AND m.student_id = u.s
JOIN exam_assignments x ON x.exam_id = t.exam_id AND x.group_id = u.g
FOR SHARE OF t
ON CONFLICT (attempt_id, question_id) DO UPDATE SET answer = excluded.answer, extra = excluded.extra,
  client_ts = excluded.client_ts, received_at = excluded.received_at, offline = excluded.offline, version = excluded.version
WHERE exam_answers.version = excluded.version - 1
RETURNING attempt_id AS a, question_id AS q`;

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Group commit for answer saves: requests queue here and are written in batches (one read and one
 * upsert per batch), so thousands of saves a second cost a few statements each. A request is answered
 * only after its batch is committed: nothing acknowledged is lost. One batch never holds two writes of
 * the same (attempt, question), and a key is never in two batches at once, so writes of one answer
 * apply in arrival order on this node.
 */
export class AnswerWriter {
  private queue: Job[] = [];
  private inFlight = 0;
  private readonly busyKeys = new Set<string>();
  private readonly drained: (() => void)[] = [];

  constructor(
    private readonly sql: RawSql,
    private readonly options: { concurrency: number; maxBatch: number },
  ) {}

  /** Queues a write; resolves once it is committed (or refused). */
  write(item: AnswerWrite): Promise<WriteOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, key: `${item.attemptId}:${item.questionId}`, resolve, reject });
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
        this.pump();
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
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await this.writeBatch(batch);
        batch.forEach((job, index) => {
          job.resolve(outcomes[index]!);
        });
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt < 3 && code && RETRYABLE.has(code)) continue;
        for (const job of batch) job.reject(error);
        return;
      }
    }
  }

  private async writeBatch(batch: Job[]): Promise<WriteOutcome[]> {
    const keys = JSON.stringify(batch.map((job) => ({ a: job.item.attemptId, q: job.item.questionId })));
    const stored = await this.sql.query<StoredRow>('exam-answers-read', READ_SQL, [keys]);
    const byKey = new Map(stored.map((row) => [`${row.a}:${row.q}`, row]));
    const outcomes: WriteOutcome[] = [];
    const rows: unknown[] = [];
    for (const { item, key } of batch) {
      const previous = byKey.get(key);
      if (previous && !isNewerAnswer(item.clientTs, previous.client_ts)) {
        outcomes.push('stale');
        continue;
      }
      const next = { answer: item.answer, extra: item.extra };
      if (isAnswerChangeLocked(item.type, item.multipleTimesSubmission, previous, next)) {
        outcomes.push('locked');
        continue;
      }
      outcomes.push('refused');
      rows.push({
        a: item.attemptId,
        q: item.questionId,
        g: item.groupId,
        s: item.studentId,
        answer: item.answer,
        extra: item.extra,
        ts: item.clientTs,
        r: item.receivedAt.toISOString(),
        o: item.offline,
        v: (previous?.version ?? 0) + 1,
      });
    }
    if (rows.length === 0) return outcomes;
    const written = await this.sql.query<{ a: string; q: string }>('exam-answers-upsert', UPSERT_SQL, [
      JSON.stringify(rows),
    ]);
    const savedKeys = new Set(written.map((row) => `${row.a}:${row.q}`));
    batch.forEach((job, index) => {
      if (outcomes[index] === 'refused' && savedKeys.has(job.key)) outcomes[index] = 'saved';
    });
    return outcomes;
  }
}
