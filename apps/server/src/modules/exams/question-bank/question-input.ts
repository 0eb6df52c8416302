import { optionIndexOfLetter, type QuestionType } from '@lms/domain';
import type { QuestionInput } from '@lms/domain/contract';
import { badRequest } from '../../../lib/http-error';
import { sanitizeStaffHtml } from '../sanitize';

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
}

function imageOptionIndexes(
  optionType: QuestionInput['optionType'],
  count: number,
  problems: string[],
): number[] {
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
    const index = /^\d+$/.test(key) ? Number(key) : optionIndexOfLetter(key.toUpperCase());
    if (index < 0 || index >= count) problems.push(`optionType names option "${key}", which does not exist`);
    else indexes.add(index);
  }
  return [...indexes].sort((a, b) => a - b);
}

/**
 * Checks a question against the rules of its type and returns the values to store (HTML sanitized),
 * or the problems found:
 * - MCQ: 2 to 11 distinct options, exactly one of them the key;
 * - checkbox: 2 to 11 distinct options, at least one key, every key an option;
 * - MCA: 1 to 11 distinct options, one 'true' or 'false' per option;
 * - shortAns, paragraph: no options, at most one model answer.
 */
export function checkQuestion(input: QuestionInput): { values?: QuestionValues; problems: string[] } {
  const problems: string[] = [];
  const { type, options, answer } = input;
  const written = type === 'shortAns' || type === 'paragraph';
  if (written) {
    if (options.length > 0) problems.push(`a ${type} question has no options`);
    if (answer.length > 1) problems.push('give at most one model answer');
  } else {
    const min = type === 'MCA' ? 1 : 2;
    if (options.length < min) problems.push(`a ${type} question needs at least ${min} options`);
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
  const imageOptions = imageOptionIndexes(input.optionType, options.length, problems);
  const title = sanitizeStaffHtml(input.title);
  if (!title) problems.push('the question text is empty');
  if (problems.length > 0) return { problems };
  return {
    problems,
    values: {
      type,
      title,
      options,
      imageOptions,
      answer,
      explanation: sanitizeStaffHtml(input.explanation),
      explanationExt: input.explanationExt.trim(),
      image: input.image,
      file: input.file,
      subjectId: input.subjectId ?? null,
      tags: input.tags,
      point: input.point,
    },
  };
}

/** The values to store of a question that passes `checkQuestion`; a 400 with the problems otherwise. */
export function checkedQuestion(input: QuestionInput): QuestionValues {
  const { values, problems } = checkQuestion(input);
  if (!values) throw badRequest('Invalid question', problems.join('; '));
  return values;
}
