import { describe, expect, it } from 'vitest';
import { isValidPhone, localPhoneOf, normalizePhone, toUsername } from './phone';

describe('phone pattern', () => {
  it.each([
    ['01710000001', true],
    ['01310000001', true],
    ['01910000001', true],
    ['01210000001', false],
    ['01110000001', false],
    ['0171000000', false],
    ['017100000011', false],
    ['02710000001', false],
    ['0171000000a', false],
    ['', false],
  ])('%s valid: %s', (phone, ok) => {
    expect(isValidPhone(phone)).toBe(ok);
  });

  it('adds the 88 prefix for the username', () => {
    expect(toUsername('01710000001')).toBe('8801710000001');
  });

  it('normalizes a username or a local number to the local number', () => {
    expect(normalizePhone('8801710000001')).toBe('01710000001');
    expect(normalizePhone(' 01710000001 ')).toBe('01710000001');
    expect(normalizePhone('8801210000001')).toBeNull();
    expect(normalizePhone('hello')).toBeNull();
  });

  it.each([
    '+8801710000557',
    '8801710000557',
    '01710000557',
    '+880 1710-000557',
    '+880-1710-000-557',
    ' 01710 000 557 ',
    '০১৭১০০০০৫৫৭',
    '+৮৮০ ১৭১০-০০০৫৫৭',
    '০১৭১০ 000 ৫৫৭',
  ])('reads %s as the local number', (typed) => {
    expect(normalizePhone(typed)).toBe('01710000557');
    expect(toUsername(typed)).toBe('8801710000557');
  });

  it.each([
    '+01710000557',
    '+88017100005570',
    '88801710000557',
    '+8801210000557',
    '880171000055',
    '+88 +8801710000557',
    '(+880)1710000557',
    '০১২১০০০০৫৫৭',
    '০১৭১০০০০৫৫',
  ])('refuses %s', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe('localPhoneOf', () => {
  it('shows a username as the local number, and anything else as it is', () => {
    expect(localPhoneOf('8801712345678')).toBe('01712345678');
    expect(localPhoneOf('01712345678')).toBe('01712345678');
    expect(localPhoneOf('admin')).toBe('admin');
  });
});
