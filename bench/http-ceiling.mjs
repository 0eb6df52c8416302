#!/usr/bin/env node
// How many answer-save-shaped HTTP requests this machine can answer at all, beside the pgbench floor
// (`npm run bench:http-ceiling`). Not a test. The exam bench compares answer saves/s with pgbench's
// single-row upserts/s; this bench measures, in the same minutes and with the same load generator
// (bench/raw-http-client.mjs, 200 requests in flight), servers that do no work at all, then servers
// that do only the durable write:
//   - node:http: reads the body and answers a fixed JSON body (the least any Node server can do);
//   - fastify: one PATCH route, the JSON body parsed, a fixed JSON answer (the framework's own cost);
//   - node:http × N processes (node:cluster, one listening socket), the same, on every CPU;
//   - node:http + batched upsert, 1 and N processes: each answer upserted into a table of the floor's
//     shape, group-committed, answered after its batch commits (the least a durable save can cost).
// Each answers the same request the exam bench sends (PATCH with the session header and a ~100-byte
// JSON answer) with a body of the size a save's answer has. Whatever a real save costs comes on top.
//
// Env: DATABASE_URL (the floor's and the upserts' database; postgres://postgres@127.0.0.1:5432/test),
// CEILING_SECONDS (10), CEILING_CONCURRENCY (200), CEILING_WORKERS (the CPU count), CEILING_PG_BATCHES
// (4: batches in flight per process), CEILING_ONLY (server ids, comma-separated: only those run; ids
// http-1, fastify-1, http-n, upsert-1, upsert-n), BENCH_JSON (a file: the floor and each server's
// figures, with their ids, as JSON).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds, freePort, postgresCpuSeconds, processHandle } from './exam-harness.mjs';
import { describeFloor, measureFloor } from './floor.mjs';
import { rawClient } from './raw-http-client.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Fastify as the server resolves it, so the child needs no module path of its own.
const serverRequire = createRequire(join(root, 'apps/server/package.json'));
const fastifyPath = serverRequire.resolve('fastify');
const pgPath = serverRequire.resolve('pg');
const SECONDS = Number(process.env.CEILING_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.CEILING_CONCURRENCY ?? 200);
const WORKERS = Number(process.env.CEILING_WORKERS ?? cpus().length);
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

// The body a save is answered with is about this size (status, message, the stored answer).
const ANSWER = JSON.stringify({ status: 'success', message: 'Answer saved', data: { saved: true, at: 0 } });

const nodeHttp = `
const http = require('node:http');
const answer = ${JSON.stringify(ANSWER)};
http.createServer({ keepAliveTimeout: 60000 }, (req, res) => {
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    JSON.parse(body || '{}');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(answer) });
    res.end(answer);
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('Ready on ' + process.env.PORT));
`;

/** A server's source run as WORKERS processes (node:cluster, one listening socket). */
const clusterOf = (source) => `
const cluster = require('node:cluster');
if (cluster.isPrimary) {
  let ready = 0;
  for (let i = 0; i < Number(process.env.WORKERS); i++)
    cluster.fork().on('listening', () => { if (++ready === Number(process.env.WORKERS)) console.log('Ready on ' + process.env.PORT); });
} else {
${source.replace("() => console.log('Ready on ' + process.env.PORT)", '() => {}')}
}
`;

const fastify = `
const app = require(${JSON.stringify(fastifyPath)})({ logger: false, keepAliveTimeout: 60000 });
const answer = ${ANSWER};
app.patch('/api/exam/add-answer/:examId/group/:groupId', async () => answer);
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => console.log('Ready on ' + process.env.PORT));
`;

// The least a durable save can cost in Node: node:http as above, and every answer upserted into a table of
// the floor's shape (a key, a small JSON value, a timestamp), group-committed: requests queue, up to
// PG_BATCHES batches are in flight, each one statement in its own transaction, and a request is answered
// only after its batch commits. No session, validation, rules or logging: whatever a real save adds
// comes on top of this.
const batchedUpsert = `
const http = require('node:http');
const pg = require(${JSON.stringify(pgPath)});
const answer = ${JSON.stringify(ANSWER)};
const table = process.env.TABLE;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_BATCHES) });
const upsert = 'INSERT INTO ' + table + ' (k, answer, saved_at) SELECT u.k, u.answer, now() FROM jsonb_to_recordset($1::jsonb) AS u(k int, answer jsonb) ' +
  'ON CONFLICT (k) DO UPDATE SET answer = excluded.answer, saved_at = excluded.saved_at';
let queue = [];
let inFlight = 0;
function flush() {
  if (queue.length === 0 || inFlight >= Number(process.env.PG_BATCHES)) return;
  const batch = queue;
  queue = [];
  inFlight++;
  const rows = new Map();
  for (const job of batch) rows.set(job.k, { k: job.k, answer: job.answer });
  // In key order, as our saves are: batches in flight at once that share a key then wait for each other
  // instead of deadlocking (a deadlock stalls both for a second and fails one).
  pool.query(upsert, [JSON.stringify([...rows.values()].sort((x, y) => x.k - y.k))]).then(
    () => { for (const job of batch) job.done(); },
    (error) => { console.error(error); for (const job of batch) job.fail(); },
  ).finally(() => { inFlight--; flush(); });
}
http.createServer({ keepAliveTimeout: 60000 }, (req, res) => {
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    const parsed = JSON.parse(body || '{}');
    queue.push({
      k: 1 + Math.floor(Math.random() * 100000),
      answer: parsed.answer,
      done: () => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(answer) }); res.end(answer); },
      fail: () => { res.writeHead(500); res.end(); },
    });
    flush();
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('Ready on ' + process.env.PORT));
`;

