import { translate } from './i18n/use-t';
/** The toast functions the app needs (antd's message API satisfies it). */
export interface ToastApi {
  success(content: string): unknown;
  error(content: string): unknown;
  warning(content: string): unknown;
  info(content: string): unknown;
  /** Closes every toast on the screen. */
  destroy?(): unknown;
}

type Level = Exclude<keyof ToastApi, 'destroy'>;

let current: ToastApi | null = null;
const queue: Array<[Level, string]> = [];
let hostRequested = false;
const hostListeners = new Set<() => void>();

/** Milliseconds a toast stays (antd's default): the same toast asked for again meanwhile is not repeated. */
export const TOAST_REPEAT_MS = 3_000;
const lastShown = new Map<string, number>();

/**
 * True when the same toast was shown less than TOAST_REPEAT_MS ago (several requests failing at once
 * with one reason, e.g. a lost session, tell it once).
 */
function isRepeat(level: Level, content: string): boolean {
  const key = `${level}:${content}`;
  const now = Date.now();
  const last = lastShown.get(key);
  lastShown.set(key, now);
  if (lastShown.size > 50)
    for (const [k, at] of lastShown) if (now - at >= TOAST_REPEAT_MS) lastShown.delete(k);
  return last !== undefined && now - last < TOAST_REPEAT_MS;
}

function show(level: Level, english: string): void {
  const content = translate(english);
  if (isRepeat(level, content)) return;
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

/**
 * Closes the toasts on the screen and those still waiting for the host: a step that succeeded
 * leaves no error of the attempt before it on the next screen.
 */
export function clearToasts(): void {
  queue.length = 0;
  lastShown.clear();
  current?.destroy?.();
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
