import { buildApp } from './app';
import { loadConfig } from './config';
import { closeContext, createContext } from './create-context';
import { startHousekeeping } from './lib/housekeeping';
import { createLogger } from './lib/log-redaction';
import { startAutoSubmitJob } from './modules/exams/results/auto-submit';
import { startRescoreJob } from './modules/exams/results/rescore-job';
import { createStaff } from './modules/staff/create-staff';
import { staffExists } from './modules/staff/staff-exists';
import { DEMO } from './seed/demo-accounts';
import { DEMO_TEACHER } from './seed/demo-qa';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo';

// config -> database -> migrations -> (seed) -> listen, and a graceful stop on SIGTERM/SIGINT.
const config = loadConfig();
const log = createLogger({ level: config.LOG_LEVEL });
const ctx = await createContext(config, { log, keepConnectionsWarm: true });

let seeded = false;
if (!config.demoDefaultsRefused && config.SEED_DEMO === 'auto' && (await isDatabaseEmpty(ctx))) {
  await seedDemo(ctx);
  seeded = true;
}
if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD && !(await staffExists(ctx))) {
  await createStaff(ctx, {
    username: config.ADMIN_USERNAME,
    name: 'Administrator',
    password: config.ADMIN_PASSWORD,
    roles: ['admin'],
  });
  log.info({ username: config.ADMIN_USERNAME }, 'first admin account created');
}

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

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await autoSubmit.stop();
  await rescore.stop();
  await housekeeping.stop();
  await app.close();
  await closeContext(ctx);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
