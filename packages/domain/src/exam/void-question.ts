import type { QuestionScore } from './scoring';

/**
 * How a voided question counts: `fullMarks` gives every attempt the question's full marks whatever it
 * answered (skipped included); `dropped` gives nobody marks for it and takes it out of the total.
 */
export const VOID_KINDS = ['fullMarks', 'dropped'] as const;

/** How a question of an exam was voided. */
export type VoidKind = (typeof VOID_KINDS)[number];

/** The marks a question counts towards the exam's total: none once dropped. */
export function countedPoint(question: { point: number; voided?: VoidKind | null }): number {
  return question.voided === 'dropped' ? 0 : question.point;
}

/**
 * The score of a voided question, whatever was answered: `fullMarks` earns `point` (no negative part),
 * `dropped` earns 0 out of 0. It is neither correct, wrong nor skipped: it is counted as voided.
 */
export function voidedScore(kind: VoidKind, point: number, answered: boolean): QuestionScore {
  const total = kind === 'fullMarks' ? point : 0;
  return {
    marks: total,
    negativeMarks: 0,
    total,
    correct: false,
    answered,
    skipped: false,
    pending: false,
    voided: kind,
  };
}

/** Whether voiding (or undoing, `null`) leaves the question as it is: sent twice, it takes effect once. */
export function isSameVoid(current: VoidKind | null | undefined, next: VoidKind | null): boolean {
  return (current ?? null) === next;
}
