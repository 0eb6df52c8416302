import { PASSWORD_MIN_LENGTH } from './account';
import { isCommonPassword } from './common-passwords';
import { messages } from './messages';

/**
 * Why a new student password (registration or reset) is not acceptable, as the message the student
 * sees, or null when it is fine: at least six characters and not a commonly used password.
 */
export function studentPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort;
  if (isCommonPassword(password)) return messages.passwordTooCommon;
  return null;
}
