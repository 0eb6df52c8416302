import type { Queryable } from '../../../db/client';
import { studentAttemptRows } from './result-repository';

/** The student's exam attempts for the profile (the student's `exams`), newest first. */
export async function listStudentAttempts(db: Queryable, studentId: string) {
  const rows = await studentAttemptRows(db, studentId);
  return rows.map((r) => ({
    exam: r.examId,
    groupId: r.groupId,
    startsAt: r.startedAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    // Exams here have no printed sets: each attempt has its own shuffle instead.
    setCode: null,
  }));
}
