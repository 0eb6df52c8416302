// Pieces of the exam load benchmark: the server process, the database behind it, an HTTP client with
// latency records, and statistics. See exam-load.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/**
 * Where the benchmark's data lives: a throwaway PGlite folder, or a fresh database on the PostgreSQL
 * server of `url` (created now, dropped by `remove`).
 */
export async function benchDatabase(url) {
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-exam-'));
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      /** Runs `fn(query)` with the database (PGlite: only while the server is stopped). */
      async use(fn) {
        const { PGlite } = await import('@electric-sql/pglite');
        const db = await PGlite.create(join(dataDir, 'db'));
        try {
          return await fn(async (sql, params) => (await db.query(sql, params)).rows);
        } finally {
          await db.close();
        }
      },
      async remove() {
        rmSync(dataDir, { recursive: true, force: true });
      },
      /** Transactions committed so far (not counted on PGlite). */
      async commits() {
        return 0;
      },
    };
  }
  const pg = (await import('pg')).default;
  const name = `bench_exam_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    kind: 'postgres',
    name,
    env: { DATABASE_URL: dbUrl.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-exam-')) },
    async use(fn) {
      const client = new pg.Client({ connectionString: dbUrl.toString() });
      await client.connect();
      try {
        return await fn(async (sql, params) => (await client.query(sql, params)).rows);
      } finally {
        await client.end();
      }
    },
    /** Transactions committed so far in the bench database (statistics lag by up to a second). */
    async commits() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const { rows } = await client.query(
          'SELECT xact_commit::float8 AS n FROM pg_stat_database WHERE datname = $1',
          [name],
        );
        return rows[0]?.n ?? 0;
      } finally {
        await client.end();
      }
    },
    async remove() {
      // BENCH_KEEP_DATABASE=1 leaves it for a look afterwards (EXPLAIN of a statement at full size).
      if (process.env.BENCH_KEEP_DATABASE === '1') {
        console.log(`database kept: ${name}`);
        return;
      }
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts the built server in production mode; resolves once it listens. */
export async function startServer(entry, env) {
  const port = await freePort();
  // As `npm start` runs it; e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" adds a profile.
  const nodeArgs = [
    '--max-semi-space-size=64',
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMITS_OFF: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_SECRET: 'bench-secret-0123456789abcdef',
      ADMIN_USERNAME: 'benchadmin',
      ADMIN_PASSWORD: 'bench-password',
      EXAM_AUTO_SUBMIT_SECONDS: '0',
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
      // BENCH_WORKERS=2: the server as WORKERS=2 runs it (worker processes on every core); it needs
      // PostgreSQL and Redis (REDIS_URL, default the local one).
      ...(Number(process.env.BENCH_WORKERS ?? 1) > 1
        ? {
            WORKERS: process.env.BENCH_WORKERS,
            REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
            ALLOW_LOCAL_STORAGE: '1',
          }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    child.stdout.on('data', () => {
      if (output.includes('Ready on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return {
    port,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** A started helper process (a server, a balancer): its port and pid, and a stop that waits for its exit. */
export function processHandle(port, child) {
  return {
    port,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * CPU seconds (user + system) a process and its child processes (a server's cluster workers) have used
 * so far (Linux /proc). A child that has exited is no longer counted, so measure while they run.
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    let total = (Number(fields[11]) + Number(fields[12])) / 100;
    for (const child of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean))
      total += cpuSeconds(Number(child)) || 0;
    return total;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds used so far by PostgreSQL for `database`: its backends and the server's own processes
 * (WAL writer, checkpointer...); backends of other databases (other test runs) are left out.
 */
export function postgresCpuSeconds(database) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      // "postgres: 15/main: user database host(port) state" for a backend, "postgres: 15/main: walwriter" else
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(': ').slice(2).join(': ');
      const backend = /^\S+ (\S+) (\[local\]|\S+\(\d+\))/.exec(title);
      if (backend && backend[1] !== database) continue;
      const fields = stat.split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/**
 * Latencies per label, and the count and first samples of the failures; with BENCH_TIMELINE also every
 * request as a CSV line (end time in ms since the recorder was made, label, latency) in `timeline`.
 */
export function latencyRecorder() {
  const latencies = new Map();
  const errors = new Map();
  let origin = performance.now();
  const timeline = process.env.BENCH_TIMELINE ? ['end_ms,label,latency_ms'] : null;
  return {
    latencies,
    timeline,
    record(label, ms, ok, detail) {
      timeline?.push(`${(performance.now() - origin).toFixed(0)},${label},${ms.toFixed(1)}`);
      const list = latencies.get(label) ?? [];
      if (list.length === 0) latencies.set(label, list);
      list.push(ms);
      if (ok) return;
      const samples = errors.get(label) ?? [];
      if (samples.length < 5) samples.push(detail);
      errors.set(label, samples);
      errors.set(`${label}#count`, (errors.get(`${label}#count`) ?? 0) + 1);
    },
    /** A moment of the run (a phase's start or end) as a timeline line of latency 0; its label ends with
     * the wall-clock time (` @<epoch ms>`), to line it up with samplers outside the bench. */
    mark(label) {
      timeline?.push(`${(performance.now() - origin).toFixed(0)},${label} @${Date.now()},0`);
    },
    errorCount: (label) => errors.get(`${label}#count`) ?? 0,
    errorSamples: (label) => errors.get(label) ?? [],
    reset() {
      latencies.clear();
      errors.clear();
      origin = performance.now();
      if (timeline) timeline.length = 1;
    },
  };
}

