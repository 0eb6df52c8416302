import { DOUBLE_CLICK_MS } from '@lms/domain';

/**
 * Tells a double click from single clicks: `click(now)` is true for the second click within
 * `thresholdMs` of the first (that pair skips 10 s); a third click starts over.
 */
export function createDoubleClickDetector(thresholdMs = DOUBLE_CLICK_MS) {
  let last: number | null = null;
  return {
    click(now: number): boolean {
      if (last !== null && now - last <= thresholdMs) {
        last = null;
        return true;
      }
      last = now;
      return false;
    },
  };
}

/** Which way a double click skips: the left half goes back, the right half forward. */
export function skipDirection(offsetX: number, width: number): -1 | 1 {
  return offsetX < width / 2 ? -1 : 1;
}
