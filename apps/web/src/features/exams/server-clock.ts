import { clockOffsetMs, isPastDeadline, serverNow } from '@lms/domain';
import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';

/** How long a clock sample is trusted before any newer one replaces it. */
const SAMPLE_TTL_MS = 5 * 60_000;

interface Sample {
  offset: number;
  roundTrip: number;
  takenAt: number;
}

let best: Sample | undefined;
/** Told when the estimate of the server's clock changes. */
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Learns the server's clock from one response's `x-server-time` header and the client times the
 * request was sent and answered. The sample with the shortest round trip wins (its midpoint guess
 * is the most exact); a sample older than 5 minutes gives way to any newer one.
 */
export function noteServerTime(header: string | null | undefined, sentAt: number, receivedAt: number): void {
  if (!header) return;
  const serverMs = Date.parse(header);
  if (Number.isNaN(serverMs) || receivedAt < sentAt) return;
  const sample = {
    offset: clockOffsetMs(serverMs, sentAt, receivedAt),
    roundTrip: receivedAt - sentAt,
    takenAt: receivedAt,
  };
  if (!best || sample.roundTrip <= best.roundTrip || receivedAt - best.takenAt > SAMPLE_TTL_MS) {
    best = sample;
    changed();
  }
}

/**
 * Takes an offset learnt earlier and kept on this device (the exam page reloaded with no network),
 * until the server is heard again: any real sample replaces it.
 */
export function restoreServerClockOffset(offset: number): void {
  if (!best && Number.isFinite(offset)) {
    best = { offset, roundTrip: Number.POSITIVE_INFINITY, takenAt: 0 };
    changed();
  }
}

/** True once the server's clock is known (a response was seen, or an offset kept on this device). */
export function isServerClockKnown(): boolean {
  return best !== undefined;
}

/** Whether the server's clock is known, re-rendering when it becomes known. */
export function useServerClockKnown(): boolean {
  return useSyncExternalStore(subscribe, isServerClockKnown, () => false);
}

/** Milliseconds to add to the device clock to get the server's clock (0 until a response was seen). */
export function serverClockOffset(): number {
  return best?.offset ?? 0;
}

/** The server's time now, estimated (epoch ms). */
export function serverTimeNow(): number {
  return serverNow(Date.now(), serverClockOffset());
}

/** Forgets what was learnt (tests). */
export function resetServerClock(): void {
  best = undefined;
}

/**
 * Calls `listener` every `intervalMs` and whenever the estimate of the server's clock changes;
 * returns the function that stops both.
 */
function onClockTick(listener: () => void, intervalMs: number): () => void {
  const timer = setInterval(listener, intervalMs);
  const unsubscribe = subscribe(listener);
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}

/** The server's time, re-rendering every `intervalMs` and as soon as the server's clock is learnt. */
export function useServerNow(intervalMs: number): number {
  const [now, setNow] = useState(serverTimeNow);
  useEffect(() => {
    const tick = () => setNow(serverTimeNow());
    tick();
    return onClockTick(tick, intervalMs);
  }, [intervalMs]);
  return now;
}

/**
 * Whether the deadline (epoch ms) has passed by the server's time now, or at `stoppedAt` once the
 * exam has stopped; null without a deadline. Looked at every second and whenever the server's clock
 * is learnt, but the component renders again only when the answer changes: an exam page that took
 * the time every second drew all its questions again every second, on the phone's one main thread.
 */
export function usePastDeadline(deadline: number | null, stoppedAt: number | null): boolean | null {
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);
  const answer = deadline === null ? null : isPastDeadline(stoppedAt ?? serverTimeNow(), deadline);
  const shown = useRef(answer);
  shown.current = answer;
  useEffect(() => {
    if (deadline === null) return;
    const look = () => {
      if (isPastDeadline(stoppedAt ?? serverTimeNow(), deadline) !== shown.current) renderAgain();
    };
    return onClockTick(look, 1000);
  }, [deadline, stoppedAt]);
  return answer;
}
