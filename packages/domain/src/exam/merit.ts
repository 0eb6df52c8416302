import { toHundredths } from './rounding';

/** One result of an exam, for the merit list. */
export interface MeritEntry {
  id: string;
  marks: number;
}

/**
 * The server computes these figures set-based in SQL when results are published or change
 * (`rank-repository.ts`: RANK() for positions, a running count for the percentile); its tests hold
 * the SQL to the functions here.
 */

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

/**
 * The percentile of a result: the share of results (itself included) whose marks are at or below
 * its own, in percent, 2 decimals, half up ("you scored at or above 93.5% of the candidates").
 * The top result, and every result of an exam sat by one student, is at 100; all tied are all at 100.
 * Chosen over the mid-point percentile rank (below + half the ties) because it reads directly and
 * the top student is never shown less than 100. 0 results give 0.
 */
export function percentileRank(atOrBelow: number, total: number): number {
  if (total <= 0) return 0;
  // In whole hundredths of a percent: an exact half (k/n with n dividing 20000k) is exact in binary.
  return Math.round((10_000 * atOrBelow) / total) / 100;
}

/**
 * The percentile of each result of ONE exam (`percentileRank`), marks compared at 2 decimals as
 * for merit positions. Returns them in input order.
 */
export function meritPercentiles(results: readonly MeritEntry[]): { id: string; percentile: number }[] {
  const key = (marks: number) => (Number.isFinite(marks) ? toHundredths(marks) : Number.NEGATIVE_INFINITY);
  const keys = results.map((result) => key(result.marks));
  const sorted = [...keys].sort((a, b) => a - b);
  return results.map((result, index) => {
    const mine = keys[index]!;
    // Binary search for the last key <= mine.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! <= mine) lo = mid + 1;
      else hi = mid;
    }
    return { id: result.id, percentile: percentileRank(lo, results.length) };
  });
}
