/** Taka as gateways write them: digits, optionally a point and one or two decimals ("1500", "1500.5", "1500.00"). */
const TAKA = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * An amount in paisa written as gateways take it: taka with two decimals ("1500.00"). Integer
 * arithmetic only, so no amount is ever rounded.
 */
export function paisaToTaka(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`not an amount in paisa: ${paisa}`);
  const taka = Math.floor(paisa / 100);
  const rest = paisa % 100;
  return `${taka}.${String(rest).padStart(2, '0')}`;
}

/**
 * The paisa of an amount a gateway wrote in taka ("1500.00" -> 150000), read as text so no floating
 * point is involved; null for anything else (a sign, a third decimal, letters, empty).
 */
export function takaToPaisa(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const match = TAKA.exec(String(text).trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const paisa = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paisa) ? paisa : null;
}
