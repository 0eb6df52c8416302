import { type NegativeMarking, wrongAnswerMarks } from './negative-marking';
import { nonNegative, round2 } from './rounding';
import { type ExamQuestionRule, isWrittenQuestionType } from './types';

/** The shortest and longest reason an examiner gives for overriding marks. */
export const OVERRIDE_REASON_LENGTH = { min: 3, max: 500 } as const;

/**
 * The marks an override of an auto-marked answer may give: from minus what a wrong answer loses
 * (the exam's negative marking for this question) to the question's point. An override cannot take
 * more than a wrong answer would, nor give more than a right one.
 */
export function overrideBounds(
  question: Pick<ExamQuestionRule, 'point' | 'negativeMark'>,
  marking: NegativeMarking,
): { min: number; max: number } {
  return { min: round2(-wrongAnswerMarks(question, marking)), max: round2(nonNegative(question.point)) };
}

/**
 * Why marks cannot override the key's on this question (null when they can): only an answered
 * MCQ, checkbox or MCA is overridden (a written answer is marked by an examiner, and a skipped
 * question has no answer to judge); the marks lie within `overrideBounds`, in hundredths at most.
 */
export function overrideProblem(
  question: Pick<ExamQuestionRule, 'type' | 'point' | 'negativeMark'>,
  marking: NegativeMarking,
  marks: number,
  answered: boolean,
): string | null {
  if (isWrittenQuestionType(question.type))
    return 'A written answer is marked in the marking section, not overridden.';
  if (!answered) return 'The student did not answer this question; there is nothing to override.';
  const { min, max } = overrideBounds(question, marking);
  if (!Number.isFinite(marks) || marks < min - 1e-9 || marks > max + 1e-9)
    return `Give marks from ${min} to ${max} on this question.`;
  if (Math.abs(Math.round(marks * 100) - marks * 100) > 1e-6) return 'Give marks with at most two decimals.';
  return null;
}
