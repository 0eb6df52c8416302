/** The sort choices of the forum list, with None as ''. */
export const QA_SORTS = ['Date', 'Popularity', 'My_Questions', 'My_Bookmarks'] as const;

/** One sort choice; '' is None. */
export type QaSort = (typeof QA_SORTS)[number] | '';

/** Labels of the sort popover, in order. */
export const QA_SORT_LABELS: ReadonlyArray<readonly [QaSort, string]> = [
  ['', 'None'],
  ['Date', 'Date'],
  ['Popularity', 'Popularity'],
  ['My_Questions', 'My Questions'],
  ['My_Bookmarks', 'My Bookmarks'],
];

/** Page sizes of the forum list. */
export const QA_PAGE_SIZES = [10, 40, 100] as const;

/** The default page size of the forum list. */
export const QA_DEFAULT_PAGE_SIZE = 40;

/** A question's description is cut to this many characters in the list, with 'See more'. */
export const QA_PREVIEW_LENGTH = 400;

/** The pause after typing before keyword suggestions are asked for. */
export const QA_KEYWORD_DEBOUNCE_MS = 800;

/** A recording of this many bytes or fewer (a bare WAV header) is empty and recording restarts. */
export const QA_EMPTY_RECORDING_BYTES = 44;

/** The longest question or reply text accepted. */
export const QA_TEXT_MAX_LENGTH = 10_000;

/** The most attachments one question or reply may carry. */
export const QA_MEDIA_MAX = 10;

/** True when a recording holds sound (more than a bare WAV header). */
export function isRecordingUsable(bytes: number): boolean {
  return bytes > QA_EMPTY_RECORDING_BYTES;
}

/** The text cut to `max` characters (whole code points), and whether it was cut. */
export function previewText(text: string, max = QA_PREVIEW_LENGTH): { text: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, cut: false };
  return { text: chars.slice(0, max).join(''), cut: true };
}
