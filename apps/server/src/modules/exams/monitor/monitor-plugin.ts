import type { FastifyPluginAsync } from 'fastify';
import { type MonitorHub, startMonitorHub } from './monitor-socket';

const hubs = new WeakMap<object, MonitorHub>();

/** Runs the exam-day monitor's hub (staff sockets, saves written once a second) while the app is up. */
export const examMonitorPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    hubs.set(app.ctx, startMonitorHub(app.ctx, app.log));
  });
  app.addHook('preClose', async () => {
    await hubs.get(app.ctx)?.stop();
    hubs.delete(app.ctx);
  });
};

/** The running hub of an app's context (tests and the bench tick it by hand), if started. */
export function monitorHubOf(ctx: object): MonitorHub | undefined {
  return hubs.get(ctx);
}
