import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { examQuestions, exams } from '../../../db/schema';

/** The stored fields of an exam that staff write. */
export type ExamValues = Omit<
  typeof exams.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'version' | 'createdBy'
>;

/** Stores a new exam; returns its id. */
export async function insertExam(db: Queryable, values: ExamValues, createdBy: string): Promise<string> {
  const [row] = await db
    .insert(exams)
    .values({ ...values, createdBy })
    .returning({ id: exams.id });
  return row!.id;
}

/** Replaces an exam's stored fields. */
export async function updateExamRow(db: Queryable, examId: string, values: ExamValues): Promise<void> {
  await db.update(exams).set(values).where(eq(exams.id, examId));
}

/** Moves the version of the exams (every node then reloads them); returns the ids that exist. */
export async function bumpExamVersions(db: Queryable, examIds: string[], now: Date): Promise<string[]> {
  const changed = await db
    .update(exams)
    .set({ version: sql`${exams.version} + 1`, updatedAt: now })
    .where(inArray(exams.id, examIds))
    .returning({ id: exams.id });
  return changed.map((e) => e.id);
}

/**
 * Replaces an exam's question list (in order, with points). A pool's candidates stay, but one now
 * listed leaves its pool (a question is on the paper once).
 */
export async function replaceExamQuestions(
  db: Queryable,
  examId: string,
  list: { questionId: string; point: number }[],
): Promise<void> {
  const ids = list.map((q) => q.questionId);
  const removed = await db
    .delete(examQuestions)
    .where(
      and(
        eq(examQuestions.examId, examId),
        ids.length > 0
          ? or(isNull(examQuestions.pool), inArray(examQuestions.questionId, ids))
          : isNull(examQuestions.pool),
      ),
    )
    .returning({
      questionId: examQuestions.questionId,
      answerKey: examQuestions.answerKey,
      voidKind: examQuestions.voidKind,
    });
  if (list.length === 0) return;
  // A key corrected for this exam, or a void, stays with a question that stays in it.
  const kept = new Map(removed.map((r) => [r.questionId, r]));
  await db.insert(examQuestions).values(
    list.map((q, position) => ({
      examId,
      questionId: q.questionId,
      point: q.point,
      position,
      answerKey: kept.get(q.questionId)?.answerKey ?? null,
      voidKind: kept.get(q.questionId)?.voidKind ?? null,
    })),
  );
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
      // Spelled out: drizzle leaves columns unqualified in selected fields, and the subquery's `id` would win.
      questions: sql<number>`(select count(*)::int from exam_questions q where q.exam_id = "exams"."id" and q.pool is null)
        + (select coalesce(sum((p->>'count')::int), 0)::int from jsonb_array_elements("exams"."pools") p)`,
      groups: sql<number>`(select count(*)::int from exam_assignments a where a.exam_id = "exams"."id")`,
    })
    .from(exams)
    .orderBy(desc(exams.createdAt), desc(exams.id))
    .limit(limit)
    .offset(offset);
}
