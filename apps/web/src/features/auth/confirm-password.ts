import { confirmPasswordError, messages } from '@lms/domain';

/** The confirmation's mismatch, written properly (the shared rule keeps the original client's "dont"). */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** The error of the password confirmation, or null: empty, or not the same as the password. */
export function confirmError(password: string | undefined, confirm: string | undefined): string | null {
  const error = confirmPasswordError(password, confirm);
  return error === messages.passwordsDontMatch ? PASSWORDS_DONT_MATCH : error;
}
