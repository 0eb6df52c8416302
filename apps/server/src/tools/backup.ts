import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);

/** Where the database is: PostgreSQL by URL, or the embedded PGlite folder under DATA_DIR. */
export interface BackupTarget {
  DATABASE_URL?: string;
  DATA_DIR: string;
}

const pgliteDir = (target: BackupTarget) => resolve(target.DATA_DIR, 'db');

/**
 * Writes a backup of the whole database to `file`: `pg_dump` in its custom format for PostgreSQL
 * (consistent while the server runs), a gzipped copy of the data folder for PGlite (stop the server
 * first: PGlite is one process's database). Answers with what was backed up.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<string> {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  if (target.DATABASE_URL) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, target.DATABASE_URL]);
    return 'PostgreSQL (pg_dump custom format)';
  }
  const dir = pgliteDir(target);
  if (!existsSync(dir)) throw new Error(`No database in ${dir}: check DATA_DIR`);
  const db = await PGlite.create(dir);
  try {
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  return `PGlite (${dir})`;
}

/**
 * Replaces the database with the backup in `file`. PostgreSQL: `pg_restore --clean` in one
 * transaction (all or nothing). PGlite (server stopped): the current folder is kept beside it as
 * `db.before-restore-<time>`, and the backup becomes the data folder.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<string> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}`);
  if (target.DATABASE_URL) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${target.DATABASE_URL}`,
      file,
    ]);
    return 'PostgreSQL';
  }
  const dir = pgliteDir(target);
  let keptAt: string | undefined;
  if (existsSync(dir)) {
    keptAt = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, keptAt);
  }
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(file)]) });
  await db.close();
  return keptAt ? `PGlite (${dir}; the previous data is in ${keptAt})` : `PGlite (${dir})`;
}
