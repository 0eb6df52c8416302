import { buildApp } from './app';
import { loadConfig } from './config';
import { closeContext, createContext } from './create-context';
import { startHousekeeping } from './lib/housekeeping';
import { createLogger } from './lib/log-redaction';
import { startAutoSubmitJob } from './modules/exams/results/auto-submit';
import { startRescoreJob } from './modules/exams/results/rescore-job';
import { prepareDatabase } from './prepare-database';
import { DEMO } from './seed/demo-accounts';
import { DEMO_TEACHER } from './seed/demo-qa';

// config -> database -> migrations -> (seed) -> listen, and a graceful stop on SIGTERM/SIGINT.
const config = loadConfig();
const log = createLogger({ level: config.LOG_LEVEL });
const ctx = await createContext(config, { log, keepConnectionsWarm: true });

const seeded = await prepareDatabase(ctx, config, log);

const app = await buildApp(ctx, { loggerInstance: log });
await app.listen({ port: config.PORT, host: config.HOST });
const autoSubmit = startAutoSubmitJob(ctx, log);
const rescore = startRescoreJob(ctx, log);
const housekeeping = startHousekeeping(ctx, log);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;

const lines = [
  `Ready on http://localhost:${port}  (staff console: http://localhost:${port}/staff, API docs: /api/docs)`,
];
lines.push(`Database: ${ctx.database.kind}${ctx.database.kind === 'pglite' ? ` in ${config.DATA_DIR}` : ''}`);
if (!config.demoDefaultsRefused) {
  lines.push(
    seeded ? 'Demo institute seeded.' : 'Demo institute (seeded earlier):',
    `  Student:  ${DEMO.studentPhone} / ${DEMO.studentPassword}   (no group: ${DEMO.noGroupPhone} / ${DEMO.studentPassword})`,
    `  Register: ${DEMO.admittedPhones[0]} ... ${DEMO.admittedPhones.at(-1)} (the code is written to this log)`,
    `  Staff:    ${DEMO.staffUsername} / ${DEMO.staffPassword}   (the console at /staff; one account per role, see README)`,
    `  Teacher:  ${DEMO_TEACHER.username} / ${DEMO_TEACHER.password}   (a mentor: answers the Q&A forum as Teacher)`,
  );
}
process.stdout.write(`\n${lines.join('\n')}\n\n`);

/**
 * A graceful stop: readiness fails at once (the load balancer moves new traffic away) while this node
 * keeps serving for SHUTDOWN_DRAIN_MS; then the jobs stop, the sockets close (clients reconnect to
 * another node), Fastify stops listening and finishes the requests in flight, the answer writes still
 * in flight are committed, and the process exits 0. Past SHUTDOWN_TIMEOUT_MS it exits 1.
 */
async function stop(signal: string): Promise<void> {
  if (ctx.lifecycle.stopping) return;
  ctx.lifecycle.beginStopping();
  log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'stopping');
  const force = setTimeout(() => {
    log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'stop took too long: exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  if (config.SHUTDOWN_DRAIN_MS > 0)
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
  await autoSubmit.stop();
  await rescore.stop();
  await housekeeping.stop();
  await ctx.jobs.stop();
  await app.close();
  await closeContext(ctx);
  log.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
