/**
 * Receipt serials: `DHK-2026-000123`, a branch's code, the year, and a number counted from 1 per code
 * and year (the server keeps the counter; these only write and read the text).
 */

/** A receipt code made from a branch's name: its first three Latin letters, upper case (`GEN` without). */
export function branchReceiptCode(branchName: string | null | undefined): string {
  const letters = (branchName ?? '').toUpperCase().replace(/[^A-Z]/g, '');
  return letters.length >= 2 ? letters.slice(0, 3) : 'GEN';
}

/** The serial text of receipt number `n` of a code and year (six digits, more when it grows past). */
export function formatReceiptSerial(code: string, year: number, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a receipt number: ${n}`);
  return `${code}-${year}-${String(n).padStart(6, '0')}`;
}

/** The parts of a serial, or null when the text is not one. */
export function parseReceiptSerial(serial: string): { code: string; year: number; n: number } | null {
  const match = /^([A-Z]{2,6})-(\d{4})-(\d{6,})$/.exec(serial.trim());
  return match ? { code: match[1]!, year: Number(match[2]), n: Number(match[3]) } : null;
}
