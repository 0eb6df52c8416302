import { scoreboardRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { getScoreboard } from './get-scoreboard';

/** The scoreboard and its live-exam analytics. */
export const scoreboardModule = implement(scoreboardRoutes, {
  scoreboard: async ({ ctx, principal, query }) => getScoreboard(ctx, principal.id, query),
});
