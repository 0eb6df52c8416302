import {
  type NegativeMarking,
  type NegativeMarkingInput,
  resolveNegativeMarking,
  retakeLimitProblem,
  segmentedExamProblems,
} from '@lms/domain';
import type { ExamInput } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/http-error';
import { questionsByIds } from '../question-bank/question-repository';
import { plainStaffText } from '../sanitize';
import type { ExamValues } from './exam-repository';

/** The questions of an exam input with their points, checked against the bank and the segmented rules. */
export async function checkedExamQuestions(ctx: AppContext, input: ExamInput) {
  const retakeProblem = retakeLimitProblem(input.isPracticeExam, input.retakeLimit);
  if (retakeProblem) throw badRequest('Invalid exam', retakeProblem);
  const ids = input.questions.map((q) => q.questionId);
  if (new Set(ids).size !== ids.length) throw badRequest('Invalid exam', 'a question is listed twice');
  const facts = new Map((await questionsByIds(ctx.db, ids)).map((q) => [q.id, q]));
  const unknown = ids.filter((questionId) => !facts.has(questionId));
  if (unknown.length) throw badRequest('Invalid exam', `no question with the id(s) ${unknown.join(', ')}`);
  if (input.isSegmentedExam) {
    const problems = segmentedExamProblems(
      input.segmentedExamDetails,
      ids.map((questionId) => facts.get(questionId)!.subjectId),
    );
    if (problems.length) throw badRequest('Invalid exam', problems.join('; '));
  }
  return input.questions.map((q) => ({
    questionId: q.questionId,
    point: q.point ?? facts.get(q.questionId)!.point,
  }));
}

/** The negative marking of an exam from what was sent over what it has (`resolveNegativeMarking`), or 400. */
export function checkedNegativeMarking(
  sent: NegativeMarkingInput,
  current?: NegativeMarking,
): NegativeMarking {
  const resolved = resolveNegativeMarking(sent, current);
  if ('problem' in resolved) throw badRequest('Invalid exam', resolved.problem);
  return resolved.marking;
}

/**
 * The stored fields of an exam input: the instruction as plain text with LaTeX (markup sent by staff
 * converted, as for questions); segmented details only for a segmented exam; the negative marking resolved.
 */
export function examValues(input: ExamInput, marking: NegativeMarking): ExamValues {
  return {
    title: input.title,
    instruction: plainStaffText(input.instruction),
    subjectId: input.subjectId,
    isPractice: input.isPracticeExam,
    isSegmented: input.isSegmentedExam,
    segmentedDetails: input.isSegmentedExam ? input.segmentedExamDetails : null,
    negativeMarking: marking.mode,
    negativeMarkPerQuestion: marking.fraction,
    passMark: input.passMark,
    shuffleQuestions: input.shuffleQuestions,
    shuffleOptions: input.shuffleOptions,
    retakeLimit: input.retakeLimit,
    delivery: input.delivery,
  };
}
