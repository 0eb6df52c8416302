import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { groups } from '../src/db/schema';
import { canRunPostgres, type PrivatePostgres, startPrivatePostgres } from './support/private-postgres';

// `npm run backup -- <file>` and `npm run restore -- <file>` as an operator runs them (the command
// line, in a process of its own): back up, change the data, restore, and the data is as backed up.
const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..');
const work = mkdtempSync(join(tmpdir(), 'lms-backup-'));
let pg: PrivatePostgres | undefined;
afterAll(() => {
  pg?.remove();
  rmSync(work, { recursive: true, force: true });
});

/** Runs the npm script from the repository root with the given database settings. */
async function npmRun(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', file], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  return stdout;
}

/** Opens the database, applies `change` and closes it; answers the group names after the change. */
async function withDatabase(
  where: { url?: string; dataDir?: string },
  change: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<unknown> = async () => {},
) {
  const database = await openDatabase(where);
  try {
    await migrate(database.runner);
    await change(database.db);
    return (await database.db.select({ name: groups.name }).from(groups)).map((g) => g.name).sort();
  } finally {
    await database.close();
  }
}

/** Back up, change (one group removed, one added), restore: the groups are as backed up. */
async function roundTrip(where: { url?: string; dataDir?: string }, env: Record<string, string>) {
  const file = join(work, `backup-${Date.now()}.dump`);
  const before = await withDatabase(where, (db) =>
    db.insert(groups).values([{ name: 'Kept by the backup' }, { name: 'Removed after the backup' }]),
  );
  expect(await npmRun('backup', file, env)).toContain('Backed up');
  expect(statSync(file).size).toBeGreaterThan(0);

  const changed = await withDatabase(where, async (db) => {
    await db.delete(groups).where(eq(groups.name, 'Removed after the backup'));
    await db.insert(groups).values({ name: 'Added after the backup' });
  });
  expect(changed).toContain('Added after the backup');
  expect(changed).not.toContain('Removed after the backup');

  expect(await npmRun('restore', file, env)).toContain('Restored');
  const restored = await withDatabase(where);
  expect(restored).toEqual(before);
  expect(restored).toContain('Removed after the backup');
  expect(restored).not.toContain('Added after the backup');
}

// It brings its own databases, so it runs once: in the pass without DATABASE_URL (`npm test`).
describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore', () => {
  it('round-trips the embedded database in DATA_DIR (server stopped), keeping the old data aside', async () => {
    const dataDir = join(work, 'data');
    mkdirSync(join(dataDir, 'db'), { recursive: true });
    await roundTrip({ dataDir: join(dataDir, 'db') }, { DATA_DIR: dataDir });
    expect(readdirSync(dataDir).some((name) => name.startsWith('db.before-restore-'))).toBe(true);
  }, 180_000);

  it.skipIf(!canRunPostgres())(
    'round-trips a PostgreSQL database with pg_dump and pg_restore',
    async () => {
      pg = startPrivatePostgres();
      await roundTrip({ url: pg.url }, { DATABASE_URL: pg.url });
    },
    180_000,
  );

  it('refuses to restore from a file that is not there', async () => {
    const missing = join(work, 'nothing-here.dump');
    expect(existsSync(missing)).toBe(false);
    await expect(npmRun('restore', missing, { DATA_DIR: join(work, 'other') })).rejects.toThrow(
      /No backup file/,
    );
  }, 60_000);
});
