/** A local mobile number: 01, then a digit 3 to 9, then 8 more digits. */
export const PHONE_PATTERN = /^01[3-9]\d{8}$/;

/** The country prefix added to 11-digit local numbers to make a username. */
export const PHONE_PREFIX = '88';

/** True when `phone` is a valid local mobile number. */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/** The sign-in username for a local number: 88 + phone. */
export function toUsername(phone: string): string {
  return `${PHONE_PREFIX}${phone}`;
}

/**
 * Accepts a local number (01XXXXXXXXX) or a username (8801XXXXXXXXX) and returns the local number,
 * or null when it is neither.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  const local =
    trimmed.length === 13 && trimmed.startsWith(PHONE_PREFIX) ? trimmed.slice(PHONE_PREFIX.length) : trimmed;
  return isValidPhone(local) ? local : null;
}

/** The local number of a username (8801XXXXXXXXX -> 01XXXXXXXXX) to show; the text itself when it is not one. */
export function localPhoneOf(username: string): string {
  return normalizePhone(username) ?? username;
}
