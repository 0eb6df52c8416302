import { useSyncExternalStore } from 'react';

/**
 * Whether the app is online (the browser's online/offline events and the socket's
 * connect/disconnect both drive it). Offline when the browser says so, or when the socket said it
 * disconnected (a socket that never reported counts as connected). The latest signal wins: the
 * browser's `online` event forgets an earlier socket disconnect (the socket reconnects with a
 * back-off of several seconds; answers should not wait for it).
 */
let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
let socketConnected: boolean | undefined;
/** Requests time out although the browser and the socket say online (a dead or hanging link). */
let serverUnreachable = false;
let online = computeOnline();
let windowListening = false;
const listeners = new Set<(online: boolean) => void>();

function computeOnline(): boolean {
  return browserOnline && socketConnected !== false && !serverUnreachable;
}

function update(): void {
  const next = computeOnline();
  if (next === online) return;
  online = next;
  for (const listener of listeners) listener(online);
}

function onBrowserOnline(): void {
  browserOnline = true;
  serverUnreachable = false;
  if (socketConnected === false) socketConnected = undefined;
  update();
}

function onBrowserOffline(): void {
  browserOnline = false;
  update();
}

function listenToWindow(): void {
  if (windowListening || typeof window === 'undefined') return;
  windowListening = true;
  browserOnline = navigator.onLine;
  online = computeOnline();
  window.addEventListener('online', onBrowserOnline);
  window.addEventListener('offline', onBrowserOffline);
}

/** True while the app is online (see above). */
export function isOnline(): boolean {
  listenToWindow();
  return online;
}

/**
 * Calls `listener` with the new state each time the app goes offline or comes back online
 * (a return to online is the "reconnect" that resends offline answers). Returns the unsubscribe.
 */
export function subscribeConnectivity(listener: (online: boolean) => void): () => void {
  listenToWindow();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For the realtime socket: report its connect (true) and disconnect (false). A disconnect makes
 * the app offline; the next connect brings it back (and resends offline answers).
 */
export function reportSocketConnection(connected: boolean): void {
  socketConnected = connected;
  update();
}

/**
 * For requests that matter (answer saves): report that the server did not answer (false) or answered
 * again (true). An unanswered save makes the app offline until a later one gets through.
 */
export function reportServerReachable(reachable: boolean): void {
  serverUnreachable = !reachable;
  update();
}

/** The online state, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => subscribeConnectivity(onChange),
    isOnline,
    () => true,
  );
}