async function start(source, env = {}) {
  const port = await freePort();
  // A file, not \`node -e\`: node:cluster forks the script it was started with.
  const file = join(mkdtempSync(join(tmpdir(), 'bench-ceiling-')), 'server.cjs');
  writeFileSync(file, source);
  const child = spawn(process.execPath, [file], {
    cwd: join(root, 'apps/server'),
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => (String(chunk).includes('Ready on') ? resolve() : undefined));
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return processHandle(port, child);
}

/** Closed loop: CONCURRENCY requests in flight for SECONDS; answers requests/s, p99 and server CPU. */
async function drive(server, pids = () => [server.pid]) {
  const http = rawClient(server.port, CONCURRENCY);
  const body = {
    questionId: '00000000-0000-4000-8000-000000000000',
    answer: ['Option two'],
    timestamp: 0,
    extra: [],
  };
  const path =
    '/exam/add-answer/11111111-1111-4111-8111-111111111111/group/22222222-2222-4222-8222-222222222222?isLive=true';
  const send = () => http.request('save', 'PATCH', path, { session: 'x'.repeat(43), body });
  // Warm-up: every connection opened, the code compiled.
  const warmEnd = performance.now() + 2000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < warmEnd) await send();
    }),
  );
  const database = new URL(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  ).pathname.slice(1);
  const dbBefore = postgresCpuSeconds(database);
  const cpuBefore = pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const end = started + SECONDS * 1000;
  let done = 0;
  const latencies = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const res = await send();
        if (res.status === 200) {
          done++;
          latencies.push(performance.now() - t);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
  const client = process.cpuUsage(clientBefore);
  const dbCpu = postgresCpuSeconds(database) - dbBefore;
  http.close();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: done / seconds,
    p99: latencies[Math.ceil(latencies.length * 0.99) - 1] ?? 0,
    serverUsPerRequest: (serverCpu / done) * 1e6,
    clientUsPerRequest: (client.user + client.system) / done,
    postgresUsPerRequest: (dbCpu / done) * 1e6,
  };
}

/** The pids of a process's children (the cluster's workers). */
function children(pid) {
  try {
    return execFileSync('pgrep', ['-P', String(pid)])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
  } catch {
    return [];
  }
}

const floor = await measureFloor();
log(`floor: ${describeFloor(floor)}`);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = (await import('pg')).default;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const table = `bench_ceiling_${Date.now()}.answers`;
await admin.query(`CREATE SCHEMA ${table.split('.')[0]}`);
await admin.query(
  `CREATE TABLE ${table} (k int PRIMARY KEY, answer jsonb NOT NULL, saved_at timestamptz NOT NULL)`,
);
const PG_BATCHES = process.env.CEILING_PG_BATCHES ?? '4';
const rows = [];
const only = process.env.CEILING_ONLY?.split(',').map((id) => id.trim());
for (const [id, name, source, env, pids] of [
  ['http-1', 'node:http, 1 process', nodeHttp, {}, null],
  ['fastify-1', 'fastify, 1 process', fastify, {}, null],
  [
    'http-n',
    `node:http, ${WORKERS} processes (cluster)`,
    clusterOf(nodeHttp),
    { WORKERS: String(WORKERS) },
    (s) => () => [s.pid, ...children(s.pid)],
  ],
  [
    'upsert-1',
    `node:http + batched upsert (${PG_BATCHES} batches in flight), 1 process`,
    batchedUpsert,
    { DATABASE_URL: url, TABLE: table, PG_BATCHES },
    null,
  ],
  [
    'upsert-n',
    `node:http + batched upsert (${PG_BATCHES} batches in flight each), ${WORKERS} processes (cluster)`,
    clusterOf(batchedUpsert),
    { DATABASE_URL: url, TABLE: table, PG_BATCHES, WORKERS: String(WORKERS) },
    (s) => () => [s.pid, ...children(s.pid)],
  ],
].filter(([id]) => !only || only.includes(id))) {
  const server = await start(source, env);
  try {
    const figures = await drive(server, pids ? pids(server) : undefined);
    rows.push({ id, name, ...figures });
    log(
      `${name}: ${figures.perSecond.toFixed(0)} requests/s = ${(figures.perSecond / floor.tps).toFixed(2)} × floor; ` +
        `p99 ${figures.p99.toFixed(1)} ms; server ${figures.serverUsPerRequest.toFixed(0)} µs, load generator ${figures.clientUsPerRequest.toFixed(0)} µs, ` +
        `PostgreSQL ${figures.postgresUsPerRequest.toFixed(0)} µs CPU per request`,
    );
  } finally {
    await server.stop();
  }
}
await admin.query(`DROP SCHEMA ${table.split('.')[0]} CASCADE`);
await admin.end();
const unknownIds = only?.filter((id) => !rows.some((row) => row.id === id)) ?? [];
if (unknownIds.length > 0) throw new Error(`CEILING_ONLY names no such server: ${unknownIds.join(', ')}`);
console.log(`\nFloor (same run): ${describeFloor(floor)}`);
console.log(
  '| server | requests/s | ÷ floor | p99 | server CPU / request | load generator CPU / request | PostgreSQL CPU / request |',
);
console.log('|---|---|---|---|---|---|---|');
if (process.env.BENCH_JSON)
  writeFileSync(
    process.env.BENCH_JSON,
    JSON.stringify({ date: new Date().toISOString(), floor, servers: rows }, null, 2),
  );
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.perSecond.toFixed(0)} | ${(r.perSecond / floor.tps).toFixed(2)} | ${r.p99.toFixed(1)} ms | ${r.serverUsPerRequest.toFixed(0)} µs | ${r.clientUsPerRequest.toFixed(0)} µs | ${r.postgresUsPerRequest.toFixed(0)} µs |`,
  );
