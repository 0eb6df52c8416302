import {
  EXAM_DEADLINE_EVENT,
  EXAM_PRESENCE_EVENT,
  EXAM_RESULTS_CHANGED_EVENT,
  EXAM_SUBMITTED_EVENT,
  NOTIFICATION_CHANGED_EVENT,
  NOTIFICATION_REMOVED_EVENT,
  type NotificationEntry,
  type NotificationView,
} from '@lms/domain/contract';
import { useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { getBaseUrl } from './api-client';
import { reportSocketConnection } from './offline-answers/connectivity';
import { getSessionId } from './storage';

/** The socket.io server's origin: the host of the API base URL, else this page's origin. */
export function socketOrigin(baseUrl: string, pageOrigin: string): string {
  try {
    return new URL(baseUrl, pageOrigin).origin;
  } catch {
    return pageOrigin;
  }
}

let socket: Socket | null = null;
/** null until the socket reports; then whether it is connected. */
let connected: boolean | null = null;
const stateListeners = new Set<() => void>();
const notificationListeners = new Set<(entry: NotificationEntry) => void>();
/** A notice staff edited (its new text) or recalled (`removed`). */
export type NotificationUpdate =
  | { kind: 'changed'; notification: Pick<NotificationView, '_id' | 'message' | 'info'> }
  | { kind: 'removed'; id: string };
const updateListeners = new Set<(update: NotificationUpdate) => void>();
/** A new personal deadline staff gave the student (ISO time). */
export interface ExamDeadlineUpdate {
  examId: string;
  deadline: string;
}
const deadlineListeners = new Set<(update: ExamDeadlineUpdate) => void>();
/** The exam whose attempt staff submitted for the student. */
export interface ExamSubmittedUpdate {
  examId: string;
}
const submittedListeners = new Set<(update: ExamSubmittedUpdate) => void>();
/** An exam whose results were scored again. */
export interface ExamResultsUpdate {
  examId: string;
}
const resultsListeners = new Set<(update: ExamResultsUpdate) => void>();
/** The exam whose live page is open, or null: the server's monitor counts the student there. */
let examPage: string | null = null;

/** Adds a listener to a set; answers its removal. */
function listen<T>(listeners: Set<(value: T) => void>, listener: (value: T) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setConnected(value: boolean | null): void {
  connected = value;
  // The exam page's offline state follows the socket too; a socket that is gone on purpose is not "offline".
  reportSocketConnection(value ?? true);
  for (const listener of stateListeners) listener();
}

/**
 * Opens the realtime socket (`/socket.io?sessionId=` on the API host) for the signed-in student, once;
 * a new session replaces the old socket. Only connect, disconnect and error are logged.
 */
export function connectSocket(): void {
  const sessionId = getSessionId();
  if (!sessionId) return;
  if (socket && (socket.io.opts.query as { sessionId?: string } | undefined)?.sessionId === sessionId) return;
  disconnectSocket();
  const next = io(socketOrigin(getBaseUrl(), window.location.origin), {
    path: '/socket.io',
    query: { sessionId },
    // WebSocket first: one connection, so API nodes behind a balancer without sticky sessions serve
    // it (long polling's requests must all reach the node that made the handshake). Polling remains
    // the fallback for networks that block WebSockets.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  next.on('connect', () => {
    console.info('socket connected');
    setConnected(true);
    // Said on every connect: a new connection (maybe on another node) knows nothing of the last one.
    next.emit(EXAM_PRESENCE_EVENT, { examId: examPage });
  });
  next.on('disconnect', (reason) => {
    console.info('socket disconnected', reason);
    setConnected(false);
    // The server ended the socket on purpose (not a lost connection): come back while still signed in.
    if (reason === 'io server disconnect' && getSessionId() === sessionId)
      setTimeout(() => next.connect(), 1000);
  });
  next.on('connect_error', (error) => console.info('socket error', error.message));
  // The server pushes the notification bare; the drawer keeps it in the profile's wrapper.
  next.on('notification', (notification: NotificationView) => {
    const entry: NotificationEntry = { isSeen: false, notificationId: notification };
    for (const listener of notificationListeners) listener(entry);
  });
  next.on(NOTIFICATION_CHANGED_EVENT, (notification: Pick<NotificationView, '_id' | 'message' | 'info'>) => {
    for (const listener of updateListeners) listener({ kind: 'changed', notification });
  });
  next.on(NOTIFICATION_REMOVED_EVENT, ({ _id }: { _id: string }) => {
    for (const listener of updateListeners) listener({ kind: 'removed', id: _id });
  });
  next.on(EXAM_DEADLINE_EVENT, (update: ExamDeadlineUpdate) => {
    for (const listener of deadlineListeners) listener(update);
  });
  next.on(EXAM_SUBMITTED_EVENT, (update: ExamSubmittedUpdate) => {
    for (const listener of submittedListeners) listener(update);
  });
  next.on(EXAM_RESULTS_CHANGED_EVENT, (update: ExamResultsUpdate) => {
    for (const listener of resultsListeners) listener(update);
  });
  socket = next;
}

/** Closes the socket (sign-out); the offline state forgets it. */
export function disconnectSocket(): void {
  if (!socket) return;
  socket.removeAllListeners();
  socket.disconnect();
  socket = null;
  setConnected(null);
}

/** Calls `listener` with each notification pushed live (wrapped as the profile lists it). Returns the unsubscribe. */
export function onLiveNotification(listener: (entry: NotificationEntry) => void): () => void {
  return listen(notificationListeners, listener);
}

/** Calls `listener` when staff edit or recall a notice the student has. Returns the unsubscribe. */
export function onNotificationUpdate(listener: (update: NotificationUpdate) => void): () => void {
  return listen(updateListeners, listener);
}

/** Calls `listener` when staff give the student more time on an exam. Returns the unsubscribe. */
export function onExamDeadline(listener: (update: ExamDeadlineUpdate) => void): () => void {
  return listen(deadlineListeners, listener);
}

/**
 * Tells the server which exam's live page is open (null: none), now if connected and on each connect:
 * the exam-day monitor shows the student answering while this page is open on a live connection.
 */
export function setExamPage(examId: string | null): void {
  examPage = examId;
  if (socket?.connected) socket.emit(EXAM_PRESENCE_EVENT, { examId });
}

/** Calls `listener` when an exam's results were scored again (a corrected key). Returns the unsubscribe. */
export function onExamResultsChanged(listener: (update: ExamResultsUpdate) => void): () => void {
  return listen(resultsListeners, listener);
}

/** Calls `listener` when staff submit the student's attempt of an exam. Returns the unsubscribe. */
export function onExamSubmitted(listener: (update: ExamSubmittedUpdate) => void): () => void {
  return listen(submittedListeners, listener);
}

function subscribe(listener: () => void): () => void {
  return listen(stateListeners, listener);
}

/** True unless the realtime socket reported a disconnect (before it reports, it counts as online). */
export function isSocketOnline(): boolean {
  return connected !== false;
}

/**
 * The socket's online state for a screen (the exam page's offline banner): false from a disconnect to
 * the next connect. `useOnline()` of lib/offline-answers/connectivity combines it with the browser's.
 */
export function useSocketOnline(): boolean {
  return useSyncExternalStore(subscribe, isSocketOnline, () => true);
}
