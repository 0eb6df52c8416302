import type { StaffView } from '@lms/domain/contract';
import { useSyncExternalStore } from 'react';

// Kept apart from the student app's keys: both apps live on one origin.
const keys = { sessionId: 'staffSessionId', staff: 'staffAccount', ended: 'staffSessionEnded' } as const;
const listeners = new Set<() => void>();

/** The session id of the signed-in staff member, or null. */
export function getSessionId(): string | null {
  return localStorage.getItem(keys.sessionId) || null;
}

let cached: { raw: string | null; staff: StaffView | null } = { raw: null, staff: null };

/** The signed-in staff member as stored at sign-in (or refreshed since), or null. */
export function getStaff(): StaffView | null {
  const raw = getSessionId() ? localStorage.getItem(keys.staff) : null;
  if (raw === cached.raw) return cached.staff;
  let staff: StaffView | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as StaffView) : null;
    staff = parsed && Array.isArray(parsed.roles) ? parsed : null;
  } catch {
    staff = null;
  }
  cached = { raw, staff };
  return staff;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Keeps the session and the staff member after a sign-in. */
export function saveSession(sessionId: string, staff: StaffView): void {
  sessionStorage.removeItem(keys.ended);
  localStorage.setItem(keys.sessionId, sessionId);
  localStorage.setItem(keys.staff, JSON.stringify(staff));
  notify();
}

/** Replaces the stored staff member (roles may have changed since sign-in). */
export function updateStaff(staff: StaffView): void {
  if (!getSessionId()) return;
  localStorage.setItem(keys.staff, JSON.stringify(staff));
  notify();
}

/** Forgets a session the server ended; the sign-in page then says so, until the next sign-in. */
export function endSession(): void {
  sessionStorage.setItem(keys.ended, '1');
  clearSession();
}

/** True when the last session was ended by the server (not by signing out). */
export function sessionWasEnded(): boolean {
  return sessionStorage.getItem(keys.ended) === '1';
}

/** Forgets the session. */
export function clearSession(): void {
  localStorage.removeItem(keys.sessionId);
  localStorage.removeItem(keys.staff);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === keys.sessionId || event.key === keys.staff) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in staff member, re-rendering when it changes (here or in another tab). */
export function useStaff(): StaffView | null {
  return useSyncExternalStore(subscribe, getStaff, () => null);
}
