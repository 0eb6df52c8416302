/** Rows per scoreboard page (Load More fetches 10). */
export const SCOREBOARD_PAGE_SIZE = 10;
/** The most rows one scoreboard call returns. */
export const SCOREBOARD_MAX_LIMIT = 50;
