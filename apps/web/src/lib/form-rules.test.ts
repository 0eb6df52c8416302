import { messages } from '@lms/domain';
import { describe, expect, it } from 'vitest';
import { phoneRule, requiredRule, validateAll } from './form-rules';

type Values = { phone: string; password: string };
const rules = {
  phone: phoneRule<Values>({ required: messages.phoneRequired, invalid: messages.phoneInvalid }),
  password: requiredRule<Values>(messages.passwordRequired),
};

describe('sign-in rules', () => {
  it('asks for both fields with the spec words', () => {
    expect(validateAll({ phone: '', password: '' }, rules)).toEqual({
      phone: 'Please enter phone no.',
      password: 'Please enter password',
    });
  });

  it.each(['0171000000', '01210000001', '8801710000001', 'abcdefghijk'])('rejects %s', (phone) => {
    expect(validateAll({ phone, password: 'x' }, rules)).toEqual({ phone: 'Phone no. is not valid' });
  });

  it('accepts a valid number (spaces around it are forgiven)', () => {
    expect(validateAll({ phone: ' 01710000001 ', password: 'x' }, rules)).toEqual({});
  });

  it('uses the register words on the register screen', () => {
    const register = phoneRule<{ phone: string }>({
      required: messages.phoneRequiredYourNumber,
      invalid: messages.phoneInvalidRegister,
    });
    expect(register('', { phone: '' })).toBe('Please enter your phone number');
    expect(register('123', { phone: '123' })).toBe('Phone number is not valid');
  });
});
