import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { examAssignments, examQuestions, exams } from '../../../db/schema';

/** Replaces an exam's question list (in order, with points). */
export async function replaceExamQuestions(
  db: Queryable,
  examId: string,
  list: { questionId: string; point: number }[],
): Promise<void> {
  await db.delete(examQuestions).where(eq(examQuestions.examId, examId));
  if (list.length === 0) return;
  await db
    .insert(examQuestions)
    .values(list.map((q, position) => ({ examId, questionId: q.questionId, point: q.point, position })));
}

/** Exams, newest first, with their question and group counts. */
export function listExamRows(db: Db, limit: number, offset: number) {
  return db
    .select({
      id: exams.id,
      title: exams.title,
      isPractice: exams.isPractice,
      isSegmented: exams.isSegmented,
      subjectId: exams.subjectId,
      createdAt: exams.createdAt,
      questions: sql<number>`(select count(*)::int from ${examQuestions} where ${examQuestions.examId} = ${exams.id})`,
      groups: sql<number>`(select count(*)::int from ${examAssignments} where ${examAssignments.examId} = ${exams.id})`,
    })
    .from(exams)
    .orderBy(desc(exams.createdAt), desc(exams.id))
    .limit(limit)
    .offset(offset);
}
