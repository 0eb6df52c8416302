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

/**
 * Another tab switched to the new version: this one follows at once, unless an exam is being taken
 * here; the prompt then offers the reload once the exam is left.
 */
export function followOtherTab(pathname: string, reload: () => void): void {
  if (examInProgress(pathname)) updateReady(reload);
  else reload();
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
