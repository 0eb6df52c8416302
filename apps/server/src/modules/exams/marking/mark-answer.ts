import type { MarkInput } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { type AnswerTarget, recordMarks } from './record-marks';

/**
 * PATCH /staff/exams/{examId}/answers/{attemptId}/{questionId}: marks a written answer with notes and
 * evaluated copies of its files (see recordMarks; this older call does not say which marks it saw).
 */
export async function markAnswer(ctx: AppContext, staffId: string, target: AnswerTarget, input: MarkInput) {
  await recordMarks(ctx, staffId, target, {
    marks: input.marks,
    comment: input.notes,
    evaluatedKeys: input.evaluatedKeys,
  });
  return { ...target, marks: input.marks, notes: input.notes };
}
