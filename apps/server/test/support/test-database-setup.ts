import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from './pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data folder; empty when the tests run on PostgreSQL. */
    pgliteTemplatePath: string;
    /** On PostgreSQL, what the run's test schemas are named with: they are dropped when it ends. */
    testSchemaPrefix: string;
  }
}

/**
 * The run's test databases. On PGlite: creates and migrates one database for the whole run and hands
 * its dump to every test file (starting PGlite from scratch costs seconds, its initdb; from a dump about
 * one). On PostgreSQL: gives the run a prefix for its test schemas, and drops them all when it ends.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('pgliteTemplatePath', '');
    const prefix = `t_${randomBytes(3).toString('hex')}_`;
    project.provide('testSchemaPrefix', prefix);
    // Test apps hand their schemas on to the next app of their worker rather than dropping them, so
    // the last ones (and any a failed test left) are dropped here.
    return () => dropRunSchemas(url, prefix);
  }
  project.provide('testSchemaPrefix', '');
  const blob = await migratedPgliteDump();
  const dir = mkdtempSync(join(tmpdir(), 'lms-pglite-template-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function dropRunSchemas(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)',
      [prefix],
    );
    for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
  } finally {
    await client.end();
  }
}
