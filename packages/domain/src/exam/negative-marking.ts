import { nonNegative } from './rounding';

/**
 * How an exam takes marks off for a wrong answer; the exam decides, one rule for the whole paper:
 * - `none`: nothing is taken off;
 * - `fraction`: the exam's fraction of each question's marks (0.25 of a 2-mark question = 0.5);
 * - `questionMarks`: each question's own negative marks as set in the question bank (never more than
 *   the question's marks in the exam; a question without them loses nothing).
 */
export const NEGATIVE_MARKING_MODES = ['none', 'fraction', 'questionMarks'] as const;
export type NegativeMarkingMode = (typeof NEGATIVE_MARKING_MODES)[number];

/** An exam's negative marking: the mode, and the fraction it uses under `fraction` (0 otherwise). */
export interface NegativeMarking {
  mode: NegativeMarkingMode;
  /** Share of a question's marks lost per wrong answer under `fraction` (0.25 = a quarter). */
  fraction: number;
}

/** No negative marking. */
export const NO_NEGATIVE_MARKING: NegativeMarking = { mode: 'none', fraction: 0 };

/**
 * The marks a wrong answer to `question` costs under the exam's `marking` (before the MCA share and
 * rounding). This is the one negative-marking rule; `scoreQuestion` applies it.
 */
export function wrongAnswerMarks(
  question: { point: number; negativeMark?: number | null },
  marking: NegativeMarking,
): number {
  const point = nonNegative(question.point);
  if (marking.mode === 'fraction') return Math.min(nonNegative(marking.fraction), 1) * point;
  if (marking.mode === 'questionMarks') return Math.min(nonNegative(question.negativeMark), point);
  return 0;
}

/** The negative-marking fields of an exam as staff send them (each may be absent in a change). */
export interface NegativeMarkingInput {
  negativeMarking?: NegativeMarkingMode | undefined;
  negativeMarkPerQuestion?: number | undefined;
}

/**
 * The negative marking an exam gets from what staff sent (`sent`) over what it has (`current`, absent
 * for a new exam), or the problem with it:
 * - no mode sent, a fraction sent: `fraction` when it is above 0, else `none` (callers that know only
 *   the fraction keep working);
 * - nothing sent: the exam keeps its marking (a new exam: none);
 * - `fraction` needs a fraction above 0 (sent, or the exam's own);
 * - `none` and `questionMarks` take no fraction: one sent above 0 is refused, the stored one becomes 0.
 */
export function resolveNegativeMarking(
  sent: NegativeMarkingInput,
  current: NegativeMarking = NO_NEGATIVE_MARKING,
): { marking: NegativeMarking } | { problem: string } {
  const sentFraction = sent.negativeMarkPerQuestion;
  if (
    sentFraction !== undefined &&
    !(Number.isFinite(sentFraction) && sentFraction >= 0 && sentFraction <= 1)
  )
    return { problem: 'negativeMarkPerQuestion must be between 0 and 1' };
  const mode =
    sent.negativeMarking ??
    (sentFraction === undefined ? current.mode : sentFraction > 0 ? 'fraction' : 'none');
  if (mode === 'fraction') {
    const fraction = sentFraction ?? current.fraction;
    if (!(fraction > 0))
      return { problem: "negative marking 'fraction' needs negativeMarkPerQuestion above 0" };
    return { marking: { mode, fraction } };
  }
  if (sentFraction !== undefined && sentFraction > 0)
    return { problem: `negative marking '${mode}' takes no negativeMarkPerQuestion (send 0)` };
  return { marking: { mode, fraction: 0 } };
}

/** The fraction the exam views carry as `negativeMarkPerQuestion`: the exam's fraction under `fraction`, else 0. */
export function negativeFraction(marking: NegativeMarking): number {
  return marking.mode === 'fraction' ? Math.min(nonNegative(marking.fraction), 1) : 0;
}
