import { reviewStateOf } from '@lms/domain';
import type { AppContext } from '../../../context';
import { findMarkingAnswer, type MarkingAnswerRow } from './marking-repository';

/** An answer's marks, comment, review state and who marked and reviewed it, when. */
export function markingFields(row: MarkingAnswerRow) {
  return {
    marks: row.marks,
    comment: row.notes,
    state: reviewStateOf(row),
    firstMarks: row.marks === null ? null : (row.firstMarks ?? row.marks),
    markedBy: row.marker,
    markedAt: row.markedAt?.toISOString() ?? null,
    reviewedBy: row.reviewer,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** An answer's marking before an examiner changes it, for the audit log (null when unanswered). */
export async function markingSnapshot(ctx: AppContext, target: { attemptId: string; questionId: string }) {
  const row = await findMarkingAnswer(ctx.db, target.attemptId, target.questionId);
  if (!row) return null;
  return {
    attemptId: row.attemptId,
    questionId: row.questionId,
    studentId: row.studentId,
    ...markingFields(row),
  };
}
