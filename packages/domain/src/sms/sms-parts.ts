/** How a text message is encoded on the air: GSM-7 (English) or UCS-2 (anything else, Bengali too). */
export type SmsEncoding = 'gsm7' | 'ucs2';

// The GSM 03.38 basic character set: each is one septet.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
// The extension table: each takes an escape and the character, two septets.
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** Characters of one part: a single message, and each part of a longer one (its header takes the rest). */
export const SMS_PART_SIZES = {
  gsm7: { single: 160, multi: 153 },
  ucs2: { single: 70, multi: 67 },
} as const;

/** How a text is billed: its encoding, its length in the encoding's units and the parts it takes. */
export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets for GSM-7 (an extension character counts 2), UTF-16 code units for UCS-2. */
  units: number;
  /** Parts the operator bills (0 for an empty text). */
  parts: number;
  /** Units still free in the last part. */
  remaining: number;
}

/** True when every character of `text` is in the GSM-7 basic or extension table. */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM_BASIC.has(ch) && !GSM_EXTENDED.has(ch)) return false;
  return true;
}

/**
 * The encoding, length and parts of a text as an operator bills it. GSM-7: 160 septets in one message,
 * 153 per part of a longer one; UCS-2: 70 and 67 UTF-16 units. A unit that may not be split (an
 * extension character's escape and character, a surrogate pair) starts the next part when it does not
 * fit in this one, as handsets and gateways do.
 */
export function countSms(text: string): SmsCount {
  const encoding: SmsEncoding = isGsm7(text) ? 'gsm7' : 'ucs2';
  const sizes: number[] = [];
  for (const ch of text) {
    if (encoding === 'gsm7') sizes.push(GSM_EXTENDED.has(ch) ? 2 : 1);
    else sizes.push(ch.length);
  }
  const units = sizes.reduce((a, b) => a + b, 0);
  const { single, multi } = SMS_PART_SIZES[encoding];
  if (units === 0) return { encoding, units, parts: 0, remaining: single };
  if (units <= single) return { encoding, units, parts: 1, remaining: single - units };
  let parts = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > multi) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, units, parts, remaining: multi - used };
}
