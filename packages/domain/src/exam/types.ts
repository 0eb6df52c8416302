/**
 * How a question voided after the exam counts: `fullMarks` gives every attempt the question's full
 * marks whatever it answered (skipped included); `dropped` gives nobody marks for it and takes it out
 * of the total (see `voidedScore`).
 */
export const VOID_KINDS = ['fullMarks', 'dropped'] as const;

/** How a question of an exam was voided. */
export type VoidKind = (typeof VOID_KINDS)[number];

/** The question types of an exam. */
export const QUESTION_TYPES = ['MCQ', 'MCA', 'checkbox', 'shortAns', 'paragraph'] as const;

/**
 * A question type:
 * - `MCQ`: one correct option;
 * - `MCA`: multi-part true/false, one `'true' | 'false'` per option;
 * - `checkbox`: several correct options, the chosen set must equal the key;
 * - `shortAns`, `paragraph`: written answers (text and/or files) marked by an examiner.
 */
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Question types scored automatically from the key. */
export type ObjectiveQuestionType = 'MCQ' | 'MCA' | 'checkbox';
/** Question types an examiner marks by hand. */
export type WrittenQuestionType = 'shortAns' | 'paragraph';

/** True for the written types (shortAns, paragraph), which an examiner marks. */
export function isWrittenQuestionType(type: QuestionType): type is WrittenQuestionType {
  return type === 'shortAns' || type === 'paragraph';
}

/** The letters options are labelled with, in order (A to K). */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;

/** An option letter, A to K. */
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** The most options a question may have (11, letters A to K). */
export const MAX_OPTIONS = OPTION_LETTERS.length;

/** The zero-based index of an option letter ('A' -> 0), or -1 when it is not one of A to K. */
export function optionIndexOfLetter(letter: string): number {
  return (OPTION_LETTERS as readonly string[]).indexOf(letter);
}

/** The values of one MCA option: true, false, or 'N' (not answered). */
export const MCA_VALUES = ['true', 'false', 'N'] as const;

/** The answer to one MCA option. */
export type McaValue = (typeof MCA_VALUES)[number];

/** The value of an MCA option the student did not answer. */
export const MCA_NOT_ANSWERED: McaValue = 'N';

/** True when `value` is 'true', 'false' or 'N'. */
export function isMcaValue(value: unknown): value is McaValue {
  return typeof value === 'string' && (MCA_VALUES as readonly string[]).includes(value);
}

/**
 * One exam question as the rules need it, with its options and key in CANONICAL order (the order
 * staff authored; shuffling for display never changes it).
 *
 * The key (`answer`) is represented like the answers on the wire, so the two compare directly:
 * - MCQ: `[correctOptionText]`;
 * - checkbox: `[optionText, ...]`, every correct option's text (order irrelevant);
 * - MCA: one `'true' | 'false'` per option, in canonical option order;
 * - shortAns / paragraph: optional model answer text(s); never used for scoring.
 *
 * Option texts are compared exactly (no trimming, no case folding); staff tools must keep the
 * option texts of one question distinct.
 */
export interface ExamQuestionRule {
  /** The question id (`_id`). */
  id: string;
  type: QuestionType;
  /** Full marks of the question. */
  point: number;
  /** Option texts in canonical order (empty for written questions). */
  options: readonly string[];
  /** The key, in the representation described above. */
  answer: readonly string[];
  /** The subject of the question, for subject-wise statistics and segmented exams. */
  subjectId?: string | null;
  /**
   * Marks this question loses for a wrong answer, as its author set them; they count only when the
   * exam's negative marking is `questionMarks` (see `wrongAnswerMarks`).
   */
  negativeMark?: number | null;
  /** Voided in this exam after it was sat (see `voidedScore`); absent or null: scored as usual. */
  voided?: VoidKind | null;
}

/** An uploaded file attached to a written answer (`extra` on the wire). */
export interface AnswerAttachment {
  name: string;
  key: string;
  type: string;
  /** Key of the examiner's evaluated copy, when there is one. */
  evaluatedKey?: string;
}

/**
 * A student's answer to one question in CANONICAL order (MCA answers mapped back from the order
 * the student saw with `toCanonicalOrder`), as the server stores and scores it.
 */
export interface CanonicalAnswer {
  /** MCQ `[optionText]`; checkbox `[optionText, ...]`; MCA one value per option; written `[text]`. */
  answer?: readonly string[] | null;
  /** Uploaded files of a written answer. */
  extra?: readonly AnswerAttachment[] | null;
  /** Marks an examiner gave a written answer (0..point); absent or null while not yet marked. */
  examinerMarks?: number | null;
  /**
   * Net marks an examiner set on an auto-marked answer (MCQ, checkbox, MCA) in place of the key's;
   * absent or null when the key decides.
   */
  overrideMarks?: number | null;
}
