import { plural } from '../plural';
/**
 * Why an exam's retake limit cannot be stored, or null when it can. A live exam is taken once, so the
 * only limits it accepts are null (the default) and 0; a practice exam takes any whole number from 0.
 */
export function retakeLimitProblem(isPractice: boolean, retakeLimit: number | null): string | null {
  if (retakeLimit === null) return null;
  if (!Number.isInteger(retakeLimit) || retakeLimit < 0) return 'retakeLimit must be a whole number from 0';
  if (!isPractice && retakeLimit !== 0) {
    return 'a live exam is taken once: retakeLimit must be empty or 0 (retakes are for practice exams)';
  }
  return null;
}

/**
 * Whether a student who has made `used` retakes of a practice exam may make one more: always when the
 * limit is null (unlimited), never when it is 0, otherwise while fewer than the limit have been made.
 */
export function mayRetake(retakeLimit: number | null, used: number): boolean {
  return retakeLimit === null || used < retakeLimit;
}

/**
 * How many more retakes a student who has made `used` may make: null without a limit, else the
 * limit minus those made (never below 0). The student app hides Retake at 0, as the server refuses it.
 */
export function retakesLeft(retakeLimit: number | null, used: number): number | null {
  return retakeLimit === null ? null : Math.max(retakeLimit - used, 0);
}

/** The message of a refused retake: how many retakes the exam allows, all of them used. */
export function retakesUsedUpMessage(retakeLimit: number): string {
  if (retakeLimit === 0) return 'This exam cannot be retaken.';
  return `You have used all ${plural(retakeLimit, 'retake')} of this exam.`;
}
