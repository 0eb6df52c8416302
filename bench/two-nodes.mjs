#!/usr/bin/env node
// Two API nodes against one, behind haproxy (`npm run bench:two-nodes`). Not a test: it measures and
// reports. Needs DATABASE_URL (PostgreSQL), REDIS_URL and Debian's haproxy (/usr/sbin/haproxy).
//
// Builds the server, makes a fresh database (dropped at the end) with a group, BENCH_STUDENTS students
// with sessions and a BENCH_QUESTIONS-question live exam, then runs the same answer-save load
// (every student answers every question, one request at a time, BENCH_CONCURRENCY students at once)
// BENCH_ROUNDS times against each layout, alternating so that the machine's other work falls on both:
//   - floor: 1 node behind haproxy (round robin over one server);
//   - 2 nodes: 2 nodes behind haproxy (round robin, no stickiness), both with REDIS_URL.
// Both layouts run with REDIS_URL, so the difference is the second process, not Redis. Before each
// measure, a warm-up pass of saves (unmeasured) through the balancer.
// Reported per layout: medians of saves/s, p99 of a save, and CPU per save (API nodes + haproxy +
// PostgreSQL), and the ratios 2 nodes / floor. Each round checks every acknowledged answer is stored.
//
// Env: BENCH_STUDENTS (300), BENCH_QUESTIONS (20), BENCH_CONCURRENCY (100), BENCH_ROUNDS (3),
// BENCH_SKIP_BUILD=1, BENCH_JSON=path.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchDatabase,
  buildServerUnlessSkipped,
  client,
  cpuSeconds,
  freePort,
  importMcqBank,
  importRoster,
  MCQ_OPTIONS,
  pool,
  postgresCpuSeconds,
  processHandle,
  scheduleExam,
  staffCaller,
  staffLogin,
  startServer,
  storeStudentSessions,
  summarize,
} from './exam-harness.mjs';
import { rawClient } from './raw-http-client.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 300);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HAPROXY = '/usr/sbin/haproxy';
const entry = join(root, 'apps/server/dist/main.js');
const QUESTION_ID = /\{"_id":"([0-9a-f-]{36})","type":/g;
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('Set DATABASE_URL (PostgreSQL) and REDIS_URL: the nodes share both.');
  process.exit(1);
}
buildServerUnlessSkipped(log);

