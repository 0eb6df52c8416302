import {
  type CanonicalAnswer,
  type ExamQuestionRule,
  isMcaValue,
  isWrittenQuestionType,
  MCA_NOT_ANSWERED,
  type QuestionType,
} from './types';

/** Non-empty strings of an answer list (null and non-strings ignored). */
function texts(answer: readonly unknown[] | null | undefined): string[] {
  return (answer ?? []).filter((value): value is string => typeof value === 'string' && value !== '');
}

/**
 * True when an answer counts as answered for its question type:
 * - MCQ, checkbox: at least one non-empty option text;
 * - MCA: at least one option answered 'true' or 'false' (all 'N' is unanswered);
 * - shortAns, paragraph: text that is not blank, or at least one uploaded file.
 */
export function isAnswered(type: QuestionType, answer: CanonicalAnswer | null | undefined): boolean {
  const values = answer?.answer ?? [];
  if (type === 'MCA') return values.some((value) => value === 'true' || value === 'false');
  if (isWrittenQuestionType(type)) {
    return (
      values.some((value) => typeof value === 'string' && value.trim() !== '') ||
      (answer?.extra?.length ?? 0) > 0
    );
  }
  return texts(values).length > 0;
}

/**
 * Why an answer from the wire (`PATCH /exam/add-answer`) does not fit its question, or null when
 * it fits. Checks the shape only (the MCA order does not matter here). An empty list is allowed
 * for every type and means "not answered" (for example every checkbox unticked).
 * - MCQ: at most one text, which is one of the options;
 * - checkbox: distinct texts, each one of the options;
 * - MCA: exactly one 'true' | 'false' | 'N' per option, and `answerIndex` (when given) an option index;
 * - shortAns, paragraph: at most one text.
 */
export function answerShapeError(
  question: ExamQuestionRule,
  answer: unknown,
  answerIndex?: unknown,
): string | null {
  if (!Array.isArray(answer) || answer.some((value) => typeof value !== 'string')) {
    return 'The answer must be a list of texts.';
  }
  const values = answer as string[];
  switch (question.type) {
    case 'MCQ':
      if (values.length > 1) return 'Choose only one option.';
      if (values.some((value) => !question.options.includes(value)))
        return 'The answer must be one of the options.';
      return null;
    case 'checkbox':
      if (new Set(values).size !== values.length) return 'An option is chosen twice.';
      if (values.some((value) => !question.options.includes(value)))
        return 'The answer must be one of the options.';
      return null;
    case 'MCA':
      if (values.length !== question.options.length) return 'Give one value for every option.';
      if (!values.every(isMcaValue)) return "Each option must be 'true', 'false' or 'N'.";
      if (
        answerIndex !== undefined &&
        answerIndex !== null &&
        !(
          Number.isInteger(answerIndex) &&
          (answerIndex as number) >= 0 &&
          (answerIndex as number) < values.length
        )
      ) {
        return 'The changed option is not one of the options.';
      }
      return null;
    default:
      if (values.length > 1) return 'Give one text answer.';
      return null;
  }
}

function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  const left = [...new Set(texts(a))].sort();
  const right = [...new Set(texts(b))].sort();
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

function sameWritten(previous: CanonicalAnswer, next: CanonicalAnswer): boolean {
  const keys = (answer: CanonicalAnswer) => (answer.extra ?? []).map((file) => file.key).join('\n');
  return (previous.answer?.[0] ?? '') === (next.answer?.[0] ?? '') && keys(previous) === keys(next);
}

/**
 * True when saving `next` over `previous` must be refused with 'You cannot change the answer'
 * (HTTP 423). Sending the same answer again is never locked (retries and offline resends are
 * idempotent). Both answers are in canonical order.
 * - `multipleTimesSubmission` false: MCQ and checkbox lock once answered; MCA locks each option
 *   already answered 'true'/'false' (options still 'N' may be answered later).
 * - shortAns, paragraph: lock once answered whatever `multipleTimesSubmission` says (the client
 *   confirms "Once submitted, it can't be changed." and disables the button after success).
 */
export function isAnswerChangeLocked(
  type: QuestionType,
  multipleTimesSubmission: boolean,
  previous: CanonicalAnswer | null | undefined,
  next: CanonicalAnswer,
): boolean {
  if (!previous || !isAnswered(type, previous)) return false;
  if (isWrittenQuestionType(type)) return !sameWritten(previous, next);
  if (multipleTimesSubmission) return false;
  const before = previous.answer ?? [];
  const after = next.answer ?? [];
  if (type === 'MCA') {
    return before.some(
      (value, index) => value !== MCA_NOT_ANSWERED && isMcaValue(value) && after[index] !== value,
    );
  }
  return !sameTexts(before, after);
}

/**
 * Last write wins by the client's timestamp: true when an incoming answer stamped
 * `incomingTimestamp` (ms) should replace one stamped `existingTimestamp` (equal stamps replace,
 * so a retry of the same save is harmless).
 */
export function isNewerAnswer(
  incomingTimestamp: number,
  existingTimestamp: number | null | undefined,
): boolean {
  if (existingTimestamp === null || existingTimestamp === undefined || !Number.isFinite(existingTimestamp)) {
    return true;
  }
  return incomingTimestamp >= existingTimestamp;
}
