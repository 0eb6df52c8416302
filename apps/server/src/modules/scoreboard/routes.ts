import { scoreboardData, scoreboardQuery } from '@lms/domain/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStudent, studentOf } from '../../plugins/auth';
import { getScoreboard } from './get-scoreboard';

/** The scoreboard and its live-exam analytics (SPEC.md §7 GET /exam/scoreboard). */
export const scoreboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exam/scoreboard',
    {
      onRequest: requireStudent,
      schema: {
        tags: ['scoreboard'],
        summary: 'My published live-exam results, 10 at a time after lastId, with the analytics',
        querystring: scoreboardQuery,
        response: { 200: z.object({ data: scoreboardData }) },
      },
    },
    async (request) => ({ data: await getScoreboard(app.ctx, studentOf(request).id, request.query) }),
  );
};
