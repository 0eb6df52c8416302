import { describe, expect, it } from 'vitest';
import texts from '../../lib/i18n/bn.json';
import { confirmError, PASSWORDS_DONT_MATCH } from './confirm-password';

describe('confirmError', () => {
  it("says the passwords don't match with its apostrophe, in Bengali too", () => {
    expect(confirmError('secret12', 'secret13')).toBe("Passwords don't match");
    expect((texts as Record<string, string>)[PASSWORDS_DONT_MATCH]).toBe('পাসওয়ার্ড দুটি মেলেনি');
  });

  it('asks for the confirmation when it is empty and is null when both match', () => {
    expect(confirmError('secret12', '')).toBe('Please confirm passwrod');
    expect(confirmError('secret12', 'secret12')).toBeNull();
  });
});
