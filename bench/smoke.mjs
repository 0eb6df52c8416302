#!/usr/bin/env node
// A short run of the exam-day benchmarks at a small size (`npm run bench:smoke`, about two minutes), so
// that a change that costs speed shows in the same ratios the full runs report. Not a test: it prints
// the figures beside the targets of the full runs and exits 0 unless a bench itself failed or lost an
// answer. Needs PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and sends
// traffic only to 127.0.0.1.
//
// In order, each as its own process (a quiet machine gives comparable figures):
//   1. the durable ceiling: pgbench's upsert floor, then bare node:http + group-committed upsert
//      (`bench:http-ceiling`, that server only, 5 s);
//   2. the exam (`bench:exam`): SMOKE_STUDENTS (400) press Start within a twenty-fifth of the time
//      10,000 take in the full run's 5 s (the same arrival rate), then answer every question, submit;
//   3. the publish (`bench:publish`): SMOKE_PUBLISH (2,000) scored attempts × 100 questions published
//      with every merit figure while each student opens their result and the scoreboard, arriving at
//      the full run's rate (20,000 in a minute).
// The ratios: saves/s ÷ the ceiling's requests/s (target ≥ 0.8), and the start, save and students'
// p99 beside their targets. Sizes and times scale down, so the absolute figures are not the full run's.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STUDENTS = Number(process.env.SMOKE_STUDENTS ?? 400);
const PUBLISH = Number(process.env.SMOKE_PUBLISH ?? 2000);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dir = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
const started = performance.now();
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

if (process.env.BENCH_SKIP_BUILD !== '1') {
  log('building the server');
  execFileSync(process.execPath, [join(root, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' });
}

/** Runs one bench script with `env`, its output kept quiet unless it fails; answers its JSON figures. */
function run(name, script, env) {
  const json = join(dir, `${name}.json`);
  const t = performance.now();
  log(`${name}…`);
  const child = spawnSync(process.execPath, [join(root, 'bench', script)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL, BENCH_SKIP_BUILD: '1', BENCH_JSON: json, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  if (child.status !== 0) {
    console.error(child.stdout, child.stderr);
    throw new Error(`${name} failed (exit ${child.status})`);
  }
  log(`${name}: ${((performance.now() - t) / 1000).toFixed(0)} s`);
  return JSON.parse(readFileSync(json, 'utf8'));
}

const ceiling = run('ceiling', 'http-ceiling.mjs', {
  CEILING_ONLY: 'upsert-1',
  CEILING_SECONDS: '5',
  FLOOR_SECONDS: '5',
});
const exam = run('exam', 'exam-load.mjs', {
  BENCH_STUDENTS: String(STUDENTS),
  // 10,000 in 5 s is 2,000 a second: the same rate for fewer students.
  BENCH_BURST_SECONDS: String(STUDENTS / 2000),
  BENCH_FLOOR: '0',
});
const publish = run('publish', 'publish-load.mjs', {
  PUBLISH_STUDENTS: String(PUBLISH),
  // 20,000 students in the minute is 333 a second: the same rate, the publish a second in.
  PUBLISH_ARRIVAL_SECONDS: String((PUBLISH * 60) / 20_000),
  PUBLISH_AFTER_SECONDS: '1',
  BENCH_FLOOR: '0',
});

const durable = ceiling.servers.find((server) => server.id === 'upsert-1');
if (!durable) throw new Error('the ceiling bench did not run upsert-1');
const f = (v, digits = 0) => (v === null || v === undefined ? '-' : v.toFixed(digits));
const p99 = (s) => `${f(s.p99, 1)} ms`;
const burst = exam.burst;
// The student app's start (the default): one call at Start, the group and the sealed paper before it;
// the original client's: group, start and paper at Start.
const startCalls =
  burst.mode === 'sealed'
    ? [burst.startSealed, exam.before.group, exam.before.sealedPaper]
    : [burst.group, burst.start, burst.paper];
const startP99 = Math.max(...startCalls.map((s) => s.p99));
const startErrors = startCalls.reduce((n, s) => n + s.errors, 0) + (burst.unsealed ?? 0);
/** The students' worst p99 over the requests that started in a phase of the publish bench. */
const worstIn = (phase) =>
  Math.max(
    ...Object.entries(publish.students_)
      .filter(([label]) => label.startsWith(`${phase} `))
      .map(([, s]) => s.p99),
  );
const rows = [
  ['floor: pgbench upsert', `${f(ceiling.floor.tps)} tps`, ''],
  [
    'ceiling: node:http + batched upsert, 1 process',
    `${f(durable.perSecond)} req/s, p99 ${f(durable.p99, 1)} ms`,
    '',
  ],
  [
    `start: ${STUDENTS} students in ${STUDENTS / 2000} s (${burst.mode === 'sealed' ? 'start-sealed; group and sealed paper before' : 'group, start, paper'})`,
    `p99 ${f(startP99, 1)} ms, ${startErrors} errors`,
    'p99 < 1 s, 0 errors',
  ],
  [
    'answer saves ÷ ceiling',
    `${f(exam.saves.perSecond / durable.perSecond, 2)} (${f(exam.saves.perSecond)}/s), p99 ${p99(exam.saves)}`,
    '≥ 0.8, p99 < 50 ms',
  ],
  ['answers lost', `${exam.verification.lost} of ${exam.verification.acknowledged}`, '0'],
  [
    `publish ${PUBLISH} × 100 with every merit figure`,
    `${f(publish.publish.seconds, 2)} s (×${f(20_000 / PUBLISH)} ≈ ${f((publish.publish.seconds * 20_000) / PUBLISH, 1)} s at 20,000)`,
    '< 10 s at 20,000',
  ],
  [
    'students during / after the publish',
    `p99 ${f(worstIn('publish'), 1)} / ${f(worstIn('after'), 1)} ms`,
    'p99 < 250 ms',
  ],
];
console.log(
  `\nbench:smoke, ${new Date().toISOString().slice(0, 16)}Z, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
console.log('| what | this run | target (full size) |');
console.log('|---|---|---|');
for (const [what, value, target] of rows) console.log(`| ${what} | ${value} | ${target} |`);
if (exam.verification.lost > 0) process.exitCode = 1;
