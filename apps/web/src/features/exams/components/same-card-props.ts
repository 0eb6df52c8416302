import type { QuestionCardProps } from './question-input';

/** Whether two lists hold the same items in the same order (an object item compared by its JSON). */
function sameItems(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every(
    (item, i) => item === b[i] || (typeof item === 'object' && JSON.stringify(item) === JSON.stringify(b[i])),
  );
}

/**
 * Whether a question card draws the same with `next` as with `prev`: the answer shown and its files
 * compared by what they hold (the device's answer store reports new lists on every save, for every
 * question), every other prop by identity (the page keeps each question's handlers between renders).
 */
export function sameCardProps(prev: QuestionCardProps, next: QuestionCardProps): boolean {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)]) as Set<keyof QuestionCardProps>;
  for (const key of keys) {
    const same =
      key === 'value' || key === 'extra' ? sameItems(prev[key], next[key]) : Object.is(prev[key], next[key]);
    if (!same) return false;
  }
  return true;
}
