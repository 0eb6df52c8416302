import type { FastifyPluginAsync } from 'fastify';
import { videoJobsOf } from './run-video-jobs';

/** Runs the background video conversions while the app is up: started when ready, stopped on close. */
export const videoJobsPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => videoJobsOf(app.ctx).start());
  app.addHook('onClose', async () => videoJobsOf(app.ctx).stop());
};
