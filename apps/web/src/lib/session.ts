import { useSyncExternalStore } from 'react';
import { forgetExamCache } from './exam-cache-name';
import { clearLocalData, getSessionId, getStoredGuardian, getStoredStudent, storageKeys } from './storage';

const listeners = new Set<() => void>();
let sessionLostHandler: () => void = () => window.location.assign('/');

/** True when a student record and a session id are stored: the signed-in state. */
export function isSignedIn(): boolean {
  return getStoredStudent() !== null && getSessionId() !== null;
}

/** True when a guardian's record and a session id are stored (a guardian, not a student, is signed in). */
export function isGuardianSignedIn(): boolean {
  return getStoredGuardian() !== null && getSessionId() !== null;
}

/** Tells every subscriber that the signed-in state may have changed. */
export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === storageKeys.student ||
      event.key === storageKeys.guardian ||
      event.key === storageKeys.sessionId
    )
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in state, re-rendering when it changes (here or in another tab). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedIn, () => false);
}

/** The guardian's signed-in state, re-rendering when it changes (here or in another tab). */
export function useGuardianSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isGuardianSignedIn, () => false);
}

/** Clears the local data of the student (and the exams kept for them) and tells the app that the session is over. */
export function endSession(): void {
  const studentId = getStoredStudent()?._id;
  clearLocalData();
  if (studentId) forgetExamCache(studentId);
  notifySessionChange();
}

/** Sets what happens after the server said the session is gone (the app navigates to `/`). */
export function setSessionLostHandler(handler: () => void): void {
  sessionLostHandler = handler;
}

/** Ends the session after a 401 notLoggedIn and runs the session-lost handler. */
export function handleSessionLost(): void {
  endSession();
  sessionLostHandler();
}
