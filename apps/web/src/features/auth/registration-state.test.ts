import { beforeEach, describe, expect, it } from 'vitest';
import {
  canSetPassword,
  clearRegistration,
  loadRegistration,
  nextScreenAfterCode,
  saveRegistration,
  sentToThisNumber,
  updateRegistration,
} from './registration-state';

describe('registration state in sessionStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('survives a reload (it is read back from sessionStorage)', () => {
    saveRegistration({ origin: 'register', phone: '01710000002', hash: 'h1', sentAt: 5 });
    expect(JSON.parse(sessionStorage.getItem('registration') ?? 'null')).toMatchObject({
      phone: '01710000002',
    });
    expect(loadRegistration()).toEqual({ origin: 'register', phone: '01710000002', hash: 'h1', sentAt: 5 });
  });

  it('knows a code still awaited for the same journey and number, however the number is written', () => {
    saveRegistration({ origin: 'register', phone: '01710000002', hash: 'h1', sentAt: 5 });
    expect(sentToThisNumber('register', '+8801710000002')).toBe(true);
    expect(sentToThisNumber('register', '01710000003')).toBe(false);
    expect(sentToThisNumber('forgetPassword', '01710000002')).toBe(false);
    updateRegistration({ otp: '123456' });
    expect(sentToThisNumber('register', '01710000002')).toBe(false);
  });

  it('updates part of the state and clears it', () => {
    saveRegistration({ origin: 'forgetPassword', phone: '01710000001', hash: 'h1', sentAt: 5 });
    expect(updateRegistration({ otp: '123456' })).toMatchObject({ origin: 'forgetPassword', otp: '123456' });
    expect(loadRegistration()?.otp).toBe('123456');
    clearRegistration();
    expect(loadRegistration()).toBeNull();
    expect(updateRegistration({ otp: '1' })).toBeNull();
  });

  it('ignores a broken entry', () => {
    sessionStorage.setItem('registration', '{"phone": 5}');
    expect(loadRegistration()).toBeNull();
  });

  it('needs otp, hash and phone before a password can be set', () => {
    expect(canSetPassword(null)).toBe(false);
    expect(canSetPassword({ origin: 'register', phone: '01710000002', hash: 'h', sentAt: 1 })).toBe(false);
    expect(canSetPassword({ origin: 'register', phone: '', hash: 'h', otp: '123456', sentAt: 1 })).toBe(
      false,
    );
    expect(
      canSetPassword({ origin: 'register', phone: '01710000002', hash: 'h', otp: '123456', sentAt: 1 }),
    ).toBe(true);
  });

  it('skips the code screen when the server revealed the code', () => {
    expect(nextScreenAfterCode('123456')).toBe('/setpassword');
    expect(nextScreenAfterCode(undefined)).toBe('/otp');
  });
});
