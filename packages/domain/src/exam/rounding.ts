/**
 * Rounding of marks. Every mark the rules produce is rounded to 2 decimals, half away from zero,
 * after removing binary floating-point noise (so 1.005 rounds to 1.01 and -0.125 to -0.13).
 * Per-question marks are rounded once; totals are summed in whole hundredths, so a total always
 * equals the sum of the 2-decimal marks it is made of and carries no float residue.
 */

/** Decimals marks are kept and shown with (results show 2 decimals). */
export const MARK_DECIMALS = 2;

/** A non-negative finite number, else 0 (marks, points and factors that cannot be below 0). */
export function nonNegative(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** `value` rounded to 2 decimals, half away from zero. Non-finite input gives 0. */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const scaled = Math.abs(value) * 100;
  // Removing the noise (toPrecision) moves `scaled` by far less than 1e-6 below 1e9, so it can change
  // the rounding only next to a half; elsewhere Math.round alone gives the same, without the string
  // (scoring calls this a few times per question on every submit).
  const fraction = scaled - Math.floor(scaled);
  const hundredths =
    scaled < 1e9 && Math.abs(fraction - 0.5) > 1e-6
      ? Math.round(scaled)
      : Math.round(Number(scaled.toPrecision(15)));
  const rounded = hundredths / 100;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** `value` (rounded to 2 decimals) as a whole number of hundredths. */
export function toHundredths(value: number): number {
  return Math.round(round2(value) * 100);
}

/** The sum of marks, each rounded to 2 decimals, added in whole hundredths (no float drift). */
export function sumMarks(values: Iterable<number>): number {
  let hundredths = 0;
  for (const value of values) hundredths += toHundredths(value);
  return hundredths / 100;
}
