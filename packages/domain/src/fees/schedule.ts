import { MAX_PAISA } from './money';

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDay = string;

const DAY_MS = 86_400_000;

function dayNumber(day: IsoDay): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(ms)) throw new RangeError(`Not a day: ${day}`);
  return Math.round(ms / DAY_MS);
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD`. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** The day `days` after `day`. */
export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** The calendar day of an instant in Bangladesh (UTC+6, no daylight saving): the office's "today". */
export function dhakaDay(at: Date): IsoDay {
  return new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
}

/** One instalment of a plan's course fee: due on a fixed day or some days after admission. */
export interface InstalmentTerm {
  /** Shown to the student and on receipts, e.g. "Instalment 2". */
  label?: string;
  /** A fixed due day (a later admission past it owes it at once). */
  dueOn?: IsoDay;
  /** Days after the admission day (used when `dueOn` is absent; 0 when both are). */
  dueAfterDays?: number;
  /** This instalment's amount; give it for every instalment or for none (then the fee is split evenly). */
  amountPaisa?: number;
}

/** What a fee plan charges. */
export interface FeeTerms {
  /** Due on the admission day; 0 for none. */
  admissionFeePaisa: number;
  /** The course fee: one payment due on the admission day when there are no instalments. */
  courseFeePaisa: number;
  instalments: InstalmentTerm[];
}

/** One due a plan creates for a newly admitted student. */
export interface ScheduledDue {
  kind: 'admission' | 'course' | 'instalment';
  label: string;
  amountPaisa: number;
  dueOn: IsoDay;
  /** 0 for the admission fee and a single course fee; 1, 2 ... for instalments. */
  sequence: number;
}

/** Why terms cannot be scheduled, or null when they can. */
export function feeTermsProblem(terms: FeeTerms): string | null {
  const amounts = [terms.admissionFeePaisa, terms.courseFeePaisa];
  if (amounts.some((a) => !Number.isSafeInteger(a) || a < 0 || a > MAX_PAISA))
    return 'Fees must be whole amounts of paisa, not negative.';
  if (terms.instalments.length > 24) return 'A plan has at most 24 instalments.';
  const given = terms.instalments.filter((i) => i.amountPaisa !== undefined);
  if (given.length > 0 && given.length < terms.instalments.length)
    return 'Give an amount for every instalment or for none.';
  if (given.length > 0) {
    if (given.some((i) => !Number.isSafeInteger(i.amountPaisa) || i.amountPaisa! <= 0))
      return 'Each instalment must be more than zero.';
    const sum = given.reduce((s, i) => s + i.amountPaisa!, 0);
    if (sum !== terms.courseFeePaisa) return 'The instalments must add up to the course fee.';
  } else if (terms.instalments.length > terms.courseFeePaisa && terms.courseFeePaisa > 0)
    return 'More instalments than paisa in the course fee.';
  for (const i of terms.instalments) {
    if (i.dueOn !== undefined && !isIsoDay(i.dueOn)) return 'An instalment due day must be YYYY-MM-DD.';
    if (i.dueAfterDays !== undefined && (!Number.isSafeInteger(i.dueAfterDays) || i.dueAfterDays < 0))
      return 'Days after admission must be a whole number, not negative.';
  }
  return null;
}

/**
 * The dues a plan gives a student admitted on `admittedOn`: the admission fee (that day), then the
 * course fee as one payment (that day) or as its instalments. An even split gives the paisa left over
 * to the first instalments, one each (10,000.00 in 3 is 3,333.34 + 3,333.33 + 3,333.33), so the parts
 * always add up to the fee. A fixed due day already past is due on the admission day. Zero amounts
 * make no due.
 */
export function scheduleDues(terms: FeeTerms, admittedOn: IsoDay): ScheduledDue[] {
  const problem = feeTermsProblem(terms);
  if (problem) throw new RangeError(problem);
  const dues: ScheduledDue[] = [];
  if (terms.admissionFeePaisa > 0)
    dues.push({
      kind: 'admission',
      label: 'Admission fee',
      amountPaisa: terms.admissionFeePaisa,
      dueOn: admittedOn,
      sequence: 0,
    });
  if (terms.courseFeePaisa === 0) return dues;
  const count = terms.instalments.length;
  if (count === 0) {
    dues.push({
      kind: 'course',
      label: 'Course fee',
      amountPaisa: terms.courseFeePaisa,
      dueOn: admittedOn,
      sequence: 0,
    });
    return dues;
  }
  const base = Math.floor(terms.courseFeePaisa / count);
  const extra = terms.courseFeePaisa - base * count;
  terms.instalments.forEach((term, index) => {
    const fixed = term.dueOn;
    const dueOn = fixed
      ? fixed < admittedOn
        ? admittedOn
        : fixed
      : addDays(admittedOn, term.dueAfterDays ?? 0);
    dues.push({
      kind: 'instalment',
      label: term.label?.trim() || `Instalment ${index + 1}`,
      amountPaisa: term.amountPaisa ?? base + (index < extra ? 1 : 0),
      dueOn,
      sequence: index + 1,
    });
  });
  return dues;
}
