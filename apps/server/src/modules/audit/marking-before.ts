import type { AppContext } from '../../context';
import { findMarking } from './snapshot-repository';

/** A written answer's marking before an examiner changes it, in the shape the marking answers with. */
export async function markingBefore(
  ctx: Pick<AppContext, 'db'>,
  target: { examId: string; attemptId: string; questionId: string },
) {
  const row = await findMarking(ctx.db, target.attemptId, target.questionId);
  if (!row) return null;
  return {
    ...target,
    marks: row.marks,
    notes: row.notes,
    markedBy: row.markedBy,
    markedAt: row.markedAt?.toISOString() ?? null,
  };
}
