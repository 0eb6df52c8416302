import { daysBetween, type IsoDay } from './schedule';

/** A plan's late fee: charged on a due left unpaid more than `graceDays` after its due day. */
export interface LateFeeRule {
  graceDays: number;
  /** Charged once, the first day past the grace. */
  fixedPaisa: number;
  /** Added for each further day past the grace. */
  perDayPaisa: number;
  /** The most the late fee of one due can reach (0: no cap). */
  capPaisa: number;
}

/** Why a late fee rule is not valid, or null. */
export function lateFeeProblem(rule: LateFeeRule): string | null {
  const values = [rule.graceDays, rule.fixedPaisa, rule.perDayPaisa, rule.capPaisa];
  return values.every((v) => Number.isSafeInteger(v) && v >= 0)
    ? null
    : 'Late fee figures are whole numbers, not negative.';
}

/**
 * The late fee on a due of `dueOn` as of `today`: nothing within the grace days, then the fixed
 * amount plus the daily amount for each day after the first, capped. A rule of null charges nothing.
 */
export function lateFeePaisa(rule: LateFeeRule | null, dueOn: IsoDay, today: IsoDay): number {
  if (!rule) return 0;
  const late = daysBetween(dueOn, today) - rule.graceDays;
  if (late <= 0) return 0;
  const fee = rule.fixedPaisa + rule.perDayPaisa * (late - 1);
  return rule.capPaisa > 0 ? Math.min(fee, rule.capPaisa) : fee;
}
