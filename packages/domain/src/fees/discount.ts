/** A discount or waiver given to a student: a fixed amount, or a percentage in basis points. */
export type DiscountRule =
  | { kind: 'fixed'; amountPaisa: number }
  /** 1 basis point = 0.01 %: 1050 is 10.5 %, 10000 waives everything. */
  | { kind: 'percent'; basisPoints: number };

/** Why a discount rule is not valid, or null. */
export function discountProblem(rule: DiscountRule): string | null {
  if (rule.kind === 'fixed')
    return Number.isSafeInteger(rule.amountPaisa) && rule.amountPaisa > 0
      ? null
      : 'A fixed discount is a whole amount of paisa above zero.';
  return Number.isSafeInteger(rule.basisPoints) && rule.basisPoints > 0 && rule.basisPoints <= 10_000
    ? null
    : 'A percentage is between 0.01 and 100 (in basis points, 1 to 10000).';
}

/**
 * The discount in paisa on `basePaisa`. A percentage is rounded to the nearest paisa, half a paisa up
 * (integers only: (base × bp + 5000) ÷ 10000). Never more than the base: the amount owed never goes
 * below zero.
 */
export function discountPaisa(rule: DiscountRule, basePaisa: number): number {
  const problem = discountProblem(rule);
  if (problem) throw new RangeError(problem);
  const raw =
    rule.kind === 'fixed' ? rule.amountPaisa : Math.floor((basePaisa * rule.basisPoints + 5_000) / 10_000);
  return Math.max(0, Math.min(raw, basePaisa));
}

/**
 * Spreads a discount over dues, latest first (so the earliest dues, the ones due soonest, stay as
 * they were until the later ones are waived in full). `open` is what is still owed on each due, in
 * due order; the answer is the reduction of each, in the same order.
 */
export function spreadDiscount(open: readonly number[], discount: number): number[] {
  const cuts = open.map(() => 0);
  let left = discount;
  for (let i = open.length - 1; i >= 0 && left > 0; i--) {
    const cut = Math.min(open[i]!, left);
    cuts[i] = cut;
    left -= cut;
  }
  return cuts;
}
