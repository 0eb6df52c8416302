import type { QuestionScore } from './scoring';
import type { ExamQuestionRule } from './types';

/** How a result counts the parts of one question: an MCA has one part per option, any other one. */
export interface ResultParts {
  /** Parts of the question. */
  total: number;
  /** Parts answered right (`correct === total` is fully correct). */
  correct: number;
  /** Parts answered. */
  answered: number;
}

/**
 * The part counts a result gives per question. MCA parts are the options ('true' or 'false' given
 * counts as answered, 'N' does not, and a part is right when it equals the key); a question of any
 * other type is one part, right when it earned its full point.
 */
export function resultParts(
  question: Pick<ExamQuestionRule, 'type' | 'options' | 'answer'>,
  given: readonly string[] | undefined,
  score: Pick<QuestionScore, 'correct' | 'answered'>,
): ResultParts {
  if (question.type !== 'MCA') {
    return { total: 1, correct: score.correct ? 1 : 0, answered: score.answered ? 1 : 0 };
  }
  const total = question.options.length || question.answer.length;
  let correct = 0;
  let answered = 0;
  for (let index = 0; index < total; index++) {
    const value = given?.[index];
    if (value !== 'true' && value !== 'false') continue;
    answered++;
    if (value === question.answer[index]) correct++;
  }
  return { total, correct, answered };
}

/**
 * Negative marks as the wire gives them: the sum of the negative parts as a number <= 0 (scores keep
 * its size, >= 0). Never -0.
 */
export function signedNegativeMarks(size: number): number {
  return size > 0 ? -size : 0;
}
