import { MAX_OPTIONS, type QuestionType } from './types';

/** How hard a question is, as its author tags it. */
export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** A question's difficulty tag. */
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

/** The parts of a question its type rules look at (options and key in canonical order). */
export interface QuestionShape {
  type: QuestionType;
  title: string;
  options: readonly string[];
  answer: readonly string[];
  /** Marks for a right answer. */
  point?: number;
  /** Marks lost for a wrong answer. */
  negativeMark?: number;
}

/**
 * What is wrong with a question by the rules of its type ([] when nothing is); the one rule for create,
 * edit, import and the console's editor:
 * - MCQ: 2 to 11 distinct options, exactly one of them the key;
 * - checkbox: 2 to 11 distinct options, at least one key, every key an option;
 * - MCA: 1 to 11 distinct options, one 'true' or 'false' per option;
 * - shortAns, paragraph: no options, at most one model answer;
 * - the text is not empty, and the negative marks are not more than the marks.
 */
export function questionProblems(q: QuestionShape): string[] {
  return [...(q.title.trim() === '' ? ['the question text is empty'] : []), ...questionKeyProblems(q)];
}

/**
 * What is wrong with a question's options, key and marks (`questionProblems` without the text, which
 * the server checks once it has cleaned it).
 */
export function questionKeyProblems(q: Omit<QuestionShape, 'title'>): string[] {
  const problems: string[] = [];
  const { type, options, answer } = q;
  if (type === 'shortAns' || type === 'paragraph') {
    if (options.length > 0) problems.push(`a ${type} question has no options`);
    if (answer.length > 1) problems.push('give at most one model answer');
  } else {
    const min = type === 'MCA' ? 1 : 2;
    if (options.length < min) problems.push(`a ${type} question needs at least ${min} options`);
    if (options.length > MAX_OPTIONS) problems.push(`at most ${MAX_OPTIONS} options`);
    if (options.some((o) => o.trim() === '')) problems.push('an option is empty');
    if (new Set(options).size !== options.length) problems.push('two options have the same text');
    if (type === 'MCQ' && (answer.length !== 1 || !options.includes(answer[0]!)))
      problems.push('the key of an MCQ question must be exactly one of its options');
    if (type === 'checkbox') {
      if (answer.length === 0) problems.push('a checkbox question needs at least one correct option');
      if (answer.some((a) => !options.includes(a))) problems.push('every key must be one of the options');
      if (new Set(answer).size !== answer.length) problems.push('a correct option is listed twice');
    }
    if (type === 'MCA') {
      if (answer.length !== options.length) problems.push('an MCA key needs one true/false per option');
      if (answer.some((a) => a !== 'true' && a !== 'false'))
        problems.push("an MCA key is 'true' or 'false' per option");
    }
  }
  if (q.point !== undefined && q.negativeMark !== undefined && q.negativeMark > q.point)
    problems.push('the negative marks are more than the marks');
  return problems;
}

/**
 * What makes two questions the same for an import: type, text and options (spaces around them
 * ignored). A file that repeats a row would otherwise put the question in the bank twice.
 */
export function sameQuestionKey(q: Pick<QuestionShape, 'type' | 'title' | 'options'>): string {
  return JSON.stringify([q.type, q.title.trim(), q.options.map((o) => o.trim())]);
}