/** A response body parsed as JSON, or the text when it is not JSON. */
export function parseBody(text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * What the benchmarks' students accept, as a phone's browser asks (Chrome's list without zstd, which
 * Node 20 cannot make): the server compresses their answers, and that is part of what a request costs
 * it. Before 2026-12-01 the benchmarks asked for nothing and measured uncompressed answers;
 * `BENCH_ACCEPT_ENCODING=identity` measures that way again.
 */
export const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

/** A response body as sent, decompressed by its `content-encoding` (as the browser does on the phone). */
export function decodedBody(raw, encoding) {
  if (!encoding || encoding === 'identity' || raw.length === 0) return raw;
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  if (encoding === 'deflate') return zlib.inflateSync(raw);
  throw new Error(`unknown content-encoding ${encoding}`);
}

/** A keep-alive HTTP client on one port that records latencies per label. */
export function client(port, maxSockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const recorder = latencyRecorder();
  const { record } = recorder;
  /** One request; resolves `{status, body}` (body parsed as JSON). Never throws: network errors are status 0. */
  function request(label, method, path, { session, body } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: `/api${path}`,
          agent,
          headers: {
            agent: 'browser',
            'accept-encoding': ACCEPT_ENCODING,
            ...(session ? { authorization: session } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - started;
            const raw = Buffer.concat(chunks);
            // Decoded only when read: the load generator shares the CPUs with what it measures.
            let text;
            const textOf = () => {
              text ??= decodedBody(raw, res.headers['content-encoding']).toString();
              return text;
            };
            const ok = res.statusCode >= 200 && res.statusCode < 300;
            record(label, ms, ok, ok ? '' : `${res.statusCode} ${textOf().slice(0, 200)}`);
            let parsed;
            resolve({
              status: res.statusCode,
              get body() {
                parsed ??= { value: parseBody(textOf()) };
                return parsed.value;
              },
              headers: res.headers,
            });
          });
        },
      );
      req.on('error', (err) => {
        record(label, performance.now() - started, false, String(err));
        resolve({ status: 0, body: null });
      });
      if (payload) req.write(payload);
      req.end();
    });
  }
  return { ...recorder, request, close: () => agent.destroy() };
}

/** Percentile of sorted numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** p50, p99 and max of a list of latencies (ms). */
export function summarize(list) {
  const sorted = Float64Array.from(list).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}

/** Runs `work(item)` over items with at most `limit` running at once. */
export async function pool(items, limit, work) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item);
    }
  });
  await Promise.all(runners);
}

/** A session token and its stored hash (as the server stores it: sha256 hex). */
export function newSessionToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

/** Signs in as the bench's staff admin through `http`; answers the session id. */
export async function staffLogin(http) {
  const login = await http.request('setup', 'POST', '/staff/login', {
    body: { username: 'benchadmin', password: 'bench-password' },
  });
  return String(login.headers.sessionid);
}

