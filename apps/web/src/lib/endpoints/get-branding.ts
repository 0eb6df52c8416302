import { type Branding, brandingRoutes } from '@lms/domain/contract';
import { useSyncExternalStore } from 'react';
import { callApi } from '../api-client';

/** The institute's branding, served at run time so that one build serves any institute. */
export type { Branding };

/** Where the branding is: still loading, there, or failed (the app then goes on without it). */
export type BrandingState =
  | { status: 'pending'; data?: undefined }
  | { status: 'success'; data: Branding }
  | { status: 'error'; data?: undefined };

/** How long the first page waits for the branding before it shows without it. */
export const BRANDING_TIMEOUT_MS = 15_000;

/** GET /branding (public). */
export async function getBranding(): Promise<Branding> {
  return (await callApi(brandingRoutes.branding, {}, { timeoutMs: BRANDING_TIMEOUT_MS })).data;
}

const KEPT_KEY = 'branding';

function keepBranding(data: Branding): void {
  try {
    localStorage.setItem(KEPT_KEY, JSON.stringify(data));
  } catch {
    // A full or disabled storage only loses the offline copy.
  }
}

function keptBranding(): Branding | null {
  try {
    const raw = localStorage.getItem(KEPT_KEY);
    return raw ? (JSON.parse(raw) as Branding) : null;
  } catch {
    return null;
  }
}

let state: BrandingState = { status: 'pending' };
let started = false;
const listeners = new Set<() => void>();

function setState(next: BrandingState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Fetches the branding once per page load (called at boot; later calls do nothing). A plain store
 * rather than a query: it is static for the page's life and the first page must stay small.
 */
export function loadBranding(): void {
  if (started) return;
  started = true;
  getBranding().then(
    (data) => {
      keepBranding(data);
      setState({ status: 'success', data });
    },
    () => {
      // Offline: the last branding this phone saw, so the logo and the pictures' host are known.
      const kept = keptBranding();
      setState(kept ? { status: 'success', data: kept } : { status: 'error' });
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The branding state, re-rendering when it arrives. */
export function useBrandingState(): BrandingState {
  loadBranding();
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** The branding (undefined while it loads or when it could not be loaded). */
export function useBranding(): Branding | undefined {
  return useBrandingState().data;
}
