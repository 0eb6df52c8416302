import { messages } from './messages';

/** Length of a one-time code. */
export const OTP_LENGTH = 6;
/** Seconds before a new code may be requested (the resend countdown). */
export const OTP_RESEND_SECONDS = 300;
/** Minutes a code stays valid. */
export const OTP_LIFETIME_MINUTES = 5;
/** Wrong tries allowed per code before it is void. */
export const OTP_MAX_TRIES = 5;
/** Minimum length of a new password. */
export const PASSWORD_MIN_LENGTH = 6;
/** GPA values are between these, inclusive. */
export const GPA_MIN = 0;
export const GPA_MAX = 5;
/** The client version label shown in the avatar menu. */
export const CLIENT_VERSION_LABEL = 'v2.3.4';
/** HTTP timeout of the client, in milliseconds. */
export const HTTP_TIMEOUT_MS = 60_000;

/** True when `code` is exactly six digits. */
export function isValidOtp(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

/** The first rule a new password breaks, as the student app's message, or null when it is fine. */
export function newPasswordError(password: string | undefined): string | null {
  if (!password) return messages.newPasswordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort;
  return null;
}

/** The first rule a confirmation breaks, or null when it matches. */
export function confirmPasswordError(
  password: string | undefined,
  confirm: string | undefined,
): string | null {
  if (!confirm) return messages.confirmRequired;
  if (password !== confirm) return messages.passwordsDontMatch;
  return null;
}

/** True when a GPA is a number from 0 to 5 inclusive. */
export function isValidGpa(value: number): boolean {
  return Number.isFinite(value) && value >= GPA_MIN && value <= GPA_MAX;
}

/**
 * The session id in an `Authorization` header or a socket's `sessionId`: the bare id, `Bearer <id>`,
 * or the id in one pair of double quotes (the original student client stores and sends
 * `JSON.stringify` of the id). Null when nothing is left.
 */
export function sessionIdOf(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let value = raw.trim();
  if (value.startsWith('Bearer ')) value = value.slice(7).trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1).trim();
  return value || null;
}
