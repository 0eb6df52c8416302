import type { NormalizedSelection } from '@lms/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { examSubjectSelections } from '../../db/schema';

/** A student's saved subject selection of a segmented exam. */
export interface SavedSelection extends NormalizedSelection {
  submittedAt: Date;
}

/** The student's selection for a segmented exam, if saved. */
export async function findSelection(
  db: Queryable,
  examId: string,
  studentId: string,
): Promise<SavedSelection | null> {
  const [row] = await db
    .select({
      mandatory: examSubjectSelections.mandatory,
      compulsoryOptional: examSubjectSelections.compulsoryOptional,
      optional: examSubjectSelections.optional,
      submittedAt: examSubjectSelections.submittedAt,
    })
    .from(examSubjectSelections)
    .where(and(eq(examSubjectSelections.examId, examId), eq(examSubjectSelections.studentId, studentId)));
  return row ?? null;
}

/** Saves (or replaces) the student's selection. */
export async function saveSelection(
  db: Queryable,
  examId: string,
  studentId: string,
  selection: NormalizedSelection,
  at: Date,
): Promise<SavedSelection> {
  const values = { ...selection, submittedAt: at };
  await db
    .insert(examSubjectSelections)
    .values({ examId, studentId, ...values })
    .onConflictDoUpdate({
      target: [examSubjectSelections.examId, examSubjectSelections.studentId],
      set: values,
    });
  return values;
}
