#!/usr/bin/env node
// The floor the exam benches are measured against (`npm run bench:floor`): pgbench from this machine's
// PostgreSQL install doing the least work an answer save can be, one durable single-row upsert per
// transaction, 32 clients, on a scratch table in a schema of its own (dropped at the end). Not a test.
//
// The other benches call `measureFloor()` right before (and, where they say so, after) their own load and
// report their figures as ratios to it: the machines differ from session to session and are shared, so an
// absolute figure means little without the floor of the same minute.
//
// Env: DATABASE_URL (postgres://postgres@127.0.0.1:5432/test), FLOOR_SECONDS (10), FLOOR_CLIENTS (32),
// FLOOR_KEYS (100000: rows the upserts spread over), PGBENCH (path; else the newest
// /usr/lib/postgresql/*/bin/pgbench, else `pgbench` on PATH).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The pgbench binary of the newest PostgreSQL installed here. */
export function pgbenchPath() {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin/pgbench')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? join(base, versions[0], 'bin/pgbench') : 'pgbench';
}

/**
 * Runs pgbench's single-row upsert floor once; resolves `{ tps, latencyMs, clients, seconds, transactions }`.
 * `url` names the PostgreSQL server and database (a scratch schema is made in it and dropped after).
 */
export async function measureFloor({
  url = process.env.FLOOR_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_URL,
  seconds = Number(process.env.FLOOR_SECONDS ?? 10),
  clients = Number(process.env.FLOOR_CLIENTS ?? 32),
  keys = Number(process.env.FLOOR_KEYS ?? 100_000),
} = {}) {
  const pg = (await import('pg')).default;
  const schema = `bench_floor_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    // The shape of a stored answer: a key of two ids, a small JSON value, a timestamp.
    await admin.query(
      `CREATE TABLE ${schema}.answers (k int PRIMARY KEY, answer jsonb NOT NULL, saved_at timestamptz NOT NULL)`,
    );
    const script = join(dir, 'upsert.sql');
    writeFileSync(
      script,
      `\\set k random(1, ${keys})\n` +
        `INSERT INTO ${schema}.answers (k, answer, saved_at) VALUES (:k, '["Option two"]', now()) ` +
        `ON CONFLICT (k) DO UPDATE SET answer = excluded.answer, saved_at = excluded.saved_at;\n`,
    );
    const target = new URL(url);
    const out = execFileSync(
      pgbenchPath(),
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-f',
        script,
        '-h',
        target.hostname,
        '-p',
        target.port || '5432',
        '-U',
        decodeURIComponent(target.username || 'postgres'),
        target.pathname.slice(1) || 'postgres',
      ],
      { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(target.password ?? '') } },
    );
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench gave no tps:\n${out}`);
    return { tps, latencyMs, clients, seconds, transactions };
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    // pgbench's WAL is flushed now, so its checkpoint does not land in the load measured next.
    await admin.query('CHECKPOINT').catch(() => {});
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One line describing a floor measurement. */
export function describeFloor(floor) {
  return `pgbench single-row upsert, ${floor.clients} clients, ${floor.seconds} s: ${floor.tps.toFixed(0)} tps, latency avg ${floor.latencyMs.toFixed(1)} ms`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.FLOOR_RUNS ?? 1);
  const results = [];
  for (let i = 0; i < runs; i++) {
    const floor = await measureFloor();
    results.push(floor);
    console.log(`Floor: ${describeFloor(floor)}`);
  }
  if (runs > 1) {
    const sorted = results.map((r) => r.tps).sort((a, b) => a - b);
    console.log(`Median of ${runs}: ${sorted[Math.floor(runs / 2)].toFixed(0)} tps`);
  }
}
