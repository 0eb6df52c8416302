import {
  optionIndexOfLetter,
  type QuestionDifficulty,
  type QuestionType,
  questionKeyProblems,
} from '@lms/domain';
import type { QuestionInput } from '@lms/domain/contract';
import { badRequest } from '../../../lib/http-error';
import { checkPlainOption, plainStaffText } from '../sanitize';

/** A checked question, ready to store. */
export interface QuestionValues {
  type: QuestionType;
  title: string;
  options: string[];
  imageOptions: number[];
  answer: string[];
  explanation: string;
  explanationExt: string;
  image: string[];
  file: string[];
  subjectId: string | null;
  tags: string[];
  point: number;
  /** Absent: 0, no chapter, no difficulty (the columns' defaults). */
  negativeMark?: number;
  chapter?: string;
  difficulty?: QuestionDifficulty | null;
}

/** A question to check: as staff send it, the bank's tags (negative marks, chapter, difficulty) optional. */
export type CheckableQuestion = Omit<QuestionInput, 'negativeMark' | 'chapter' | 'difficulty'> &
  Partial<Pick<QuestionInput, 'negativeMark' | 'chapter' | 'difficulty'>>;

// optionType keys: an index from 0, an option's value (as questions are given back), or a letter A-K.
function imageOptionIndexes(
  optionType: QuestionInput['optionType'],
  options: readonly string[],
  problems: string[],
): number[] {
  const count = options.length;
  if (!optionType) return [];
  let map: unknown = optionType;
  if (typeof optionType === 'string') {
    try {
      map = JSON.parse(optionType);
    } catch {
      problems.push('optionType is not valid JSON');
      return [];
    }
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) {
    problems.push('optionType must map options to "image"');
    return [];
  }
  const indexes = new Set<number>();
  for (const [key, kind] of Object.entries(map)) {
    if (kind !== 'image') continue;
    const index = /^\d+$/.test(key)
      ? Number(key)
      : options.includes(key)
        ? options.indexOf(key)
        : optionIndexOfLetter(key.toUpperCase());
    if (index < 0 || index >= count) problems.push(`optionType names option "${key}", which does not exist`);
    else indexes.add(index);
  }
  return [...indexes].sort((a, b) => a - b);
}

/**
 * Checks a question by the rules of its type (`questionKeyProblems`, shared with the console) and
 * returns the values to store (title and explanation plain text with LaTeX, markup converted; options
 * with markup refused), or the problems found.
 */
export function checkQuestion(input: CheckableQuestion): { values?: QuestionValues; problems: string[] } {
  const problems = questionKeyProblems(input);
  const { type, options, answer } = input;
  const imageOptions = imageOptionIndexes(input.optionType, options, problems);
  const title = plainStaffText(input.title);
  if (!title) problems.push('the question text is empty');
  options.forEach((option, index) => {
    if (!imageOptions.includes(index)) checkPlainOption(`option ${index + 1}`, option, problems);
  });
  const explanation = plainStaffText(input.explanation);
  if (problems.length > 0) return { problems };
  return {
    problems,
    values: {
      type,
      title,
      options,
      imageOptions,
      answer,
      explanation,
      explanationExt: input.explanationExt.trim(),
      image: input.image,
      file: input.file,
      subjectId: input.subjectId ?? null,
      tags: input.tags,
      point: input.point,
      negativeMark: input.negativeMark ?? 0,
      chapter: input.chapter ?? '',
      difficulty: input.difficulty ?? null,
    },
  };
}

/** The values to store of a question that passes `checkQuestion`; a 400 with the problems otherwise. */
export function checkedQuestion(input: QuestionInput): QuestionValues {
  const { values, problems } = checkQuestion(input);
  if (!values) throw badRequest('Invalid question', problems.join('; '));
  return values;
}
