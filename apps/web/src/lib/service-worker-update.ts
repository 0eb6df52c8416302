import { useSyncExternalStore } from 'react';

let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

/** True on a page where a reload would interrupt an exam being taken. */
export function examInProgress(pathname: string): boolean {
  return pathname.startsWith('/live-exam/');
}

/** Records that a new version of the app is installed and how to switch to it (a reload). */
export function updateReady(applyUpdate: () => void): void {
  apply = applyUpdate;
  for (const listener of listeners) listener();
}

/** Switches to the waiting version (the page reloads). */
export function applyUpdate(): void {
  apply?.();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a new version of the app waits for the student's go-ahead. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => apply !== null,
    () => false,
  );
}
