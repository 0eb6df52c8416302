import {
  isWrittenQuestionType,
  MCA_NOT_ANSWERED,
  optionIndexOfLetter,
  type QuestionType,
} from '../exam/types';
import { omrOptions } from './build-omr-template';

/** A question of the paper as the sheet's marks are turned into an answer. */
export interface OmrAnswerQuestion {
  type: QuestionType;
  /** Options (MCQ, checkbox) or statements (MCA) in canonical order, as printed on paper. */
  options: readonly string[];
}

/**
 * Turns a sheet's marks (question number -> letters marked, `1T`/`1F`… for MCA) into answers in the
 * online attempts' form, by question index in the paper's order: MCQ and checkbox the option texts
 * marked (letter A is the first option: paper never shuffles), MCA `'true'`/`'false'`/`'N'` per
 * statement. Scoring then treats them exactly as online answers: two marks on an MCQ are a wrong
 * answer (so negative marking applies), a statement marked both T and F is not answered. Written
 * questions and unmarked rows give nothing (skipped); a mark the question does not offer is ignored.
 */
export function omrSheetAnswers(
  questions: readonly OmrAnswerQuestion[],
  marks: Readonly<Record<string, readonly string[]>>,
): Map<number, string[]> {
  const answers = new Map<number, string[]>();
  questions.forEach((question, index) => {
    if (isWrittenQuestionType(question.type)) return;
    const marked = new Set(marks[String(index + 1)] ?? []);
    if (marked.size === 0) return;
    if (question.type === 'MCA') {
      const values: string[] = question.options.map((_, i) => {
        const t = marked.has(`${i + 1}T`);
        const f = marked.has(`${i + 1}F`);
        return t === f ? MCA_NOT_ANSWERED : t ? 'true' : 'false';
      });
      if (values.some((v) => v !== MCA_NOT_ANSWERED)) answers.set(index, values);
      return;
    }
    const texts = [...marked]
      .map((letter) => optionIndexOfLetter(letter))
      .filter((i) => i >= 0 && i < question.options.length)
      .sort((a, b) => a - b)
      .map((i) => question.options[i]!);
    if (texts.length > 0) answers.set(index, texts);
  });
  return answers;
}

/** The marks a question offers on the sheet (letters, or `1T 1F …` for MCA); none for written ones. */
export function omrMarksOffered(question: OmrAnswerQuestion): string[] {
  if (isWrittenQuestionType(question.type)) return [];
  return omrOptions({ type: question.type, optionCount: question.options.length });
}
