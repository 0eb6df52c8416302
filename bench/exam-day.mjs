#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchDatabase,
  buildServerUnlessSkipped,
  client,
  cpuSeconds,
  importMcqBank,
  importRoster,
  MCQ_OPTIONS,
  pool,
  postgresCpuSeconds,
  scheduleExam,
  staffCaller,
  staffLogin,
  startServer,
  storeStudentSessions,
  summarize,
} from './exam-harness.mjs';
import { describeFloor, measureFloor } from './floor.mjs';
import { rawClient } from './raw-http-client.mjs';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const STUDENTS = env('EXAMDAY_STUDENTS', 2000);
const QUESTIONS = env('EXAMDAY_QUESTIONS', 100);
const BRANCHES = env('EXAMDAY_BRANCHES', 4);
const ARRIVAL = env('EXAMDAY_ARRIVAL_SECONDS', 60);
const ANSWERING = env('EXAMDAY_ANSWER_SECONDS', 60);
const THINK = env('EXAMDAY_THINK_SECONDS', 4);
const OFFLINE_SHARE = env('EXAMDAY_OFFLINE_SHARE', 0.1);
const OFFLINE_SECONDS = env('EXAMDAY_OFFLINE_SECONDS', 20);
const AUTO_SHARE = env('EXAMDAY_AUTO_SHARE', 0.2);
const GRACE = env('EXAMDAY_GRACE_SECONDS', 15);
const SOCKETS = env('EXAMDAY_SOCKETS', 256);
const MAX_SECONDS = env('EXAMDAY_MAX_SECONDS', 900);
const SUBJECTS = ['Physics', 'Chemistry', 'Higher Math', 'Biology'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.env.BENCH_ENTRY ?? join(root, 'apps/server/dist/main.js');
const QUESTION_ID = /\{"_id":"([0-9a-f-]{36})","type":/g;
// How a student starts: 'sealed' as the student app does (My Exams' group list, then the sealed paper
// and the start-sealed call together), 'plain' as the original client does (group, start, paper).
const START = process.env.BENCH_START ?? 'sealed';
if (!['sealed', 'plain'].includes(START)) throw new Error(`BENCH_START: sealed or plain, not ${START}`);
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

if (!Number.isInteger(STUDENTS) || STUDENTS < 1 || STUDENTS > 20_000) {
  console.error('EXAMDAY_STUDENTS must be 1..20000');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  const host = new URL(process.env.DATABASE_URL).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    console.error(`bench:exam-day only talks to this machine; DATABASE_URL names ${host}`);
    process.exit(2);
  }
}

buildServerUnlessSkipped(log);

const database = await benchDatabase(process.env.DATABASE_URL);
let server;
let aborted = false;
// The run's bound in time: whatever happens, stop the server and drop the database.
const watchdog = setTimeout(async () => {
  aborted = true;
  console.error(`bench:exam-day stopped after ${MAX_SECONDS} s (EXAMDAY_MAX_SECONDS)`);
  await server?.stop().catch(() => {});
  await database.remove().catch(() => {});
  process.exit(1);
}, MAX_SECONDS * 1000);
watchdog.unref();

log(
  `database: ${database.kind}; ${STUDENTS} students arriving over ${ARRIVAL} s, ${QUESTIONS} questions, deadline ${ARRIVAL + ANSWERING} s in`,
);
try {
  // --- setup through the staff API -------------------------------------------------------------
  server = await startServer(entry, database.env);
  let staffHttp = client(server.port, 16);
  let admin = await staffLogin(staffHttp);
  const call = staffCaller(staffHttp, () => admin);
  const group = await call('POST', '/staff/groups', { name: 'Exam day batch' });
  const branches = [];
  for (let b = 0; b < BRANCHES; b++)
    branches.push((await call('POST', '/staff/branches', { name: `Branch ${b + 1}` })).name);
  await importRoster(call, {
    count: STUDENTS,
    group: 'Exam day batch',
    sidPrefix: 'D',
    phonePrefix: '019',
    branches,
  });
  const course = await call('POST', '/staff/courses', { name: 'Exam day course' });
  const subjectIds = [];
  for (const name of SUBJECTS)
    subjectIds.push((await call('POST', '/staff/subjects', { courseId: course._id, name }))._id);
  const setupNow = Date.now();
  const bankIds = await importMcqBank(call, QUESTIONS, subjectIds);
  const exam = await scheduleExam(call, {
    title: 'Exam day',
    bankIds,
    settings: { negativeMarkPerQuestion: 0.25, passMark: 40, shuffleQuestions: true },
    groupIds: [group._id],
    startsAt: setupNow - 60_000,
    endsAt: setupNow + 6 * 3_600_000,
    assignment: { multipleTimesSubmission: true },
  });
  staffHttp.close();
  await server.stop();

  // Sessions straight into the database, as a sign-in would leave them.
  const sessions = await database.use(async (query) =>
    storeStudentSessions(query, await query('select id from students order by sid')),
  );
  log(`setup done: ${STUDENTS} students with sessions, exam ${exam._id}`);

  const floor =
    database.kind === 'postgres' && process.env.BENCH_FLOOR !== '0'
      ? await measureFloor({ url: process.env.DATABASE_URL })
      : null;
  if (floor) log(`floor: ${describeFloor(floor)}`);

  // The deadline: ARRIVAL + ANSWERING seconds after the load starts (the server's start included).
  const startsIn = 15_000;
  const loadStart = Date.now() + startsIn;
  const deadline = loadStart + (ARRIVAL + ANSWERING) * 1000;
  await database.use((query) =>
    query('update exam_assignments set ends_at = $2 where exam_id = $1', [
      exam._id,
      new Date(deadline).toISOString(),
    ]),
  );
  server = await startServer(entry, {
    ...database.env,
    EXAM_AUTO_SUBMIT_SECONDS: '1',
    EXAM_OFFLINE_GRACE_SECONDS: String(GRACE),
  });
  const http = rawClient(server.port, SOCKETS);
  staffHttp = client(server.port, 2);
  admin = await staffLogin(staffHttp);
  await Promise.all(
    Array.from({ length: Math.min(SOCKETS, 64) }, () => http.request('warm-up', 'GET', '/health')),
  );
  http.reset();
  await sleep(loadStart - Date.now());

  // --- the day ---------------------------------------------------------------------------------
  const phases = new Map(); // name -> { from, to, cpu, pgCpu }
  const begin = (name) =>
    phases.set(name, {
      from: performance.now(),
      cpu: cpuSeconds(server.pid),
      pgCpu: database.kind === 'postgres' ? postgresCpuSeconds(database.name) : 0,
    });
  const end = (name) => {
    const p = phases.get(name);
    p.seconds = (performance.now() - p.from) / 1000;
    p.serverCpu = cpuSeconds(server.pid) - p.cpu;
    p.pgCpu = database.kind === 'postgres' ? postgresCpuSeconds(database.name) - p.pgCpu : null;
  };
  const answerPath = `/exam/add-answer/${exam._id}/group/${group._id}`;
  const acknowledged = new Map(); // studentId -> Map(questionId -> {option, ts})
  const rng = (() => {
    let seed = 20_000;
    return () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
  })();
  const gap = (ARRIVAL * 1000) / STUDENTS;
  // Every (1/EXAMDAY_OFFLINE_SHARE)-th student goes offline once; every other of those at the deadline.
  const every = OFFLINE_SHARE > 0 ? Math.max(1, Math.round(1 / OFFLINE_SHARE)) : 0;
  const plans = sessions.map((s, i) => {
    const offline = every > 0 && i % every === 0;
    return { s, arriveAt: loadStart + i * gap, offline, atDeadline: offline && (i / every) % 2 === 1 };
  });
  const online = plans.filter((p) => !p.atDeadline);
  const submitters = new Set(
    online.slice(0, Math.round(online.length * (1 - AUTO_SHARE))).map((p) => p.s.studentId),
  );
  let saves = 0;
  let offlineSaves = 0;

  const save = async (s, questionId, option, ts, offline) => {
    const res = await http.request(
      offline ? 'PATCH /exam/add-answer offline' : 'PATCH /exam/add-answer',
      'PATCH',
      `${answerPath}?isLive=true${offline ? '&offline=true' : ''}`,
      { session: s.token, body: { questionId, answer: [option], timestamp: ts, extra: [] } },
    );
    if (res.status !== 200) return;
    const mine = acknowledged.get(s.studentId);
    const known = mine.get(questionId);
    if (!known || known.ts <= ts) mine.set(questionId, { option, ts });
    saves++;
    if (offline) offlineSaves++;
  };

  const sitter = async (plan) => {
    const { s } = plan;
    acknowledged.set(s.studentId, new Map());
    await sleep(plan.arriveAt - Date.now());
    if (aborted) return;
    await http.request('GET /group', 'GET', `/group/${group._id}`, { session: s.token });
    let questions;
    if (START === 'sealed') {
      // The paper fetched ahead by My Exams is still on its way when Start is pressed: both at once. The
      // load generator knows the questions from the set-up; the paper opens in the student's browser.
      const [, started] = await Promise.all([
        http.request('GET /exam/sealed-paper', 'GET', `/exam/sealed-paper/${exam._id}/group/${group._id}`, {
          session: s.token,
          parse: 'bytes',
        }),
        http.request(
          'PATCH /exam/start-sealed',
          'PATCH',
          `/exam/start-sealed/${exam._id}/group/${group._id}`,
          {
            session: s.token,
            parse: 'text',
          },
        ),
      ]);
      if (started.status !== 200 || !started.body.includes('"sealed":{"version":')) return;
      questions = bankIds;
    } else {
      await http.request('PATCH /exam/start', 'PATCH', `/exam/start/${exam._id}/group-id/${group._id}`, {
        session: s.token,
      });
      const paper = await http.request('GET /exam/id', 'GET', `/exam/id/${exam._id}/groupId/${group._id}`, {
        session: s.token,
        parse: 'text',
      });
      if (paper.status !== 200) return;
      questions = Array.from(paper.body.matchAll(QUESTION_ID), (m) => m[1]);
    }
    const stopAt = deadline - 3000;
    // Offline once: at a random time of the answering, back 1 s before the answering ends at the latest;
    // or for the last OFFLINE_SECONDS up to the deadline, syncing half-way through the grace.
    const span = Math.max(0, stopAt - 1000 - OFFLINE_SECONDS * 1000 - Date.now());
    const offFrom = !plan.offline
      ? Number.POSITIVE_INFINITY
      : plan.atDeadline
        ? stopAt - OFFLINE_SECONDS * 1000
        : Date.now() + rng() * span;
    const offTo = plan.atDeadline ? deadline + (GRACE * 1000) / 2 : offFrom + OFFLINE_SECONDS * 1000;
    const kept = [];
    for (let next = 0; next < questions.length; ) {
      const wake = Date.now() + -Math.log(1 - rng()) * THINK * 1000;
      if (kept.length > 0 && offTo <= wake) {
        // Back online before the next answer: what was kept goes first, as the app's send queue does.
        await sleep(offTo - Date.now());
        await syncKept(s, kept);
        continue;
      }
      // A long pause that would run past the end of the answering ends there: the student stops.
      await sleep(Math.min(wake, stopAt) - Date.now());
      const now = Date.now();
      if (now >= stopAt || aborted) break;
      const questionId = questions[next++];
      const option = MCQ_OPTIONS[Math.floor(rng() * MCQ_OPTIONS.length)];
      if (now >= offFrom && now < offTo) kept.push({ questionId, option, ts: now });
      else await save(s, questionId, option, now, false);
    }
    if (kept.length > 0) {
      await sleep(offTo - Date.now());
      await syncKept(s, kept);
    }
  };
  const syncKept = async (s, kept) => {
    for (const k of kept.splice(0)) await save(s, k.questionId, k.option, k.ts, true);
  };

  log(`phases 1-2: arrival over ${ARRIVAL} s and answering until the deadline`);
  begin('arrival');
  const arrivalDone = sleep(ARRIVAL * 1000).then(() => end('arrival'));
  begin('answering');
  const sitting = Promise.all(plans.map(sitter));

  await sleep(deadline - 2000 - Date.now());
  end('answering');
  log(`phase 3: submit rush (${submitters.size} students)`);
  begin('submit rush');
  await Promise.all(
    plans
      .filter((p) => submitters.has(p.s.studentId))
      .map((p) =>
        http.request('PATCH /exam/submit', 'PATCH', `/exam/submit/${exam._id}/group/${group._id}`, {
          session: p.s.token,
        }),
      ),
  );
  end('submit rush');
  await arrivalDone;

  log(`phase 4: auto-submit of ${STUDENTS - submitters.size} attempts after the ${GRACE} s grace`);
  begin('auto-submit');
  await sitting; // the offline students still syncing within the grace
  // Polled through the staff statistics (scored results): PGlite has one connection, the server's.
  for (;;) {
    const res = await staffHttp.request('poll', 'GET', `/staff/exams/${exam._id}/statistics`, {
      session: admin,
    });
    if (aborted || (res.status === 200 && res.body.data.count >= STUDENTS)) break;
    if (Date.now() > deadline + (GRACE + 120) * 1000) break;
    await sleep(250);
  }
  end('auto-submit');
  const autoSeconds = (Date.now() - deadline) / 1000;

  log('phase 5: publish, merit list, every student views the result');
  begin('publish');
  const published = await staffHttp.request('POST publish', 'POST', `/staff/exams/${exam._id}/publish`, {
    session: admin,
    body: { scope: 'exam' },
  });
  end('publish');
  begin('merit list');
  const csv = await staffHttp.request(
    'GET merit-list.csv',
    'GET',
    `/staff/exams/${exam._id}/merit-list.csv`,
    {
      session: admin,
    },
  );
  end('merit list');
  begin('view result');
  await pool(sessions, Math.min(SOCKETS, 200), (s) =>
    http.request('GET /exam/result', 'GET', `/exam/result/${exam._id}/student/by-groupId/${group._id}`, {
      session: s.token,
    }),
  );
  end('view result');
  http.close();
  staffHttp.close();
  await server.stop();

  // --- verification ----------------------------------------------------------------------------
  log('verifying the database');
  const stored = await database.use(async (query) => ({
    rows: await query(
      `select t.student_id, a.question_id, a.answer from exam_answers a join exam_attempts t on t.id = a.attempt_id
       where t.exam_id = $1`,
      [exam._id],
    ),
    attempts: (
      await query(
        `select count(*)::int as n, count(submitted_at)::int as submitted, count(*) filter (where auto_submitted)::int as auto,
           count(scored_at)::int as scored, count(published_at)::int as published, count(rank)::int as ranked,
           count(branch_rank)::int as "branchRanked", count(percentile)::int as percentiles,
           count(subject_ranks)::int as "subjectRanked"
         from exam_attempts where exam_id = $1`,
        [exam._id],
      )
    )[0],
  }));
  const inDb = new Map(stored.rows.map((r) => [`${r.student_id}:${r.question_id}`, r.answer]));
  let lost = 0;
  let checked = 0;
  for (const [studentId, answers] of acknowledged)
    for (const [questionId, { option }] of answers) {
      checked++;
      if (inDb.get(`${studentId}:${questionId}`)?.[0] !== option) lost++;
    }

  // --- report ----------------------------------------------------------------------------------
  const stat = (l) => ({
    ...summarize(l.flatMap((x) => http.latencies.get(x) ?? [])),
    errors: l.reduce((n, x) => n + http.errorCount(x), 0),
  });
  const staffStat = (label) => summarize(staffHttp.latencies.get(label) ?? []);
  const phaseLabels = {
    arrival:
      START === 'sealed'
        ? ['GET /group', 'GET /exam/sealed-paper', 'PATCH /exam/start-sealed']
        : ['GET /group', 'PATCH /exam/start', 'GET /exam/id'],
    answering: ['PATCH /exam/add-answer', 'PATCH /exam/add-answer offline'],
    'submit rush': ['PATCH /exam/submit'],
    'auto-submit': [],
    publish: [],
    'merit list': [],
    'view result': ['GET /exam/result'],
  };
  const report = {};
  for (const [name, labels] of Object.entries(phaseLabels)) {
    const p = phases.get(name);
    const s =
      name === 'publish'
        ? { ...staffStat('POST publish'), errors: published.status === 200 ? 0 : 1 }
        : name === 'merit list'
          ? { ...staffStat('GET merit-list.csv'), errors: csv.status === 200 ? 0 : 1 }
          : stat(labels);
    const perSecond = s.count / p.seconds;
    report[name] = {
      seconds: p.seconds,
      requests: s.count,
      perSecond,
      p50: s.p50,
      p99: s.p99,
      max: s.max,
      errors: s.errors,
      serverCpuSeconds: p.serverCpu,
      postgresCpuSeconds: p.pgCpu,
      toFloor: floor
        ? {
            perSecond: perSecond / floor.tps,
            p50: s.p50 / floor.latencyMs,
            p99: s.p99 / floor.latencyMs,
            serverCpuPerRequest: s.count > 0 ? p.serverCpu / s.count / (1 / floor.tps) : null,
          }
        : null,
    };
  }
  // Each label of the arrival and answering on its own too.
  const byLabel = Object.fromEntries(
    [...phaseLabels.arrival, ...phaseLabels.answering, 'PATCH /exam/submit', 'GET /exam/result'].map((l) => [
      l,
      stat([l]),
    ]),
  );
  const figures = {
    date: new Date().toISOString(),
    machine: `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    loadAverage: loadavg()[0],
    database: database.kind,
    students: STUDENTS,
    questions: QUESTIONS,
    arrivalSeconds: ARRIVAL,
    answerSeconds: ANSWERING,
    thinkSeconds: THINK,
    offline: { students: plans.filter((p) => p.offline).length, saves: offlineSaves },
    submitters: submitters.size,
    autoSubmitFromDeadlineSeconds: autoSeconds,
    saves,
    floor,
    phases: report,
    byLabel,
    publish: { status: published.status, report: published.body?.data ?? published.body },
    meritCsv: {
      status: csv.status,
      rows: typeof csv.body === 'string' ? csv.body.trim().split('\r\n').length - 1 : 0,
    },
    verification: { acknowledged: checked, stored: stored.rows.length, lost, attempts: stored.attempts },
  };

  const ms = (v) => `${v.toFixed(1)} ms`.padStart(10);
  const ratio = (v) => (v === null || v === undefined ? '    –' : v.toFixed(2).padStart(5));
  console.log(
    `\nExam day: ${figures.database}, ${figures.machine}; load average ${figures.loadAverage.toFixed(1)}; start: ${START === 'sealed' ? 'the student app (group; sealed paper and start-sealed together)' : 'the original client (group, start, paper)'}`,
  );
  console.log(
    `${STUDENTS} students over ${ARRIVAL} s, deadline at ${ARRIVAL + ANSWERING} s, ${figures.offline.students} offline once (${offlineSaves} saves synced later), ${submitters.size} submit, the rest auto-submitted (done ${autoSeconds.toFixed(1)} s after the deadline, grace ${GRACE} s)`,
  );
  if (floor) console.log(`Floor (same run, just before the load): ${describeFloor(floor)}`);
  console.log(
    `  ${'phase'.padEnd(12)} ${'s'.padStart(6)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)} err  cpu s  pg s | ÷floor: req/s   p50   p99  cpu/req`,
  );
  for (const [name, r] of Object.entries(report))
    console.log(
      `  ${name.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} ${String(r.requests).padStart(8)} ${r.perSecond.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p99)} ${ms(r.max)} ${String(r.errors).padStart(3)} ${r.serverCpuSeconds.toFixed(1).padStart(6)} ${r.postgresCpuSeconds === null ? '    –' : r.postgresCpuSeconds.toFixed(1).padStart(5)} |        ${ratio(r.toFloor?.perSecond)} ${ratio(r.toFloor?.p50)} ${ratio(r.toFloor?.p99)}    ${ratio(r.toFloor?.serverCpuPerRequest)}`,
    );
  for (const [label, s] of Object.entries(byLabel))
    if (s.count > 0)
      console.log(
        `    ${label.padEnd(34)} n=${String(s.count).padStart(7)} p50 ${ms(s.p50)} p99 ${ms(s.p99)} errors ${s.errors}`,
      );
  console.log(
    `Publish: ${published.status} ${JSON.stringify(figures.publish.report)}; merit CSV ${csv.status}, ${figures.meritCsv.rows} rows`,
  );
  console.log(
    `Verification: ${checked} acknowledged answers, ${stored.rows.length} stored, ${lost} lost; attempts ${JSON.stringify(stored.attempts)}`,
  );
  for (const label of Object.keys(byLabel))
    if (http.errorCount(label)) console.log(`  ${label} error samples:`, http.errorSamples(label));
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
  // Every request's end time, label and latency, to see when in the day a percentile was made.
  if (process.env.BENCH_TIMELINE) writeFileSync(process.env.BENCH_TIMELINE, `${http.timeline.join('\n')}\n`);
  const a = stored.attempts;
  if (
    lost > 0 ||
    a.n !== STUDENTS ||
    a.submitted !== STUDENTS ||
    a.scored !== STUDENTS ||
    a.published !== STUDENTS ||
    a.ranked !== STUDENTS ||
    published.status !== 200 ||
    csv.status !== 200
  )
    process.exitCode = 1;
} catch (error) {
  console.error(error);
  if (server) console.error(server.output().slice(-3000));
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await server?.stop();
  await database.remove();
}
