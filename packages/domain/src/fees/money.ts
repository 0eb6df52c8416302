/**
 * Money is a whole number of paisa (1 taka = 100 paisa) everywhere: in the database, on the wire and in
 * every sum. Floating point never touches an amount; these are the only conversions to and from text.
 */

/** Paisa in one taka. */
export const PAISA_PER_TAKA = 100;

/** The largest amount we accept (one hundred crore taka): far above any fee, well inside safe integers. */
export const MAX_PAISA = 1_000_000_000_000;

/** Whether `value` is a whole, non-negative amount of paisa within `MAX_PAISA`. */
export function isPaisa(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_PAISA;
}

/** Digits grouped the South Asian way: the last three, then pairs (`12,34,567`). */
export function groupLakh(digits: string): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last}`;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** The same text with Western digits written as Bengali digits. */
export function bengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!);
}

/** The language a money text is written in. */
export type MoneyLanguage = 'en' | 'bn';

/**
 * An amount as people write it on a receipt: `Tk 1,500.00` in English, `৳১,৫০০.০০` in Bengali (lakh
 * grouping in both; a minus sign before the symbol for a negative balance).
 */
export function formatTaka(paisa: number, language: MoneyLanguage = 'en'): string {
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`Not a whole number of paisa: ${paisa}`);
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  const taka = groupLakh(String(Math.floor(abs / PAISA_PER_TAKA)));
  const rest = String(abs % PAISA_PER_TAKA).padStart(2, '0');
  return language === 'bn' ? `${sign}৳${bengaliDigits(`${taka}.${rest}`)}` : `${sign}Tk ${taka}.${rest}`;
}

/** An amount in taka as a gateway takes it: `"1500.00"` (no grouping, two decimals). */
export function takaDecimal(paisa: number): string {
  if (!isPaisa(paisa)) throw new RangeError(`Not an amount of paisa: ${paisa}`);
  return `${Math.floor(paisa / PAISA_PER_TAKA)}.${String(paisa % PAISA_PER_TAKA).padStart(2, '0')}`;
}

/**
 * Reads an amount of taka typed by a person or sent by a gateway (`1500`, `1,500.5`, `Tk 1,500.00`,
 * `৳১৫০০`) into paisa, by its digits alone (never through a float). Null when it is not an amount:
 * negative, more than two decimals, or beyond `MAX_PAISA`.
 */
export function parseTaka(text: string): number | null {
  const western = text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
  const cleaned = western
    .trim()
    .replace(/^(Tk\.?|BDT|৳)\s*/i, '')
    .replace(/,/g, '');
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const paisa = Number(match[1]) * PAISA_PER_TAKA + Number((match[2] ?? '').padEnd(2, '0'));
  return isPaisa(paisa) ? paisa : null;
}
