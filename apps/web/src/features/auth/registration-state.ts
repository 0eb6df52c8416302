import { normalizePhone } from '@lms/domain';
import { readJson, writeJson } from '../../lib/storage';

/** Which journey the code and password screens serve. */
export type AccountOrigin = 'register' | 'forgetPassword';

/** State shared by /register or /forget-password, /otp and /setpassword (kept for a reload). */
export interface RegistrationState {
  origin: AccountOrigin;
  phone: string;
  hash: string;
  /** The code: typed on /otp, or revealed by the server. */
  otp?: string;
  /** True when the server revealed the code (the code screen was skipped). */
  otpRevealed?: boolean;
  /** When the last code was sent (ms since epoch), for the resend countdown. */
  sentAt: number;
}

const KEY = 'registration';

/** The stored registration or reset state, or null. */
export function loadRegistration(): RegistrationState | null {
  const state = readJson<RegistrationState>(sessionStorage, KEY);
  if (!state || typeof state.phone !== 'string' || typeof state.hash !== 'string') return null;
  return state;
}

/** Stores the registration or reset state for the next screens. */
export function saveRegistration(state: RegistrationState): void {
  writeJson(sessionStorage, KEY, state);
}

/** Updates part of the stored state; does nothing when there is none. */
export function updateRegistration(patch: Partial<RegistrationState>): RegistrationState | null {
  const current = loadRegistration();
  if (!current) return null;
  const next = { ...current, ...patch };
  saveRegistration(next);
  return next;
}

/** Forgets the state once the password is set. */
export function clearRegistration(): void {
  sessionStorage.removeItem(KEY);
}

/** True when otp, hash and phone are all there, as set-password needs. */
export function canSetPassword(
  state: RegistrationState | null,
): state is RegistrationState & { otp: string } {
  return Boolean(state?.otp && state.hash && state.phone);
}

/**
 * True when a code for this journey was sent to this number and is still awaited (typed on the code
 * screen, not yet used): going back to the code screen is then better than asking again.
 */
export function sentToThisNumber(origin: AccountOrigin, phone: string): boolean {
  const state = loadRegistration();
  if (!state || state.origin !== origin || state.otp) return false;
  const kept = normalizePhone(state.phone);
  return kept !== null && kept === normalizePhone(phone);
}

/** The screen that follows a code request: set password when the code came back, else the code screen. */
export function nextScreenAfterCode(otp: string | undefined): '/setpassword' | '/otp' {
  return otp ? '/setpassword' : '/otp';
}
