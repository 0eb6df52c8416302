/** Whole seconds left of a `totalSeconds` countdown that started at `startedAt` (ms), never below 0. */
export function secondsLeft(startedAt: number, now: number, totalSeconds: number): number {
  const elapsed = Math.floor((now - startedAt) / 1000);
  return Math.min(totalSeconds, Math.max(0, totalSeconds - Math.max(0, elapsed)));
}

/** Seconds as m:ss, e.g. 300 -> "5:00", 59 -> "0:59". */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${minutes}:${String(safe % 60).padStart(2, '0')}`;
}
