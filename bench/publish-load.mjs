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

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STUDENTS = Number(process.env.PUBLISH_STUDENTS ?? 20_000);
const QUESTIONS = Number(process.env.PUBLISH_QUESTIONS ?? 100);
// Connections the students' requests share (the load is open: each student comes at their time).
const CONCURRENCY = Number(process.env.PUBLISH_CONCURRENCY ?? 256);
// Every student opens their result and the scoreboard within this many seconds ...
const ARRIVAL = Number(process.env.PUBLISH_ARRIVAL_SECONDS ?? 60);
// ... and the publish starts this many seconds into it.
const PUBLISH_AFTER = Number(process.env.PUBLISH_AFTER_SECONDS ?? 5);
const entry = process.env.BENCH_ENTRY ?? join(root, 'apps/server/dist/main.js');
// Subject ids of the stored per-subject marks (no subject rows: the merit CSV then names them by id).
const SUBJECTS = Array.from({ length: 4 }, () => crypto.randomUUID());
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

if (!process.env.DATABASE_URL) {
  console.error('bench:publish needs DATABASE_URL (PostgreSQL): 2 million answers are beyond PGlite here.');
  process.exit(2);
}
buildServerUnlessSkipped(log);

const database = await benchDatabase(process.env.DATABASE_URL);
log(`database: ${database.kind}; ${STUDENTS} attempts x ${QUESTIONS} questions`);
let server;
try {
  server = await startServer(entry, database.env);
  let http = client(server.port, 16);
  const admin = await staffLogin(http);
  const call = staffCaller(http, () => admin);
  const group = await call('POST', '/staff/groups', { name: 'Publish batch' });
  await importRoster(call, { count: STUDENTS, group: 'Publish batch', sidPrefix: 'P', phonePrefix: '017' });
  const now = Date.now();
  const exam = await scheduleExam(call, {
    title: 'Publish bench exam',
    bankIds: await importMcqBank(call, QUESTIONS),
    settings: { negativeMarkPerQuestion: 0.25, passMark: 40 },
    groupIds: [group._id],
    startsAt: now + 60_000,
    endsAt: now + 3_600_000,
  });
  http.close();
  await server.stop();

  // Attempts, answers and scores straight into the database; the window is moved into the past.
  log('writing attempts and answers');
  const sessions = await database.use(async (query) => {
    await query(
      `update exam_assignments set starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour'
       where exam_id = $1`,
      [exam._id],
    );
    // Students over four branches, so the publish ranks per branch too.
    await query(
      `with b as (insert into branches (name) select 'Branch ' || n from generate_series(1, 4) n returning id)
       update students s set branch_id = (select array_agg(id order by id) from b)[1 + abs(hashtext(s.id::text)) % 4]`,
    );
    // Marks by a spread that gives many ties, as real merit lists have: correct in 0..QUESTIONS.
    await query(
      `insert into exam_attempts (exam_id, group_id, student_id, seed, started_at, deadline_at, submitted_at,
         scored_at, marks_obtained, total_marks, negative_marks, without_gpa, gpa_marks, cut_marks, passed,
         correct, incorrect, skipped, pending, subject_marks)
       select $1::uuid, $2::uuid, s.id, md5(s.id::text), now() - interval '150 minutes', now() - interval '145 minutes',
         now() - interval '146 minutes', now() - interval '146 minutes',
         c - (${QUESTIONS} - c) * 0.25, ${QUESTIONS}, (${QUESTIONS} - c) * 0.25, c - (${QUESTIONS} - c) * 0.25, 0, 0,
         c - (${QUESTIONS} - c) * 0.25 >= 40, c, ${QUESTIONS} - c, 0, 0,
         -- the marks split over four subjects (as scoring stores them), for the per-subject positions
         jsonb_build_object('${SUBJECTS[0]}', c % 26, '${SUBJECTS[1]}', c % 17, '${SUBJECTS[2]}', c % 11, '${SUBJECTS[3]}', c / 4)
       from (select id, (abs(hashtext(id::text)) % ${QUESTIONS + 1}) as c from students) s`,
      [exam._id, group._id],
    );
    await query(
      `insert into exam_answers (attempt_id, question_id, answer, extra, client_ts, received_at, offline, version)
       select t.id, q.question_id, jsonb_build_array($2::text), '[]'::jsonb, 0, now() - interval '147 minutes', false, 1
       from exam_attempts t cross join exam_questions q where t.exam_id = $1 and q.exam_id = $1`,
      [exam._id, MCQ_OPTIONS[0]],
    );
    await query('analyze');
    return storeStudentSessions(query, await query('select id from students order by sid'));
  });
  log(`setup done: ${STUDENTS} scored attempts`);

  const floor =
    process.env.BENCH_FLOOR !== '0' ? await measureFloor({ url: process.env.DATABASE_URL }) : null;
  if (floor) log(`floor: ${describeFloor(floor)}`);

  server = await startServer(entry, database.env);
  http = client(server.port, CONCURRENCY + 4);
  const staff = client(server.port, 2);
  const relogin = await staff.request('setup', 'POST', '/staff/login', {
    body: { username: 'benchadmin', password: 'bench-password' },
  });
  const adminSession = String(relogin.headers.sessionid);

  // Results day: every student opens their result and then the scoreboard once, arriving evenly over
  // ARRIVAL seconds (open loop: they come whether or not the server keeps up); the publish starts
  // PUBLISH_AFTER seconds into that minute and the merit list is downloaded after it. A request is
  // counted in the phase it started in: before the publish, during it, during the CSV, after.
  let phase = 'before';
  const gap = (ARRIVAL * 1000) / STUDENTS;
  const t0 = performance.now();
  const arrivals = Promise.all(
    sessions.map(async (s, i) => {
      await new Promise((resolve) => setTimeout(resolve, t0 + i * gap - performance.now()));
      await http.request(
        `${phase} GET /exam/result`,
        'GET',
        `/exam/result/${exam._id}/student/by-groupId/${group._id}`,
        { session: s.token },
      );
      await http.request(`${phase} GET /exam/scoreboard`, 'GET', '/exam/scoreboard', { session: s.token });
    }),
  );
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await wait(PUBLISH_AFTER * 1000);

  phase = 'publish';
  http.mark('mark publish');
  const cpuBefore = cpuSeconds(server.pid);
  const pgCpuBefore = postgresCpuSeconds(database.name);
  let started = performance.now();
  const published = await staff.request('POST publish', 'POST', `/staff/exams/${exam._id}/publish`, {
    session: adminSession,
    body: { scope: 'exam' },
  });
  const publishSeconds = (performance.now() - started) / 1000;
  const publishCpu = cpuSeconds(server.pid) - cpuBefore;
  const publishPgCpu = postgresCpuSeconds(database.name) - pgCpuBefore;
  if (published.status !== 200)
    throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
  phase = 'merit';
  http.mark('mark merit');
  started = performance.now();
  const csv = await staff.request('GET merit-list.csv', 'GET', `/staff/exams/${exam._id}/merit-list.csv`, {
    session: adminSession,
  });
  const csvSeconds = (performance.now() - started) / 1000;
  const csvLines = typeof csv.body === 'string' ? csv.body.trim().split('\r\n').length - 1 : 0;
  phase = 'after';
  http.mark('mark after');
  await arrivals;
  const arrivalSeconds = (performance.now() - t0) / 1000;

  // Then every student opens their published result once more, and then the scoreboard, 16 at a time
  // (a closed loop, no arrival queue): what one of each costs the server and PostgreSQL.
  const once = async (label, path) => {
    const cpu = cpuSeconds(server.pid);
    const pgCpu = postgresCpuSeconds(database.name);
    const began = performance.now();
    await pool(sessions, 16, (s) => http.request(label, 'GET', path, { session: s.token }));
    return {
      seconds: (performance.now() - began) / 1000,
      serverCpuMs: ((cpuSeconds(server.pid) - cpu) * 1000) / STUDENTS,
      postgresCpuMs: ((postgresCpuSeconds(database.name) - pgCpu) * 1000) / STUDENTS,
    };
  };
  const again = {
    result: await once('again GET /exam/result', `/exam/result/${exam._id}/student/by-groupId/${group._id}`),
    scoreboard: await once('again GET /exam/scoreboard', '/exam/scoreboard'),
  };
  http.close();
  staff.close();
  await server.stop();

  const verified = await database.use(async (query) => {
    const [row] = await query(
      `select count(*)::int as attempts, count(published_at)::int as published, count(rank)::int as ranked,
         count(distinct rank)::int as positions, count(branch_rank)::int as "branchRanked",
         count(percentile)::int as percentiles, count(subject_ranks)::int as "subjectRanked"
       from exam_attempts where exam_id = $1`,
      [exam._id],
    );
    return row;
  });

  const ms = (v) => `${v.toFixed(1)} ms`;
  const stat = (label) => ({ ...summarize(http.latencies.get(label) ?? []), errors: http.errorCount(label) });
  const figures = {
    date: new Date().toISOString(),
    machine: `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    loadAverage: loadavg()[0],
    students: STUDENTS,
    questions: QUESTIONS,
    concurrency: CONCURRENCY,
    arrivalSeconds: ARRIVAL,
    publishAfterSeconds: PUBLISH_AFTER,
    // From the first student's arrival until the last one's scoreboard came back.
    studentsDoneSeconds: arrivalSeconds,
    floor,
    publish: {
      seconds: publishSeconds,
      serverCpuSeconds: publishCpu,
      postgresCpuSeconds: publishPgCpu,
      report: published.body?.data ?? null,
    },
    meritCsv: { seconds: csvSeconds, rows: csvLines, status: csv.status },
    again: {
      result: { ...again.result, ...stat('again GET /exam/result') },
      scoreboard: { ...again.scoreboard, ...stat('again GET /exam/scoreboard') },
    },
    students_: Object.fromEntries(
      ['before', 'publish', 'merit', 'after'].flatMap((p) => [
        [`${p} GET /exam/result`, stat(`${p} GET /exam/result`)],
        [`${p} GET /exam/scoreboard`, stat(`${p} GET /exam/scoreboard`)],
      ]),
    ),
    verification: verified,
  };
  console.log(
    `\nPublish benchmark: postgres, ${figures.machine}; load average ${figures.loadAverage.toFixed(1)}`,
  );
  if (floor) console.log(`Floor (same run, just before): ${describeFloor(floor)}`);
  console.log(
    `Publish ${STUDENTS} results x ${QUESTIONS} questions: ${publishSeconds.toFixed(2)} s (server CPU ${publishCpu.toFixed(2)} s, PostgreSQL CPU ${publishPgCpu.toFixed(2)} s); report ${JSON.stringify({ published: figures.publish.report?.published, notified: figures.publish.report?.notified })}`,
  );
  console.log(`Merit list CSV: ${csvSeconds.toFixed(2)} s, ${csvLines} rows, status ${csv.status}`);
  for (const [label, s] of Object.entries(figures.students_))
    if (s.count > 0)
      console.log(
        `  ${label.padEnd(26)} n=${String(s.count).padStart(6)}  p50 ${ms(s.p50).padStart(9)}  p99 ${ms(s.p99).padStart(9)}  max ${ms(s.max).padStart(9)}  errors ${s.errors}`,
      );
  for (const [what, a] of Object.entries(figures.again))
    console.log(
      `Each ${what} once more, 16 at a time: ${a.seconds.toFixed(2)} s, p50 ${ms(a.p50)}, p99 ${ms(a.p99)}, errors ${a.errors}; each: server CPU ${a.serverCpuMs.toFixed(2)} ms, PostgreSQL CPU ${a.postgresCpuMs.toFixed(2)} ms`,
    );
  console.log(`Verification: ${JSON.stringify(verified)}`);
  if (process.env.BENCH_TIMELINE) writeFileSync(process.env.BENCH_TIMELINE, `${http.timeline.join('\n')}\n`);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
  if (
    verified.published !== STUDENTS ||
    verified.ranked !== STUDENTS ||
    verified.branchRanked !== STUDENTS ||
    verified.percentiles !== STUDENTS ||
    verified.subjectRanked !== STUDENTS ||
    csvLines !== STUDENTS
  )
    process.exitCode = 1;
} catch (error) {
  console.error(error);
  if (server) console.error(server.output().slice(-3000));
  process.exitCode = 1;
} finally {
  await server?.stop();
  await database.remove();
}