const database = await benchDatabase(process.env.DATABASE_URL);
const nodeEnv = { ...database.env, REDIS_URL: process.env.REDIS_URL, ALLOW_LOCAL_STORAGE: '1' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** haproxy on a free port in front of the ports: round robin, readiness checks, no stickiness. */
async function startHaproxy(ports) {
  const port = await freePort();
  const config = `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  option http-keep-alive
frontend lb
  bind 127.0.0.1:${port}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 2s fall 2 rise 1
${ports.map((p, i) => `  server n${i} 127.0.0.1:${p} check`).join('\n')}
`;
  const path = join(database.env.DATA_DIR, `haproxy-${port}.cfg`);
  writeFileSync(path, config);
  const child = spawn(HAPROXY, ['-f', path, '-db'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return processHandle(port, child);
}

let servers = [];
try {
  // --- setup through the staff API of one node ---------------------------------------------------
  const setupServer = await startServer(entry, nodeEnv);
  servers.push(setupServer);
  const http = client(setupServer.port, 16);
  const admin = await staffLogin(http);
  const call = staffCaller(http, () => admin);
  const group = await call('POST', '/staff/groups', { name: 'Bench batch' });
  await importRoster(call, { count: STUDENTS, group: 'Bench batch', sidPrefix: 'B', phonePrefix: '018' });
  const exam = await scheduleExam(call, {
    title: 'Bench live exam',
    bankIds: await importMcqBank(call, QUESTIONS),
    settings: { negativeMarkPerQuestion: 0, passMark: 40 },
    groupIds: [group._id],
    startsAt: Date.now() - 60_000,
    endsAt: Date.now() + 6 * 3_600_000,
    assignment: { multipleTimesSubmission: true },
  });
  const sessions = await database.use(async (query) =>
    storeStudentSessions(query, await query('select id from students order by sid')),
  );
  // Every attempt started once, and its question order read (not measured).
  const papers = new Map();
  await pool(sessions, 32, async (s) => {
    await http.request('setup', 'PATCH', `/exam/start/${exam._id}/group-id/${group._id}`, {
      session: s.token,
    });
    const paper = await http.request('setup', 'GET', `/exam/id/${exam._id}/groupId/${group._id}`, {
      session: s.token,
    });
    papers.set(
      s.studentId,
      Array.from(JSON.stringify(paper.body).matchAll(QUESTION_ID), (m) => m[1]),
    );
  });
  http.close();
  await setupServer.stop();
  servers = [];
  log(`setup done: ${STUDENTS} students, ${QUESTIONS} questions, concurrency ${CONCURRENCY}`);

  // --- rounds ------------------------------------------------------------------------------------
  const runs = { floor: [], two: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [layout, count] of [
      ['floor', 1],
      ['two', 2],
    ]) {
      servers = [];
      for (let i = 0; i < count; i++) servers.push(await startServer(entry, nodeEnv));
      const lb = await startHaproxy(servers.map((s) => s.port));
      const load = rawClient(lb.port, CONCURRENCY);
      // Every connection through the balancer once first (a running balancer keeps them open).
      await Promise.all(
        Array.from({ length: CONCURRENCY * 2 }, () => load.request('warm-up', 'GET', '/health')),
      );
      load.reset();
      // Then a third of the students save once each answer unmeasured: every node has compiled its
      // hot path before the measure (a node in service has), whichever layout.
      await pool(sessions.slice(0, Math.ceil(sessions.length / 3)), CONCURRENCY, async (s) => {
        for (const questionId of papers.get(s.studentId) ?? [])
          await load.request('warm-up', 'PATCH', `/exam/add-answer/${exam._id}/group/${group._id}`, {
            session: s.token,
            body: { questionId, answer: [MCQ_OPTIONS[0]], timestamp: 1, extra: [] },
          });
      });
      load.reset();
      const cpuParts = () => ({
        nodes: servers.reduce((sum, s) => sum + cpuSeconds(s.pid), 0),
        haproxy: cpuSeconds(lb.pid),
        postgres: postgresCpuSeconds(database.name),
      });
      const acknowledged = [];
      const cpuBefore = cpuParts();
      const started = performance.now();
      await pool(sessions, CONCURRENCY, async (s) => {
        for (const questionId of papers.get(s.studentId) ?? []) {
          const option = MCQ_OPTIONS[Math.floor(Math.random() * MCQ_OPTIONS.length)];
          const res = await load.request('save', 'PATCH', `/exam/add-answer/${exam._id}/group/${group._id}`, {
            session: s.token,
            body: { questionId, answer: [option], timestamp: Date.now(), extra: [] },
          });
          if (res.status === 200) acknowledged.push([s.studentId, questionId, option]);
        }
      });
      const seconds = (performance.now() - started) / 1000;
      const cpuAfter = cpuParts();
      const part = (k) => cpuAfter[k] - cpuBefore[k];
      const cpu = part('nodes') + part('haproxy') + part('postgres');
      const stat = summarize(load.latencies.get('save') ?? []);
      load.close();
      await lb.stop();
      for (const s of servers) await s.stop();
      servers = [];
      const stored = await database.use(async (query) =>
        query(
          `select t.student_id, a.question_id, a.answer from exam_answers a join exam_attempts t on t.id = a.attempt_id
           where t.exam_id = $1`,
          [exam._id],
        ),
      );
      const inDb = new Map(stored.map((r) => [`${r.student_id}:${r.question_id}`, r.answer[0]]));
      // The last acknowledged answer of each question is the one stored (timestamps only grow).
      const last = new Map(acknowledged.map(([st, q, o]) => [`${st}:${q}`, o]));
      const lost = [...last].filter(([key, option]) => inDb.get(key) !== option).length;
      const run = {
        saves: acknowledged.length,
        errors: load.errorCount('save'),
        perSecond: acknowledged.length / seconds,
        p50: stat.p50,
        p99: stat.p99,
        cpuMicrosPerSave: (cpu * 1e6) / acknowledged.length,
        nodesCpuMicrosPerSave: (part('nodes') * 1e6) / acknowledged.length,
        haproxyCpuMicrosPerSave: (part('haproxy') * 1e6) / acknowledged.length,
        postgresCpuMicrosPerSave: (part('postgres') * 1e6) / acknowledged.length,
        lost,
        loadAverage: loadavg()[0],
      };
      runs[layout].push(run);
      log(
        `round ${round} ${layout === 'floor' ? '1 node ' : '2 nodes'}: ${run.perSecond.toFixed(0)} saves/s, p99 ${run.p99.toFixed(1)} ms, CPU/save ${run.cpuMicrosPerSave.toFixed(0)} µs (nodes ${run.nodesCpuMicrosPerSave.toFixed(0)}, haproxy ${run.haproxyCpuMicrosPerSave.toFixed(0)}, PostgreSQL ${run.postgresCpuMicrosPerSave.toFixed(0)}), errors ${run.errors}, lost ${lost}`,
      );
      if (lost > 0 || run.errors > 0) process.exitCode = 1;
    }
  }

  // --- report ------------------------------------------------------------------------------------
  const med = (layout, key) => median(runs[layout].map((r) => r[key]));
  const figures = {
    date: new Date().toISOString(),
    machine: `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    students: STUDENTS,
    questions: QUESTIONS,
    concurrency: CONCURRENCY,
    rounds: ROUNDS,
    runs,
    medians: Object.fromEntries(
      ['floor', 'two'].map((l) => [
        l,
        {
          perSecond: med(l, 'perSecond'),
          p99: med(l, 'p99'),
          cpuMicrosPerSave: med(l, 'cpuMicrosPerSave'),
          nodesCpuMicrosPerSave: med(l, 'nodesCpuMicrosPerSave'),
          haproxyCpuMicrosPerSave: med(l, 'haproxyCpuMicrosPerSave'),
          postgresCpuMicrosPerSave: med(l, 'postgresCpuMicrosPerSave'),
        },
      ]),
    ),
  };
  const ratio = (key) => med('two', key) / med('floor', key);
  figures.ratios = {
    perSecond: ratio('perSecond'),
    p99: ratio('p99'),
    cpuMicrosPerSave: ratio('cpuMicrosPerSave'),
  };
  console.log(`\nTwo nodes vs one behind haproxy: ${figures.machine}; ${ROUNDS} rounds, medians`);
  for (const [layout, name] of [
    ['floor', '1 node (floor)'],
    ['two', '2 nodes'],
  ]) {
    const m = figures.medians[layout];
    console.log(
      `  ${name.padEnd(15)} ${m.perSecond.toFixed(0).padStart(6)} saves/s  p99 ${m.p99.toFixed(1).padStart(7)} ms  CPU/save ${m.cpuMicrosPerSave.toFixed(0).padStart(6)} µs (nodes ${m.nodesCpuMicrosPerSave.toFixed(0)}, haproxy ${m.haproxyCpuMicrosPerSave.toFixed(0)}, PostgreSQL ${m.postgresCpuMicrosPerSave.toFixed(0)})`,
    );
  }
  console.log(
    `  ratio 2/1       saves/s x${figures.ratios.perSecond.toFixed(2)}  p99 x${figures.ratios.p99.toFixed(2)}  CPU/save x${figures.ratios.cpuMicrosPerSave.toFixed(2)}`,
  );
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
} catch (error) {
  console.error(error);
  for (const s of servers) console.error(s.output().slice(-2000));
  process.exitCode = 1;
} finally {
  for (const s of servers) await s.stop();
  await database.remove();
}
