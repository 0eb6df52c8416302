import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runExclusively } from './advisory-lock';
import type { SqlRunner } from './client';

const here = dirname(fileURLToPath(import.meta.url));

/** The folder of SQL migrations: beside this file in source, copied beside the bundle in dist. */
export function migrationsFolder(): string {
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`No migrations folder in ${candidates.join(' or ')}`);
  return found;
}

// Any number fits: it only has to be the same on every node so that two nodes never migrate at once.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the numbered SQL files not applied yet, in name order, each in its own transaction, under an
 * advisory lock so that several API nodes starting together migrate once.
 */
export function migrate(runner: SqlRunner, folder = migrationsFolder()): Promise<string[]> {
  return runExclusively(runner, MIGRATION_LOCK_KEY, (connection) =>
    migrateOnOneConnection(connection, folder),
  );
}

async function migrateOnOneConnection(runner: SqlRunner, folder: string): Promise<string[]> {
  const files = readdirSync(folder)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  await runner.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await runner.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const body = readFileSync(join(folder, file), 'utf8').replaceAll('--> statement-breakpoint', '');
    const name = file.replaceAll("'", "''");
    await runner.exec(`BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
    applied.push(file);
  }
  return applied;
}
