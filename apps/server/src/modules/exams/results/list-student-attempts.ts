import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examAttempts } from '../../../db/schema';

/** The student's exam attempts for the profile (SPEC.md §3 Student.exams), newest first. */
export async function listStudentAttempts(db: Queryable, studentId: string) {
  const rows = await db
    .select({
      examId: examAttempts.examId,
      groupId: examAttempts.groupId,
      startedAt: examAttempts.startedAt,
      submittedAt: examAttempts.submittedAt,
    })
    .from(examAttempts)
    .where(eq(examAttempts.studentId, studentId))
    .orderBy(desc(examAttempts.startedAt))
    .limit(500);
  return rows.map((r) => ({
    exam: r.examId,
    groupId: r.groupId,
    startsAt: r.startedAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    // Exams here have no printed sets: each attempt has its own shuffle instead.
    setCode: null,
  }));
}
