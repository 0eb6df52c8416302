import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { setPasswordBody } from './contract/account';
import { messages } from './messages';
import { staffPasswordProblem } from './staff-password';
import { studentPasswordProblem } from './student-password';

describe('studentPasswordProblem', () => {
  it('refuses the passwords guessed first, in any letter case, with a clear message', () => {
    for (const weak of ['123456', '12345678', 'password', 'PassWord', 'qwerty123', 'iloveyou', 'aaaaaaa'])
      expect(studentPasswordProblem(weak), weak).toBe(messages.passwordTooCommon);
  });

  it('asks for six characters first, and takes a password that is not common', () => {
    expect(studentPasswordProblem('ab12')).toBe(messages.passwordTooShort);
    expect(studentPasswordProblem('mango-rain-42')).toBeNull();
    expect(studentPasswordProblem('newpass22')).toBeNull();
  });

  it('is the rule of the set-password body', () => {
    const body = { otp: '123456', hash: 'h', phone: '01710000000' };
    const weak = setPasswordBody.safeParse({ ...body, password: '12345678' });
    expect(weak.success).toBe(false);
    expect(weak.error?.issues.map((i) => i.message)).toEqual([messages.passwordTooCommon]);
    expect(setPasswordBody.safeParse({ ...body, password: 'mango-rain-42' }).success).toBe(true);
  });
});

describe('the common password list', () => {
  it('holds the most common passwords and is used for staff passwords too', () => {
    expect(isCommonPassword('basketball')).toBe(true);
    expect(isCommonPassword('correct-horse-battery')).toBe(false);
    expect(staffPasswordProblem('Manchester')).toMatch(/commonly used/);
  });
});
