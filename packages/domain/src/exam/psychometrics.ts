/**
 * Test statistics a psychometrician reads: spread, reliability, the standard error of measurement,
 * and per item the facility, the item-rest point-biserial and each option's discrimination. Every
 * function takes sums the database can aggregate (n, sum, sum of squares, cross sums), so the server
 * never needs a row per answer in memory. Variances are population variances (divided by n), the
 * convention of KR-20 and coefficient alpha.
 */

/** Sums of a score over n cases. */
export interface Moments {
  n: number;
  sum: number;
  sumSq: number;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Population variance from sums; null with no case. Tiny negative values from rounding read as 0. */
export function varianceOf(m: Moments): number | null {
  if (!(m.n > 0)) return null;
  const mean = m.sum / m.n;
  return Math.max(0, m.sumSq / m.n - mean * mean);
}

/** Population standard deviation, 4 decimals; null with no case. */
export function standardDeviation(m: Moments): number | null {
  const v = varianceOf(m);
  return v === null ? null : round4(Math.sqrt(v));
}

/** Which coefficient the reliability is: KR-20 when every item scores either 0 or its full marks. */
export type ReliabilityMethod = 'kr20' | 'alpha';

/**
 * Coefficient alpha: k/(k-1) x (1 - sum of item variances / variance of the total), 4 decimals.
 * With items scored right or wrong it is KR-20 (an item's variance is then p(1-p) of its marks).
 * Null below 2 items or 2 cases, or when the total does not vary (every student the same marks:
 * nothing to be reliable about). It can be negative (items that disagree); it is shown as it is.
 */
export function reliabilityCoefficient(items: readonly Moments[], total: Moments): number | null {
  const k = items.length;
  if (k < 2 || total.n < 2) return null;
  const totalVariance = varianceOf(total);
  if (totalVariance === null || totalVariance <= 1e-12) return null;
  const itemVariance = items.reduce((sum, m) => sum + (varianceOf(m) ?? 0), 0);
  return round4((k / (k - 1)) * (1 - itemVariance / totalVariance));
}

/**
 * Standard error of measurement: SD x sqrt(1 - reliability), 4 decimals; the band (in marks) within
 * which a student's score would move on a retest. A negative reliability counts as 0 (the SEM is
 * then the SD itself); null when either is unknown.
 */
export function standardErrorOfMeasurement(sd: number | null, reliability: number | null): number | null {
  if (sd === null || reliability === null) return null;
  return round4(sd * Math.sqrt(1 - Math.min(1, Math.max(0, reliability))));
}

/** Facility: the mean score on an item over its full marks (0..1), 4 decimals; null with no case or no marks. */
export function facility(item: Moments, point: number): number | null {
  if (!(item.n > 0) || !(point > 0)) return null;
  return round4(item.sum / item.n / point);
}

/** Sums of an item score x and the test total T over the same n cases (x is part of T). */
export interface ItemTotalSums {
  n: number;
  sumX: number;
  sumXX: number;
  sumT: number;
  sumTT: number;
  sumXT: number;
}

/**
 * Point-biserial discrimination: the correlation of the item score with the rest of the test (the
 * total without this item, so the item does not correlate with itself), 4 decimals. Null below 2
 * cases, or when the item or the rest does not vary (everyone right, or the same rest score).
 */
export function pointBiserialRest(s: ItemTotalSums): number | null {
  if (s.n < 2) return null;
  const mx = s.sumX / s.n;
  const mt = s.sumT / s.n;
  const varX = s.sumXX / s.n - mx * mx;
  const varT = s.sumTT / s.n - mt * mt;
  const covXT = s.sumXT / s.n - mx * mt;
  const covXR = covXT - varX;
  const varR = varT - 2 * covXT + varX;
  if (varX <= 1e-12 || varR <= 1e-12) return null;
  return round4(Math.max(-1, Math.min(1, covXR / Math.sqrt(varX * varR))));
}

/**
 * An option's discrimination: the share of the top group choosing it minus the share of the bottom
 * group, 4 decimals (-1..1). The key should be positive; a wrong option should be negative (the weak
 * choose it). Null when either group is empty.
 */
export function optionDiscrimination(
  upperChose: number,
  upperSize: number,
  lowerChose: number,
  lowerSize: number,
): number | null {
  if (!(upperSize > 0) || !(lowerSize > 0)) return null;
  return round4(upperChose / upperSize - lowerChose / lowerSize);
}

/** A wrong option that the strong students choose more often than the weak: a second key, or a trap for those who know. */
export function attractsStrong(isKey: boolean, discrimination: number | null): boolean {
  return !isKey && discrimination !== null && discrimination > 0;
}
