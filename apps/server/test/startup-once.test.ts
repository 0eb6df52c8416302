import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { closeContext, createContext } from '../src/create-context';
import { prepareDatabase } from '../src/prepare-database';
import { dropSchema, newSchemaName, onPostgres } from './support/test-app';

const base = {
  NODE_ENV: 'test',
  APP_SECRET: 'test-secret-of-the-startup-test',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};
/** A demo start: the seed fills the empty database (its staff accounts make a first admin needless). */
const config = loadConfig(base);
/** A production-like start without demo data: the first admin comes from the environment. */
const adminConfig = loadConfig({
  ...base,
  SEED_DEMO: 'never',
  ADMIN_USERNAME: 'firstadmin',
  ADMIN_PASSWORD: 'a-long-first-password',
});
const log = pino({ level: 'silent' });

async function counts(ctx: AppContext) {
  const [row] = await ctx.database.runner.query<{ admins: number; students: number; staff: number }>(
    `SELECT (SELECT count(*)::int FROM staff WHERE username = 'firstadmin') AS admins,
            (SELECT count(*)::int FROM staff) AS staff,
            (SELECT count(*)::int FROM students) AS students`,
  );
  return row!;
}

describe('starting on an empty database', () => {
  it('seeds the demo institute once, and not again on the next start', async () => {
    const schema = newSchemaName();
    const ctx = await createContext(config, { log, pgliteDir: 'memory://', pgSchema: schema });
    try {
      expect(await prepareDatabase(ctx, config, log)).toBe(true);
      const first = await counts(ctx);
      expect(first.students).toBeGreaterThan(0);
      expect(first.staff).toBeGreaterThan(0);
      expect(await prepareDatabase(ctx, config, log)).toBe(false);
      expect(await counts(ctx)).toEqual(first);
    } finally {
      await drop(ctx, schema);
    }
  }, 120_000);

  it('creates the first admin from the environment once', async () => {
    const schema = newSchemaName();
    const ctx = await createContext(adminConfig, { log, pgliteDir: 'memory://', pgSchema: schema });
    try {
      expect(await prepareDatabase(ctx, adminConfig, log)).toBe(false);
      expect(await counts(ctx)).toEqual({ admins: 1, staff: 1, students: 0 });
      await prepareDatabase(ctx, adminConfig, log);
      expect(await counts(ctx)).toEqual({ admins: 1, staff: 1, students: 0 });
    } finally {
      await drop(ctx, schema);
    }
  });

  it.runIf(onPostgres)(
    'with two nodes starting together without demo data, one first admin is made',
    async () => {
      const schema = newSchemaName();
      const one = await createContext(adminConfig, { log, pgSchema: schema });
      const two = await createContext(adminConfig, { log, pgSchema: schema });
      try {
        await Promise.all([prepareDatabase(one, adminConfig, log), prepareDatabase(two, adminConfig, log)]);
        expect(await counts(one)).toEqual({ admins: 1, staff: 1, students: 0 });
      } finally {
        await closeContext(two);
        await drop(one, schema);
      }
    },
    60_000,
  );

  it.runIf(onPostgres)(
    'with two nodes starting together, one seeds and the other waits and finds it done',
    async () => {
      const schema = newSchemaName();
      const one = await createContext(config, { log, pgSchema: schema });
      const two = await createContext(config, { log, pgSchema: schema });
      try {
        const seeded = await Promise.all([
          prepareDatabase(one, config, log),
          prepareDatabase(two, config, log),
        ]);
        expect(seeded.filter(Boolean)).toHaveLength(1);
        const alone = await counts(one);
        // The same numbers as one node seeding alone: nothing was inserted twice.
        const referenceSchema = newSchemaName();
        const reference = await createContext(config, { log, pgSchema: referenceSchema });
        try {
          await prepareDatabase(reference, config, log);
          expect(alone).toEqual(await counts(reference));
        } finally {
          await drop(reference, referenceSchema);
        }
      } finally {
        await closeContext(two);
        await drop(one, schema);
      }
    },
    180_000,
  );
});

async function drop(ctx: AppContext, schema: string | undefined): Promise<void> {
  if (schema) await dropSchema(ctx.database.runner, schema);
  await closeContext(ctx);
}