/** A staff call as `session()`: the answer's `data`, or a thrown error for any status from 300. */
export function staffCaller(http, session) {
  return async (method, path, body) => {
    const res = await http.request('setup', method, path, { session: session(), body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
}

/**
 * Stores a fresh session for each student row (`{id}`) straight in the database, as a sign-in would
 * leave it (signing thousands in would measure argon2); answers the rows with their tokens.
 */
export async function storeStudentSessions(query, rows) {
  const tokens = rows.map((r) => ({ ...r, studentId: r.id, ...newSessionToken() }));
  for (let i = 0; i < tokens.length; i += 1000) {
    const part = tokens.slice(i, i + 1000);
    await query(
      `insert into sessions (token_hash, principal_type, principal_id, expires_at)
       select h, 'student', p::uuid, now() + interval '30 days' from unnest($1::text[], $2::text[]) as t(h, p)`,
      [part.map((t) => t.hash), part.map((t) => t.studentId)],
    );
  }
  return tokens;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Builds the server into apps/server/dist, unless BENCH_SKIP_BUILD=1 says the existing build is to be used. */
export function buildServerUnlessSkipped(log) {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  log('building the server');
  execFileSync(process.execPath, [join(repoRoot, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' });
}

/**
 * Imports `count` students into the group `group` through the staff API, 5,000 rows per import. Sids are
 * `${sidPrefix}${n}` and phones `${phonePrefix}` + n on 8 digits (n from 1); `branches` (names) are
 * given round-robin; `extraRows` (CSV lines of the same columns) are added to the last import. Throws
 * unless every row is created.
 */
export async function importRoster(
  call,
  { count, group, sidPrefix, phonePrefix, branches = [], extraRows = [] },
) {
  const header = branches.length > 0 ? 'name,sid,phone,branch,groups' : 'name,sid,phone,groups';
  for (let from = 0; from < count || from === 0; from += 5000) {
    const rows = [header];
    const to = Math.min(count, from + 5000);
    for (let i = from; i < to; i++) {
      const branch = branches.length > 0 ? `${branches[i % branches.length]},` : '';
      rows.push(
        `Student ${i + 1},${sidPrefix}${i + 1},${phonePrefix}${String(i + 1).padStart(8, '0')},${branch}${group}`,
      );
    }
    if (to >= count) rows.push(...extraRows);
    const imported = await call('POST', '/staff/students/import', { csv: rows.join('\n') });
    if (imported.created !== rows.length - 1)
      throw new Error(
        `roster: ${JSON.stringify({ created: imported.created, errors: imported.errors?.slice(0, 3) })}`,
      );
    if (to >= count) break;
  }
}

/** The four options of every bench MCQ. */
// BENCH_PAPER=bn: the bank's questions in Bengali, as a Bangladeshi institute's papers are (a result's
// JSON is then two-byte text in V8 and multi-byte UTF-8 on the wire); English by default.
const BENGALI = process.env.BENCH_PAPER === 'bn';
export const MCQ_OPTIONS = BENGALI
  ? ['প্রথম বিকল্প', 'দ্বিতীয় বিকল্প', 'তৃতীয় বিকল্প', 'চতুর্থ বিকল্প']
  : ['Option one', 'Option two', 'Option three', 'Option four'];

/**
 * Imports `count` one-mark MCQs of four options (question i's answer is option i mod 4), spread over
 * `subjectIds` when given; answers their bank ids in order.
 */
export async function importMcqBank(call, count, subjectIds = []) {
  const options = MCQ_OPTIONS;
  const bank = Array.from({ length: count }, (_, i) => ({
    type: 'MCQ',
    title: BENGALI
      ? `<p>প্রশ্ন ${i + 1}: কোন বিকল্পটি সঠিক?</p>`
      : `<p>Question ${i + 1}: which option is right?</p>`,
    options,
    answer: [options[i % 4]],
    explanation: BENGALI ? `<p>কারণ ${i + 1}।</p>` : `<p>Because of reason ${i + 1}.</p>`,
    point: 1,
    ...(subjectIds.length > 0 ? { subjectId: subjectIds[i % subjectIds.length] } : {}),
  }));
  return (await call('POST', '/staff/questions/import', { format: 'json', content: JSON.stringify(bank) }))
    .ids;
}

/**
 * Makes an exam of the bank questions `bankIds` (`settings`: the exam's other fields) and gives it to
 * each group of `groupIds` with the window `startsAt`..`endsAt` (ms) and `assignment`'s other fields
 * (a 300 s duration unless given); answers the exam.
 */
export async function scheduleExam(
  call,
  { title, bankIds, settings = {}, groupIds, startsAt, endsAt, assignment = {} },
) {
  const exam = await call('POST', '/staff/exams', {
    title,
    passMark: 40,
    ...settings,
    questions: bankIds.map((questionId) => ({ questionId })),
  });
  for (const groupId of groupIds)
    await call('POST', `/staff/exams/${exam._id}/assignments`, {
      groupId,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
      duration: 300,
      ...assignment,
    });
  return exam;
}
