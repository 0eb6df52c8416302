import {
  buildOmrLayout,
  isOmrLayoutProblem,
  OMR_MAX_ROLL_COLUMNS,
  type OmrLayoutProblem,
  type OmrSheetLayout,
  omrCapacity,
  omrRollColumnsFor,
} from '@lms/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http-error';
import { findExamPaper, longestNumericRoll } from './omr-repository';

/** An exam's OMR sheet: the exam and its layout. */
export interface ExamSheet {
  exam: { id: string; title: string };
  layout: OmrSheetLayout;
}

function refusal(problem: OmrLayoutProblem) {
  switch (problem.code) {
    case 'noMachineMarkedQuestions':
      return badRequest(
        'This exam has no questions to mark on an OMR sheet',
        'OMR sheets carry MCQ, checkbox and multiple true/false questions; written questions are marked by examiners.',
      );
    case 'tooManyAnswers':
      return badRequest(
        'The questions do not fit on one OMR sheet',
        `One A4 sheet holds at most ${omrCapacity(4)} questions of 4 options (${omrCapacity(5)} of 5); this exam has ${problem.questions} to bubble.`,
      );
    default:
      return badRequest(
        'The questions do not fit on one OMR sheet',
        `A sheet holds at most ${problem.max} ${problem.code === 'tooManySets' ? 'sets' : 'roll digits'}.`,
      );
  }
}

/**
 * The OMR sheet of an exam with these set codes: its questions in the paper's order, the institute's
 * roll length (its longest all-digit roll). 404 for no such exam; 400 when nothing is machine-marked or
 * the paper does not fit on one page.
 */
export async function examSheetLayout(
  ctx: AppContext,
  examId: string,
  sets: readonly string[],
): Promise<ExamSheet> {
  const paper = await findExamPaper(ctx.db, examId);
  if (!paper) throw notFound('No such exam');
  const rollColumns = omrRollColumnsFor(await longestNumericRoll(ctx.db, OMR_MAX_ROLL_COLUMNS));
  const layout = buildOmrLayout({ questions: paper.questions, rollColumns, sets });
  if (isOmrLayoutProblem(layout)) throw refusal(layout);
  return { exam: { id: paper.id, title: paper.title }, layout };
}
