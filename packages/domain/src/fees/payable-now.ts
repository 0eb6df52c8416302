/** A due as far as paying it now is concerned: its day and what is still open on it. */
export interface OpenAmount {
  /** The day it falls due (YYYY-MM-DD, Dhaka). */
  dueOn: string;
  /** What is still owed on it, in paisa. */
  openPaisa: number;
}

/**
 * The dues a "Pay" without a chosen due pays today (the course card's button, the original client's
 * due and its payment): every open due whose day has come, oldest first; when none has, the next one
 * only. A student in instalments pays the instalment in front of them, not the whole course at once;
 * paying ahead is still possible one due at a time.
 */
export function payableNow<T extends OpenAmount>(dues: readonly T[], today: string): T[] {
  const open = dues.filter((d) => d.openPaisa > 0).sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  const arrived = open.filter((d) => d.dueOn <= today);
  return arrived.length > 0 ? arrived : open.slice(0, 1);
}

/** What `payableNow` pays, in paisa. */
export function payableNowPaisa(dues: readonly OpenAmount[], today: string): number {
  return payableNow(dues, today).reduce((sum, d) => sum + d.openPaisa, 0);
}
