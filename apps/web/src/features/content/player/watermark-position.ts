/** Where the watermark sits, as percentages of the player's box. */
export interface WatermarkPosition {
  top: number;
  left: number;
}

/** A new random place for the watermark that keeps it inside the picture (it moves every 5 s). */
export function nextWatermarkPosition(random: () => number = Math.random): WatermarkPosition {
  return { top: 5 + Math.round(random() * 75), left: 5 + Math.round(random() * 55) };
}

/** The watermark's words: the student's username and roll. */
export function watermarkText(student: { username?: string; sid?: string } | null): string {
  return [student?.username, student?.sid].filter(Boolean).join(' ');
}
