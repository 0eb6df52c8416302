import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examQuestions, exams } from '../../../db/schema';

/** The copy an earlier duplicate of the exam with this request key made, if any. */
export async function copyMadeWith(
  db: Queryable,
  examId: string,
  requestKey: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.duplicatedFrom, examId), eq(exams.duplicateKey, requestKey)));
  return row?.id ?? null;
}

/**
 * Stores a copy of the exam (its settings and its questions in order, with their points and corrected
 * keys) titled `title(original title)`; answers its id, `missing` with no such exam, or `taken` when a
 * copy with this request key already exists (made meanwhile by the same duplicate sent twice).
 */
export async function insertExamCopy(
  db: Queryable,
  examId: string,
  copy: { title: (original: string) => string; requestKey: string; createdBy: string },
): Promise<{ id: string } | 'missing' | 'taken'> {
  const [source] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!source) return 'missing';
  // Everything but identity, history and the copy's own facts is carried over, so a new setting is too.
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, createdBy: _b, ...settings } = source;
  const [made] = await db
    .insert(exams)
    .values({
      ...settings,
      title: copy.title(source.title),
      createdBy: copy.createdBy,
      duplicatedFrom: examId,
      duplicateKey: copy.requestKey,
    })
    .onConflictDoNothing({ target: [exams.duplicatedFrom, exams.duplicateKey] })
    .returning({ id: exams.id });
  if (!made) return 'taken';
  const paper = await db
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position));
  if (paper.length) await db.insert(examQuestions).values(paper.map((q) => ({ ...q, examId: made.id })));
  return { id: made.id };
}
