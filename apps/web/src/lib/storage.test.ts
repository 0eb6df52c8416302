import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, isSignedIn } from './session';
import { clearLocalData, getSessionId, getStoredStudent, readJson, saveSignIn, storageKeys } from './storage';

const student = { _id: 's1', id: 's1', name: 'Rahim', username: '8801710000001', sid: '1001' };

describe('local storage of the signed-in student', () => {
  beforeEach(() => localStorage.clear());

  it('is signed out with nothing stored', () => {
    expect(getStoredStudent()).toBeNull();
    expect(getSessionId()).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it('is signed in once the student and the session id are stored', () => {
    saveSignIn(student, 'session-123');
    expect(getStoredStudent()).toEqual(student);
    expect(getSessionId()).toBe('session-123');
    expect(isSignedIn()).toBe(true);
  });

  it('needs both the student record and the session id', () => {
    localStorage.setItem(storageKeys.student, JSON.stringify(student));
    expect(isSignedIn()).toBe(false);
    localStorage.clear();
    localStorage.setItem(storageKeys.sessionId, 'abc');
    expect(isSignedIn()).toBe(false);
  });

  it('treats a broken record as signed out', () => {
    localStorage.setItem(storageKeys.student, '{not json');
    localStorage.setItem(storageKeys.sessionId, 'abc');
    expect(readJson(localStorage, storageKeys.student)).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it('clears the student data but keeps the base URL and the remembered number', () => {
    saveSignIn(student, 'session-123');
    localStorage.setItem('selectedCourse', 'c1');
    localStorage.setItem(storageKeys.baseUrl, 'https://api.example.test/api');
    localStorage.setItem(storageKeys.rememberedPhone, '01710000001');
    clearLocalData();
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem('selectedCourse')).toBeNull();
    expect(localStorage.getItem(storageKeys.baseUrl)).toBe('https://api.example.test/api');
    expect(localStorage.getItem(storageKeys.rememberedPhone)).toBe('01710000001');
  });

  it('signs out with endSession', () => {
    saveSignIn(student, 'session-123');
    endSession();
    expect(isSignedIn()).toBe(false);
  });
});
