import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness plus database reachability, and the server's clock for the clients' countdowns. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({
            data: z.object({ status: z.literal('ok'), database: z.string(), serverTime: z.string() }),
          }),
        },
      },
    },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return {
        data: {
          status: 'ok' as const,
          database: app.ctx.database.kind,
          serverTime: app.ctx.now().toISOString(),
        },
      };
    },
  );
};
