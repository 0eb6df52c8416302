import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { findOverride } from './override-repository';
import type { AnswerTarget } from './record-marks';

/** An answer's override and its attempt's marks (the route's answer, and the audit log's before and after). */
export async function overrideView(ctx: AppContext, target: AnswerTarget) {
  const row = await findOverride(ctx.db, target.examId, target.attemptId, target.questionId);
  if (!row) throw notFound('No such attempt of this exam');
  return {
    attemptId: target.attemptId,
    questionId: target.questionId,
    studentId: row.studentId,
    override:
      row.marks === null
        ? null
        : {
            marks: row.marks,
            reason: row.reason ?? '',
            by: row.byId && row.byName ? { id: row.byId, name: row.byName } : null,
            at: row.at?.toISOString() ?? null,
          },
    marksObtained: row.marksObtained,
  };
}
