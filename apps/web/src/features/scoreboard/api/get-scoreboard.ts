import { SCOREBOARD_PAGE_SIZE } from '@lms/domain';
import { type ScoreboardData, scoreboardRoutes } from '@lms/domain/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { nextLastId } from '../../../lib/scoreboard-pages';

/** GET /exam/scoreboard?lastId=&limit=: a page of results after `lastId`, with the analytics. */
export async function getScoreboard(lastId?: string, limit = SCOREBOARD_PAGE_SIZE): Promise<ScoreboardData> {
  return (await callApi(scoreboardRoutes.scoreboard, { query: { lastId, limit } })).data;
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
