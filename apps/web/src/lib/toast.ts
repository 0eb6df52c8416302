import { translate } from './i18n/use-t';
/** The toast functions the app needs (antd's message API satisfies it). */
export interface ToastApi {
  success(content: string): unknown;
  error(content: string): unknown;
  warning(content: string): unknown;
  info(content: string): unknown;
}

type Level = keyof ToastApi;

let current: ToastApi | null = null;
const queue: Array<[Level, string]> = [];
let hostRequested = false;
const hostListeners = new Set<() => void>();

function show(level: Level, english: string): void {
  const content = translate(english);
  if (current) {
    current[level](content);
    return;
  }
  queue.push([level, content]);
  if (!hostRequested) {
    hostRequested = true;
    for (const listener of hostListeners) listener();
  }
}

/**
 * Connects the toasts to a themed message API (the toast host calls it once mounted) and shows
 * what was asked for before it was there.
 */
export function setToastApi(api: ToastApi | null): void {
  current = api;
  if (api) for (const [level, content] of queue.splice(0)) api[level](content);
}

/** True once a toast was asked for: the toast host (and its code) is loaded only then. */
export function isToastHostRequested(): boolean {
  return hostRequested;
}

/** Calls `listener` when the first toast is asked for; returns the unsubscribe function. */
export function subscribeToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/** Toasts waiting for the host, oldest first (for tests and diagnostics). */
export function pendingToasts(): ReadonlyArray<readonly [Level, string]> {
  return queue;
}

/** Shows short messages at the top of the screen; usable outside React (the API client). */
export const toast: ToastApi = {
  success: (content) => show('success', content),
  error: (content) => show('error', content),
  warning: (content) => show('warning', content),
  info: (content) => show('info', content),
};
