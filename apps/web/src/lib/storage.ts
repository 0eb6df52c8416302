import type { StudentSummary } from '@lms/domain/contract';
/** Keys the app keeps in localStorage (the names the original client uses). */
export const storageKeys = {
  student: 'student',
  sessionId: 'sessionId',
  baseUrl: 'baseUrl',
  rememberedPhone: 'rememberedPhone',
} as const;

/** Keys that survive a sign-out: deployment settings and the remembered sign-in number. */
const KEPT_ON_CLEAR: readonly string[] = [storageKeys.baseUrl, storageKeys.rememberedPhone];

/** The student record stored at sign-in. */
export type StoredStudent = StudentSummary;

/** Parses the JSON stored under `key`, or returns null when it is missing or broken. */
export function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`. */
export function writeJson(storage: Storage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}

/** The stored student, or null when nobody is signed in on this browser. */
export function getStoredStudent(): StoredStudent | null {
  const student = readJson<StoredStudent>(localStorage, storageKeys.student);
  return student && typeof student === 'object' && typeof student._id === 'string' ? student : null;
}

/** The stored session id, or null. */
export function getSessionId(): string | null {
  return localStorage.getItem(storageKeys.sessionId) || null;
}

/** Stores what a successful sign-in returned. */
export function saveSignIn(student: StoredStudent, sessionId: string): void {
  writeJson(localStorage, storageKeys.student, student);
  localStorage.setItem(storageKeys.sessionId, sessionId);
}

/** Clears the local data of the signed-in student, keeping only deployment settings and the remembered number. */
export function clearLocalData(): void {
  const kept = KEPT_ON_CLEAR.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
}
