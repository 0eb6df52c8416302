import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examAttempts, exams } from '../../../db/schema';

/** A student's latest 500 attempts with the exam's title and the stored scores, newest first. */
export function studentResultRows(db: Queryable, studentId: string) {
  return db
    .select({
      examId: examAttempts.examId,
      examTitle: exams.title,
      groupId: examAttempts.groupId,
      startedAt: examAttempts.startedAt,
      submittedAt: examAttempts.submittedAt,
      marksObtained: examAttempts.marksObtained,
      totalMarks: examAttempts.totalMarks,
      passed: examAttempts.passed,
    })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(eq(examAttempts.studentId, studentId))
    .orderBy(desc(examAttempts.startedAt))
    .limit(500);
}
