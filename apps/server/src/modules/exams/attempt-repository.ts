import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { examAttempts, type StoredAttachment } from '../../db/schema';

/** A student's attempt as the student side needs it. */
export interface Attempt {
  id: string;
  examId: string;
  groupId: string;
  studentId: string;
  seed: string;
  /** The questions drawn from the exam's pools at start (null: the exam had none). */
  drawnQuestionIds: string[] | null;
  startedAt: Date;
  deadlineAt: Date;
  submittedAt: Date | null;
  publishedAt: Date | null;
}

const online = eq(examAttempts.source, 'online');

const columns = {
  id: examAttempts.id,
  examId: examAttempts.examId,
  groupId: examAttempts.groupId,
  studentId: examAttempts.studentId,
  seed: examAttempts.seed,
  drawnQuestionIds: examAttempts.drawnQuestionIds,
  startedAt: examAttempts.startedAt,
  deadlineAt: examAttempts.deadlineAt,
  submittedAt: examAttempts.submittedAt,
  publishedAt: examAttempts.publishedAt,
};

/** The student's online attempt at an exam, if any (a paper one is staff's, never taken in the app). */
export async function findAttempt(db: Queryable, examId: string, studentId: string): Promise<Attempt | null> {
  const [row] = await db
    .select(columns)
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId), online));
  return row ?? null;
}

/** Creates the attempt unless the student has one already (then that one is returned). */
export async function insertAttempt(
  db: Queryable,
  values: Omit<Attempt, 'id' | 'submittedAt' | 'publishedAt' | 'drawnQuestionIds'> &
    Partial<Pick<Attempt, 'drawnQuestionIds'>>,
): Promise<Attempt> {
  const [row] = await db.insert(examAttempts).values(values).onConflictDoNothing().returning(columns);
  if (row) return row;
  const existing = await findAttempt(db, values.examId, values.studentId);
  if (!existing) throw new Error('attempt vanished after a conflicting insert');
  return existing;
}

/** A saved answer as the exam paper gives it back (canonical order). */
export interface PaperAnswer {
  questionId: string;
  answer: string[];
  extra: StoredAttachment[];
  clientTs: number;
}

/** Deletes a student's online attempt at an exam with its answers; true when there was one. */
export async function deleteAttempt(db: Queryable, examId: string, studentId: string): Promise<boolean> {
  const gone = await db
    .delete(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId), online))
    .returning({ id: examAttempts.id });
  return gone.length > 0;
}

const MAX_CACHED = 200_000;

/**
 * Attempts of the hot path by exam and student. Only what never changes during an attempt is relied on
 * (id, seed, start, deadline for one exam version); whether it is still open is checked by the answer
 * upsert itself, so a submit or retake on another node cannot be missed. Staff may add minutes to a
 * deadline (the exam-day monitor): a save the cached deadline would refuse reads the attempt again.
 */
export class AttemptCache {
  private readonly entries = new Map<string, { attempt: Attempt; examVersion: number }>();

  /** The cached attempt when it was cached for this exam version. */
  get(examId: string, studentId: string, examVersion: number): Attempt | undefined {
    const entry = this.entries.get(`${examId}:${studentId}`);
    return entry && entry.examVersion === examVersion ? entry.attempt : undefined;
  }

  set(attempt: Attempt, examVersion: number): void {
    if (this.entries.size >= MAX_CACHED) {
      // Maps iterate in insertion order: drop the oldest tenth.
      let drop = MAX_CACHED / 10;
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (--drop <= 0) break;
      }
    }
    this.entries.set(`${attempt.examId}:${attempt.studentId}`, { attempt, examVersion });
  }

  forget(examId: string, studentId: string): void {
    this.entries.delete(`${examId}:${studentId}`);
  }
}

/** Why an answer write was refused: the attempt's state and the student's access through a group. */
export async function attemptAccess(
  db: Queryable,
  attemptId: string,
  groupId: string,
): Promise<'gone' | 'submitted' | 'removed' | 'open'> {
  const [row] = await db
    .select({
      submitted: sql<boolean>`${examAttempts.submittedAt} is not null`,
      member: sql<boolean>`exists (select 1 from group_members m where m.group_id = ${groupId} and m.student_id = ${examAttempts.studentId})`,
      assigned: sql<boolean>`exists (select 1 from exam_assignments x where x.group_id = ${groupId} and x.exam_id = ${examAttempts.examId})`,
    })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId));
  if (!row) return 'gone';
  if (row.submitted) return 'submitted';
  return row.member && row.assigned ? 'open' : 'removed';
}
