import { isCommonPassword } from './common-passwords';

/** The fewest characters a staff password may have. */
export const STAFF_PASSWORD_MIN = 10;

// Commonly guessed passwords of ten or more characters the shared list does not hold (local words).
const COMMON_PASSWORDS = new Set([
  '1234567890',
  '12345678910',
  '0123456789',
  '0987654321',
  '1111111111',
  '0000000000',
  '1122334455',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'qwerty123456',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'asdfghjkl1',
  'zxcvbnm123',
  'iloveyou12',
  'admin12345',
  'admin123456',
  'administrator',
  'welcome123',
  'welcome1234',
  'letmein123',
  'changeme123',
  'abcdefghij',
  'abc1234567',
  'abcd123456',
  'bangladesh',
  'bangladesh1',
  'bangladesh123',
  'dhaka12345',
]);

/**
 * Why a staff password is not acceptable, or null when it is: at least ten characters, not one of the
 * commonly guessed passwords (the shared list and a few local ones), and not a single character repeated.
 */
export function staffPasswordProblem(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return `must be at least ${STAFF_PASSWORD_MIN} characters`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || isCommonPassword(lower))
    return 'is a commonly used password: choose a less guessable one';
  return null;
}
