import { SCOREBOARD_MAX_LIMIT, SCOREBOARD_PAGE_SIZE } from '@lms/domain';
import { type ScoreboardData, type ScoreboardResult, scoreboardRoutes } from '@lms/domain/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /exam/scoreboard?lastId=&limit=: a page of results after `lastId`, with the analytics. */
export async function getScoreboard(lastId?: string, limit = SCOREBOARD_PAGE_SIZE): Promise<ScoreboardData> {
  return (await callApi(scoreboardRoutes.scoreboard, { query: { lastId, limit } })).data;
}

/** The id after which the next page starts, or undefined when a page came back short (no more rows). */
export function nextLastId(page: ScoreboardData, pageSize = SCOREBOARD_PAGE_SIZE): string | undefined {
  const rows = page.results.examResult;
  return rows.length < pageSize ? undefined : rows.at(-1)?._id;
}

/** Every result of the scoreboard (for the progress report), fetched in the largest pages allowed. */
export async function getAllScoreboardResults(): Promise<ScoreboardResult[]> {
  const all: ScoreboardResult[] = [];
  let lastId: string | undefined;
  do {
    const page = await getScoreboard(lastId, SCOREBOARD_MAX_LIMIT);
    all.push(...page.results.examResult);
    lastId = nextLastId(page, SCOREBOARD_MAX_LIMIT);
  } while (lastId);
  return all;
}

/** The scoreboard, 10 rows at a time (Load More). */
export function useScoreboard() {
  return useInfiniteQuery({
    queryKey: ['exam', 'scoreboard'],
    queryFn: ({ pageParam }) => getScoreboard(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextLastId(page),
  });
}
