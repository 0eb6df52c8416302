import { toHundredths } from './rounding';

/** One result of an exam, for the merit list. */
export interface MeritEntry {
  id: string;
  marks: number;
}

/**
 * Merit positions of the results of ONE exam: 1 + the number of results with more marks, so ties
 * share a position and the next position skips (100, 90, 90, 80 -> 1, 2, 2, 4). Marks are
 * compared at 2 decimals; a result with non-finite marks ranks below every finite one.
 * Returns the positions in input order.
 */
export function meritPositions(results: readonly MeritEntry[]): { id: string; position: number }[] {
  const key = (marks: number) => (Number.isFinite(marks) ? toHundredths(marks) : Number.NEGATIVE_INFINITY);
  const sorted = results.map((result) => key(result.marks)).sort((a, b) => (a === b ? 0 : a < b ? 1 : -1));
  const positions = new Map<number, number>();
  sorted.forEach((marks, index) => {
    if (!positions.has(marks)) positions.set(marks, index + 1);
  });
  return results.map((result) => ({
    id: result.id,
    position: positions.get(key(result.marks)) ?? results.length,
  }));
}
