import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { slot } from '../../../lib/context-slots';
import { type MonitorHub, startMonitorHub } from './monitor-socket';

const hubs = slot<MonitorHub>('exam monitor hub');

/** Runs the exam-day monitor's hub (staff sockets, saves written once a second) while the app is up. */
export const examMonitorPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    app.ctx.slots.set(hubs, startMonitorHub(app.ctx, app.log));
  });
  app.addHook('preClose', async () => {
    await app.ctx.slots.find(hubs)?.stop();
    app.ctx.slots.delete(hubs);
  });
};

/** The running hub of an app's context (tests and the bench tick it by hand), if started. */
export function monitorHubOf(ctx: AppContext): MonitorHub | undefined {
  return ctx.slots.find(hubs);
}
