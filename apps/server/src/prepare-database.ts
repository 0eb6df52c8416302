import type { Logger } from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { runExclusively } from './db/advisory-lock';
import { createStaff } from './modules/staff/create-staff';
import { staffExists } from './modules/staff/staff-exists';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo';

// Any number fits (it differs from the migrations' lock): the same on every node.
const STARTUP_LOCK_KEY = 727_002;

/**
 * The demo seed (on an empty database, when demo data is allowed) and the first admin account, under
 * one database lock: API nodes starting together on an empty database seed it exactly once.
 * @returns whether this node seeded the demo institute.
 */
export function prepareDatabase(ctx: AppContext, config: Config, log: Logger): Promise<boolean> {
  return runExclusively(ctx.database.runner, STARTUP_LOCK_KEY, async () => {
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
    return seeded;
  });
}
