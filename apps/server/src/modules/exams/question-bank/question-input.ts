import { MAX_OPTIONS, optionIndexOfLetter, QUESTION_TYPES, type QuestionType } from '@lms/domain';
import { z } from 'zod';
import { sanitizeStaffHtml } from '../sanitize';
import { id } from '../schemas';

const fields = {
  type: z.enum(QUESTION_TYPES),
  /** HTML; sanitized. */
  title: z.string().trim().min(1, 'the question text is empty').max(20_000),
  /** Option texts (an image option's text is the image's key or URL), up to 11 (A to K). */
  options: z.array(z.string().max(2_000)).max(MAX_OPTIONS, `at most ${MAX_OPTIONS} options`),
  /**
   * Which options are images: a JSON string or an object mapping an option (index from 0, or letter A-K)
   * to 'image'.
   */
  optionType: z.union([z.string().max(2_000), z.record(z.string(), z.string())]).nullish(),
  /** The key: MCQ `[optionText]`, checkbox `[optionText, ...]`, MCA one 'true'|'false' per option; written: an optional model answer. */
  answer: z.array(z.string().max(20_000)).max(MAX_OPTIONS),
  /** HTML; sanitized. */
  explanation: z.string().max(50_000),
  explanationExt: z.string().max(2_000),
  image: z.array(z.string().trim().min(1).max(500)).max(10),
  file: z.array(z.string().trim().min(1).max(500)).max(10),
  subjectId: id.nullish(),
  tags: z.array(z.string().trim().min(1).max(60)).max(20),
  /** Default point when the question is put in an exam. */
  point: z.number().positive().max(1_000),
};

/** A question as staff send it (create and import). Options and the key in canonical order. */
export const questionInput = z.object({
  ...fields,
  options: fields.options.default([]),
  answer: fields.answer.default([]),
  explanation: fields.explanation.default(''),
  explanationExt: fields.explanationExt.default(''),
  image: fields.image.default([]),
  file: fields.file.default([]),
  tags: fields.tags.default([]),
  point: fields.point.default(1),
});

/** A change to a question: the fields sent replace the stored ones. */
export const questionPatch = z.object(fields).partial();

/** The parsed question input. */
export type QuestionInput = z.infer<typeof questionInput>;

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
