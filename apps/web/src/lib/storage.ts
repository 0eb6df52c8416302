import type { GuardianView, StudentSummary } from '@lms/domain/contract';
/** Keys the app keeps in localStorage (the names the original client uses). */
export const storageKeys = {
  student: 'student',
  sessionId: 'sessionId',
  baseUrl: 'baseUrl',
  rememberedPhone: 'rememberedPhone',
  /** A signed-in guardian's number (the session id is kept under `sessionId` as a student's is). */
  guardian: 'guardian',
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

/** The signed-in guardian as stored: their number. */
export type StoredGuardian = Pick<GuardianView, 'phone'>;

/** The stored guardian, or null when no guardian is signed in on this browser. */
export function getStoredGuardian(): StoredGuardian | null {
  const guardian = readJson<StoredGuardian>(localStorage, storageKeys.guardian);
  return guardian && typeof guardian === 'object' && typeof guardian.phone === 'string' ? guardian : null;
}

/** Stores a guardian's sign-in (and forgets any student's record: one account per browser at a time). */
export function saveGuardianSignIn(guardian: StoredGuardian, sessionId: string): void {
  localStorage.removeItem(storageKeys.student);
  writeJson(localStorage, storageKeys.guardian, { phone: guardian.phone });
  localStorage.setItem(storageKeys.sessionId, sessionId);
}
