/** The minutes left at which a screen reader is told the time (10, 5, then 1). */
export const ANNOUNCED_MINUTES_LEFT = [10, 5, 1] as const;

/**
 * What a screen reader is told about the exam clock with `remainingSeconds` left: the last mark
 * passed ("10 minutes left", "5 minutes left", "1 minute left"), or '' before 10 minutes are left
 * and once time is up. The text changes only as a mark is passed, so a live region speaks it three
 * times, never every second.
 */
export function timeLeftAnnouncement(remainingSeconds: number): string {
  if (remainingSeconds <= 0) return '';
  const passed = [...ANNOUNCED_MINUTES_LEFT].reverse().find((minutes) => remainingSeconds <= minutes * 60);
  if (passed === undefined) return '';
  return passed === 1 ? '1 minute left' : `${passed} minutes left`;
}
