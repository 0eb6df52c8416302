import { describe, expect, it } from 'vitest';
import {
  CLIENT_VERSION_LABEL,
  confirmPasswordError,
  isValidGpa,
  isValidOtp,
  newPasswordError,
  OTP_RESEND_SECONDS,
  sessionIdOf,
} from './account';

describe('new password', () => {
  it.each([
    [undefined, 'Please enter new password'],
    ['', 'Please enter new password'],
    ['12345', 'Password length must be at least 6 characters.'],
    ['123456', null],
  ])('%s -> %s', (input, expected) => {
    expect(newPasswordError(input)).toBe(expected);
  });
});

describe('confirmation', () => {
  it('asks for the confirmation with the client typo', () => {
    expect(confirmPasswordError('secret1', '')).toBe('Please confirm passwrod');
  });
  it('rejects a mismatch', () => {
    expect(confirmPasswordError('secret1', 'secret2')).toBe('Passwords dont match');
  });
  it('accepts a match', () => {
    expect(confirmPasswordError('secret1', 'secret1')).toBeNull();
  });
});

describe('otp', () => {
  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('%s valid: %s', (code, ok) => {
    expect(isValidOtp(code)).toBe(ok);
  });
  it('waits 300 seconds before a resend', () => {
    expect(OTP_RESEND_SECONDS).toBe(300);
  });
});

describe('gpa and text rules', () => {
  it.each([
    [0, true],
    [5, true],
    [3.5, true],
    [-0.1, false],
    [5.01, false],
    [Number.NaN, false],
  ])('gpa %s valid: %s', (gpa, ok) => {
    expect(isValidGpa(gpa)).toBe(ok);
  });
  it('labels the client version', () => {
    expect(CLIENT_VERSION_LABEL).toBe('v2.3.4');
  });
});

describe('sessionIdOf', () => {
  it('takes the bare id, the Bearer form and the JSON-quoted form alike', () => {
    expect(sessionIdOf('abc')).toBe('abc');
    expect(sessionIdOf('Bearer abc')).toBe('abc');
    expect(sessionIdOf('"abc"')).toBe('abc');
    expect(sessionIdOf(' "abc" ')).toBe('abc');
  });
  it('strips one pair of quotes only, and gives null for nothing', () => {
    expect(sessionIdOf('""abc""')).toBe('"abc"');
    expect(sessionIdOf('"abc')).toBe('"abc');
    expect(sessionIdOf('""')).toBeNull();
    expect(sessionIdOf('')).toBeNull();
    expect(sessionIdOf(undefined)).toBeNull();
  });
});
