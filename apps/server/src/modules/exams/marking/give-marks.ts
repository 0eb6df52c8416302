import type { GiveMarksInput } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { markingAnswerView } from './marking-answer-view';
import { findAttemptScore, findMarkingAnswer } from './marking-repository';
import { type AnswerTarget, recordMarks } from './record-marks';

/**
 * PUT /staff/marking/exams/{examId}/answers/{attemptId}/{questionId}: marks or reviews a written
 * answer (see recordMarks), refusing when someone gave marks the examiner did not see; answers the
 * answer's marking and the attempt's new score.
 */
export async function giveMarks(
  ctx: AppContext,
  staffId: string,
  target: AnswerTarget,
  input: GiveMarksInput,
) {
  await recordMarks(ctx, staffId, target, input);
  const [row, score] = await Promise.all([
    findMarkingAnswer(ctx.db, target.attemptId, target.questionId),
    findAttemptScore(ctx.db, target.attemptId),
  ]);
  if (!row) throw notFound('No answer to mark');
  return {
    answer: await markingAnswerView(ctx, row),
    marksObtained: score?.marksObtained ?? null,
    pending: score?.pending ?? null,
  };
}
