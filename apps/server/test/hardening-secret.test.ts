import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { SECRET_FILE } from '../src/lib/app-secret';
import { tempDataDir } from './support/temp-data-dir';

const dirs: { remove(): void }[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) d.remove();
});
function dataDir(): string {
  const d = tempDataDir();
  dirs.push(d);
  return d.path;
}

describe('APP_SECRET', () => {
  it('has no built-in value: the source holds no demo secret', () => {
    const source = readFileSync(join(import.meta.dirname, '../src/config.ts'), 'utf8');
    expect(source).not.toMatch(/demo-secret/);
  });

  it('is required with DATABASE_URL, and the error names it', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/lms' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/lms', APP_SECRET: '' })).toThrow(
      /APP_SECRET/,
    );
    const set = loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/lms', APP_SECRET: 'x'.repeat(32) });
    expect(set.APP_SECRET).toBe('x'.repeat(32));
  });

  it('is made at random on first start of an embedded install and kept in DATA_DIR, owner-only', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).APP_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).APP_SECRET).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).APP_SECRET).not.toBe(first);
  });

  it('prefers a configured secret and writes no file then', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, APP_SECRET: 'y'.repeat(20) }).APP_SECRET).toBe('y'.repeat(20));
    expect(() => statSync(join(dir, SECRET_FILE))).toThrow();
  });

  it('makes a kept file private again and refuses an empty one', () => {
    const dir = dataDir();
    const file = join(dir, SECRET_FILE);
    writeFileSync(file, 'z'.repeat(40), { mode: 0o644 });
    expect(loadConfig({ DATA_DIR: dir }).APP_SECRET).toBe('z'.repeat(40));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, '');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/app-secret/);
  });
});
