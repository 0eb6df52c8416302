import { SCOREBOARD_MAX_LIMIT, SCOREBOARD_PAGE_SIZE } from '@lms/domain';
import type { ScoreboardData, ScoreboardResult } from '@lms/domain/contract';

/** Fetches one page of a scoreboard: the rows after `lastId`, at most `limit`. */
export type ScoreboardPageFetcher = (lastId: string | undefined, limit: number) => Promise<ScoreboardData>;

/** The id after which the next page starts, or undefined when a page came back short (no more rows). */
export function nextLastId(page: ScoreboardData, pageSize = SCOREBOARD_PAGE_SIZE): string | undefined {
  const rows = page.results.examResult;
  return rows.length < pageSize ? undefined : rows.at(-1)?._id;
}

/** Every result of a scoreboard (for the progress report), fetched in the largest pages allowed. */
export async function allScoreboardResults(fetchPage: ScoreboardPageFetcher): Promise<ScoreboardResult[]> {
  const all: ScoreboardResult[] = [];
  let lastId: string | undefined;
  do {
    const page = await fetchPage(lastId, SCOREBOARD_MAX_LIMIT);
    all.push(...page.results.examResult);
    lastId = nextLastId(page, SCOREBOARD_MAX_LIMIT);
  } while (lastId);
  return all;
}
