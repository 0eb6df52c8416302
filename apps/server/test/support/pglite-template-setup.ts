import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from './pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data folder; empty when the tests run on PostgreSQL. */
    pgliteTemplatePath: string;
  }
}

/**
 * Creates and migrates one PGlite database for the whole run and hands its dump to every test file:
 * starting PGlite from scratch costs seconds (its initdb), starting it from a dump about one.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return () => {};
  }
  const blob = await migratedPgliteDump();
  const dir = mkdtempSync(join(tmpdir(), 'lms-pglite-template-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
