/** A local mobile number: 01, then a digit 3 to 9, then 8 more digits. */
export const PHONE_PATTERN = /^01[3-9]\d{8}$/;

/** The country prefix added to 11-digit local numbers to make a username. */
export const PHONE_PREFIX = '88';

/** True when `phone` is a valid local mobile number. */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/**
 * The sign-in username of a mobile number: 88 + the local number. A number in another accepted form
 * (+880…, 880…, with spaces or dashes) gives the same username as its local form.
 */
export function toUsername(phone: string): string {
  return `${PHONE_PREFIX}${normalizePhone(phone) ?? phone}`;
}

/** A local number, optionally after 88 or +88, once the spaces and dashes people type are taken out. */
const TYPED_PHONE = /^(?:\+?88)?(01[3-9]\d{8})$/;

/** Bengali digits (০ to ৯) as the ASCII digits they stand for. */
export function asciiDigits(input: string): string {
  return input.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

/**
 * The local number (01XXXXXXXXX) of a Bangladeshi mobile number typed as 01…, 8801… or +8801…, in
 * English or Bengali digits (০১৭…), with spaces or dashes anywhere; null when it is none of those.
 */
export function normalizePhone(input: string): string | null {
  const match = TYPED_PHONE.exec(asciiDigits(input).replace(/[\s-]/g, ''));
  return match?.[1] ?? null;
}

/** The local number of a username (8801XXXXXXXXX -> 01XXXXXXXXX) to show; the text itself when it is not one. */
export function localPhoneOf(username: string): string {
  return normalizePhone(username) ?? username;
}
