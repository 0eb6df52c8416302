import type { QuestionType } from '@lms/domain';
import type { ExamQuestionView, ResultQuestionView } from '@lms/domain/contract';

/** Test data: a two-option question as a student sees it during the exam. */
export function shownQuestion(
  id: string,
  type: QuestionType,
  subjectId: string | null = null,
): ExamQuestionView {
  return {
    _id: id,
    type,
    title: id,
    point: 1,
    options: ['a', 'b'],
    optionType: '{}',
    image: [],
    file: [],
    subjectId,
  };
}

/** Test data: the same question with its key ('a') as a result shows it. */
export function keyedQuestion(
  id: string,
  type: QuestionType,
  subjectId: string | null = null,
): ResultQuestionView {
  return { ...shownQuestion(id, type, subjectId), answer: ['a'], explanation: '', explanationExt: '' };
}
