import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examAttempts, exams } from '../../../db/schema';
import { countsInResults } from './counted-attempt';

/** A student's latest 500 attempts (of an online and a paper one, the one that counts) with the exam's title and the stored scores, newest first. */
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
    .where(and(eq(examAttempts.studentId, studentId), countsInResults))
    .orderBy(desc(examAttempts.startedAt))
    .limit(500);
}
