import { COMMON_PASSWORDS_TEXT } from './common-passwords-list';

let common: Set<string> | undefined;

/**
 * True when a password is one that guessing tools try first: on the list of the most common passwords
 * (any letter case), or one character repeated. Built on first use, so a bundle that never checks a
 * password does not pay for the list.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  const lower = password.toLowerCase();
  return common.has(lower) || /^(.)\1+$/.test(lower);
}
