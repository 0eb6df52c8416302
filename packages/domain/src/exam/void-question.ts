import type { VoidKind } from './types';

/** The marks a question counts towards the exam's total: none once dropped. */
export function countedPoint(question: { point: number; voided?: VoidKind | null }): number {
  return question.voided === 'dropped' ? 0 : question.point;
}

/**
 * The score of a voided question, whatever was answered: `fullMarks` earns `point` (no negative part),
 * `dropped` earns 0 out of 0. It is neither correct, wrong nor skipped.
 */
export function voidedScore(kind: VoidKind, point: number, answered: boolean) {
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
