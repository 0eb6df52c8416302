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

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? QUESTIONS);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 0);
const EARLIER = Number(process.env.BENCH_EARLIER_STUDENTS ?? 0);
// How the students start: 'sealed' as the student app does (the group list and the sealed paper fetched
// while My Exams is open before the start, then one request at Start), 'plain' as the original client
// does (the group, the start and the paper at Start).
const START = process.env.BENCH_START ?? 'sealed';
if (!['sealed', 'plain'].includes(START)) throw new Error(`BENCH_START: sealed or plain, not ${START}`);
const entry = process.env.BENCH_ENTRY ?? join(root, 'apps/server/dist/main.js');
const QUESTION_ID = /\{"_id":"([0-9a-f-]{36})","type":/g;
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

buildServerUnlessSkipped(log);

const database = await benchDatabase(process.env.DATABASE_URL);
log(`database: ${database.kind}; ${STUDENTS} students, ${QUESTIONS} questions, concurrency ${CONCURRENCY}`);
let server;
try {
  // --- setup through the staff API -------------------------------------------------------------
  server = await startServer(entry, database.env);
  let http = client(server.port, 16);
  const admin = await staffLogin(http);
  const call = staffCaller(http, () => admin);
  const group = await call('POST', '/staff/groups', { name: 'Bench batch' });
  await importRoster(call, {
    count: STUDENTS + EARLIER,
    group: 'Bench batch',
    sidPrefix: 'B',
    phonePrefix: '018',
  });
  const bankIds = await importMcqBank(call, QUESTIONS);
  const now = Date.now();
  const liveExam = (title) =>
    scheduleExam(call, {
      title,
      bankIds,
      settings: { negativeMarkPerQuestion: 0.25, passMark: 40, shuffleQuestions: true },
      groupIds: [group._id],
      startsAt: now - 60_000,
      endsAt: now + 6 * 3_600_000,
      assignment: { multipleTimesSubmission: true },
    });
  const earlierExam = EARLIER > 0 ? await liveExam('An earlier exam') : null;
  const exam = await liveExam('Bench live exam');
  http.close();
  await server.stop();

  // Sessions straight into the database, as a sign-in would leave them.
  const allSessions = await database.use(async (query) => {
    return storeStudentSessions(query, await query(`select s.id from students s order by s.sid`));
  });
  const sessions = allSessions.slice(0, STUDENTS);
  const earlierSessions = allSessions.slice(STUDENTS);
  log(`setup done: group, ${STUDENTS} students with sessions, exam ${exam._id}`);

  // The floor of the same minute (PostgreSQL only): pgbench's single-row upsert on the same server.
  const floor =
    database.kind === 'postgres' && process.env.BENCH_FLOOR !== '0'
      ? await measureFloor({ url: process.env.DATABASE_URL })
      : null;
  if (floor) log(`floor: ${describeFloor(floor)}`);

  // --- the load --------------------------------------------------------------------------------
  server = await startServer(entry, {
    ...database.env,
    EXAM_AUTO_SUBMIT_SECONDS: '1',
    LOG_LEVEL: 'info',
    LOG_REQUESTS: '0',
  });
  http = rawClient(server.port, CONCURRENCY);
  const examPath = `/exam/id/${exam._id}/groupId/${group._id}`;

  // Warm-up (BENCH_WARMUP=0 skips it): every connection answers one health check first. A live server has
  // been up for hours and sits behind a proxy that keeps its connections open; a cold process accepting
  // 200 fresh connections while compiling its code made the first wave of the burst wait up to ~3 s in
  // the accept queue, before any exam code ran (server-side response times stayed < 0.5 s).
  if (process.env.BENCH_WARMUP !== '0') {
    await Promise.all(Array.from({ length: CONCURRENCY }, () => http.request('warm-up', 'GET', '/health')));
    http.reset();
  }

  // BENCH_EARLIER_STUDENTS=N: before the burst, N other students of the group sit another exam (their
  // three calls, BENCH_CONCURRENCY at a time, not measured): a server that has run for a while has
  // compiled its hot code and opened its database connections.
  if (earlierExam) {
    log(`earlier exam: ${EARLIER} students`);
    await pool(earlierSessions, CONCURRENCY, async (s) => {
      await http.request('earlier', 'GET', `/group/${group._id}`, { session: s.token });
      await http.request('earlier', 'PATCH', `/exam/start/${earlierExam._id}/group-id/${group._id}`, {
        session: s.token,
      });
      await http.request('earlier', 'GET', `/exam/id/${earlierExam._id}/groupId/${group._id}`, {
        session: s.token,
      });
    });
    http.reset();
  }
  // BENCH_PAUSE_SECONDS=N: the server sits idle for N seconds before the burst, as it does in the
  // quiet minutes before an exam opens.
  const PAUSE = Number(process.env.BENCH_PAUSE_SECONDS ?? 0);
  if (PAUSE > 0) {
    log(`idle for ${PAUSE} s`);
    await new Promise((resolve) => setTimeout(resolve, PAUSE * 1000));
  }

  // The sealed start: every student has My Exams open before the exam opens (the group list and the
  // sealed paper, the same bytes for everyone), BENCH_CONCURRENCY at a time; measured on its own.
  let before = null;
  if (START === 'sealed') {
    log('phase 0: My Exams open before the start (group, sealed paper)');
    const beforeStarted = performance.now();
    const beforeCpu = cpuSeconds(server.pid);
    const beforeDatabaseCpu = postgresCpuSeconds(database.name);
    await pool(sessions, CONCURRENCY, async (s) => {
      await http.request('GET /group (before)', 'GET', `/group/${group._id}`, { session: s.token });
      await http.request(
        'GET /exam/sealed-paper',
        'GET',
        `/exam/sealed-paper/${exam._id}/group/${group._id}`,
        {
          session: s.token,
          parse: 'bytes',
        },
      );
    });
    before = {
      seconds: (performance.now() - beforeStarted) / 1000,
      serverCpuMicrosPerStudent: ((cpuSeconds(server.pid) - beforeCpu) * 1e6) / STUDENTS,
      databaseCpuMicrosPerStudent:
        database.kind === 'postgres'
          ? ((postgresCpuSeconds(database.name) - beforeDatabaseCpu) * 1e6) / STUDENTS
          : null,
    };
  }

  log('phase 1: start burst');
  let started = performance.now();
  const burstCpuBefore = cpuSeconds(server.pid);
  const burstDatabaseCpuBefore = postgresCpuSeconds(database.name);
  const burstClientCpuBefore = process.cpuUsage();
  const papers = new Map();
  let unsealed = 0;
  const startPlain = async (s) => {
    await http.request('GET /group', 'GET', `/group/${group._id}`, { session: s.token });
    await http.request('PATCH /exam/start', 'PATCH', `/exam/start/${exam._id}/group-id/${group._id}`, {
      session: s.token,
    });
    const paper = await http.request('GET /exam/id', 'GET', examPath, { session: s.token, parse: 'text' });
    // Only the question ids are needed: taken from the text (a question is the only object whose _id is
    // followed by its type): parsing the whole paper is needless work for a load generator that shares
    // the CPUs with the server.
    if (paper.status === 200)
      papers.set(
        s.studentId,
        Array.from(paper.body.matchAll(QUESTION_ID), (m) => m[1]),
      );
  };
  // The sealed paper opens in the student's browser; the load generator knows the questions from the
  // set-up, so it only checks that each start released a key.
  const startSealed = async (s) => {
    const res = await http.request(
      'PATCH /exam/start-sealed',
      'PATCH',
      `/exam/start-sealed/${exam._id}/group/${group._id}`,
      { session: s.token, parse: 'text' },
    );
    if (res.status !== 200) return;
    if (!res.body.includes('"sealed":{"version":')) unsealed++;
    else papers.set(s.studentId, bankIds);
  };
  const startOne = START === 'sealed' ? startSealed : startPlain;
  if (BURST_SECONDS > 0) {
    // Open loop: the students arrive evenly over BURST_SECONDS, whether or not the server keeps up.
    const gap = (BURST_SECONDS * 1000) / STUDENTS;
    await Promise.all(
      sessions.map((s, i) => new Promise((resolve) => setTimeout(resolve, i * gap)).then(() => startOne(s))),
    );
  } else await pool(sessions, CONCURRENCY, startOne);
  const burstSeconds = (performance.now() - started) / 1000;
  const burstServerCpu = cpuSeconds(server.pid) - burstCpuBefore;
  const burstDatabaseCpu = postgresCpuSeconds(database.name) - burstDatabaseCpuBefore;
  const burstClientUsage = process.cpuUsage(burstClientCpuBefore);
  const loadDuringBurst = loadavg()[0];

  log('phase 2: answer saves');
  const acknowledged = new Map(); // studentId -> Map(questionId -> option)
  let saves = 0;
  started = performance.now();
  const serverCpuBefore = cpuSeconds(server.pid);
  const databaseCpuBefore = postgresCpuSeconds(database.name);
  const commitsBefore = await database.commits();
  const clientCpuBefore = process.cpuUsage();
  await pool(sessions, CONCURRENCY, async (s) => {
    const questions = (papers.get(s.studentId) ?? []).slice(0, ANSWERS);
    const mine = new Map();
    acknowledged.set(s.studentId, mine);
    for (const questionId of questions) {
      const option = MCQ_OPTIONS[Math.floor(Math.random() * MCQ_OPTIONS.length)];
      const res = await http.request(
        'PATCH /exam/add-answer',
        'PATCH',
        `/exam/add-answer/${exam._id}/group/${group._id}?isLive=true`,
        { session: s.token, body: { questionId, answer: [option], timestamp: Date.now(), extra: [] } },
      );
      if (res.status === 200) {
        mine.set(questionId, option);
        saves++;
      }
    }
  });
  const saveSeconds = (performance.now() - started) / 1000;
  const serverCpu = cpuSeconds(server.pid) - serverCpuBefore;
  const databaseCpu = postgresCpuSeconds(database.name) - databaseCpuBefore;
  const commits = (await database.commits()) - commitsBefore;
  const clientUsage = process.cpuUsage(clientCpuBefore);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
  const loadDuringSaves = loadavg()[0];

  const SUBMIT = process.env.BENCH_SUBMIT !== '0';
  const AUTO_SHARE = SUBMIT ? Number(process.env.BENCH_AUTO_SHARE ?? 0.5) : 0;
  const submitters = sessions.slice(0, Math.round(STUDENTS * (1 - AUTO_SHARE)));
  log(SUBMIT ? `phase 3: submit (${submitters.length} students)` : 'phase 3 (submit) left out');
  started = performance.now();
  const submitCpuBefore = cpuSeconds(server.pid);
  await pool(SUBMIT ? submitters : [], CONCURRENCY, async (s) => {
    await http.request('PATCH /exam/submit', 'PATCH', `/exam/submit/${exam._id}/group/${group._id}`, {
      session: s.token,
    });
  });
  const submitSeconds = (performance.now() - started) / 1000;
  const submitServerCpu = cpuSeconds(server.pid) - submitCpuBefore;
  // The submits' scoring follows them (once submits stop arriving for a moment): timed from the first
  // submit until every submitted attempt is scored, with the server's CPU until then.
  let scoredSeconds = 0;
  let scoringServerCpu = 0;
  if (SUBMIT && submitters.length > 0) {
    await database.use(async (query) => {
      for (;;) {
        const [{ unscored }] = await query(
          `select count(*)::int as unscored from exam_attempts
           where exam_id = $1 and submitted_at is not null and scored_at is null`,
          [exam._id],
        );
        if (unscored === 0 || performance.now() - started > 300_000) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    scoredSeconds = (performance.now() - started) / 1000;
    scoringServerCpu = cpuSeconds(server.pid) - submitCpuBefore - submitServerCpu;
  }

  // Phase 4: the auto-submit job takes the attempts nobody submitted, once their deadline has passed,
  // and scores them. Timed from the deadline until every attempt is submitted and until every one is
  // scored (this includes the wait for the job's next tick, up to 1 s); the job's own working time is
  // read from its log line (the server logs at info without a line per request: LOG_REQUESTS=0).
  let autoSeconds = 0;
  let autoSubmittedSeconds = 0;
  let autoCount = 0;
  let autoRuns = { runs: 0, submitted: 0, ms: 0 };
  if (SUBMIT && submitters.length < STUDENTS) {
    log(`phase 4: auto-submit (${STUDENTS - submitters.length} attempts)`);
    autoCount = await database.use(async (query) => {
      const [{ n }] = await query(
        `with moved as (update exam_attempts set deadline_at = now() - interval '1 hour'
         where exam_id = $1 and submitted_at is null returning 1) select count(*)::int as n from moved`,
        [exam._id],
      );
      const due = performance.now();
      for (;;) {
        // Unscored: submitted_at set and scored_at still null (the partial index exam_attempts_unscored_idx).
        const [{ open, unscored }] = await query(
          `select count(*) filter (where submitted_at is null)::int as open,
             count(*) filter (where submitted_at is not null and scored_at is null)::int as unscored
           from exam_attempts where exam_id = $1`,
          [exam._id],
        );
        if (open === 0 && autoSubmittedSeconds === 0) autoSubmittedSeconds = (performance.now() - due) / 1000;
        if ((open === 0 && unscored === 0) || performance.now() - due > 300_000) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      autoSeconds = (performance.now() - due) / 1000;
      return n;
    });
    autoRuns = autoSubmitRuns(server.output());
  }
  http.close();
  await server.stop();
  if (process.env.BENCH_SERVER_LOG) writeFileSync(process.env.BENCH_SERVER_LOG, server.output());
  if (process.env.BENCH_TIMELINE) writeFileSync(process.env.BENCH_TIMELINE, `${http.timeline.join('\n')}\n`);

  // --- verification ----------------------------------------------------------------------------
  log('verifying the database');
  const stored = await database.use(async (query) => {
    const rows = await query(
      `select t.student_id, a.question_id, a.answer from exam_answers a join exam_attempts t on t.id = a.attempt_id
       where t.exam_id = $1`,
      [exam._id],
    );
    const attempts = await query(
      `select count(*)::int as n, count(submitted_at)::int as submitted, count(scored_at)::int as scored from exam_attempts
       where exam_id = $1`,
      [exam._id],
    );
    return { rows, attempts: attempts[0] };
  });
  const inDb = new Map(stored.rows.map((r) => [`${r.student_id}:${r.question_id}`, r.answer]));
  let lost = 0;
  let checked = 0;
  for (const [studentId, answers] of acknowledged) {
    for (const [questionId, option] of answers) {
      checked++;
      const answer = inDb.get(`${studentId}:${questionId}`);
      if (!answer || answer[0] !== option) lost++;
    }
  }

  // --- report ----------------------------------------------------------------------------------
  const stat = (label) => ({ ...summarize(http.latencies.get(label) ?? []), errors: http.errorCount(label) });
  const figures = {
    date: new Date().toISOString(),
    machine: `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    database: database.kind,
    students: STUDENTS,
    questions: QUESTIONS,
    concurrency: CONCURRENCY,
    burstArrivalSeconds: BURST_SECONDS || null,
    earlierStudents: EARLIER,
    burst: {
      seconds: burstSeconds,
      serverCpuMicrosPerStudent: (burstServerCpu * 1e6) / STUDENTS,
      clientCpuMicrosPerStudent: (burstClientUsage.user + burstClientUsage.system) / STUDENTS,
      databaseCpuMicrosPerStudent: database.kind === 'postgres' ? (burstDatabaseCpu * 1e6) / STUDENTS : null,
      loadAverage: loadDuringBurst,
      mode: START,
      // A sealed start that gave no key (the paper would have come from the paper call).
      unsealed,
      ...(START === 'sealed'
        ? { startSealed: stat('PATCH /exam/start-sealed') }
        : { group: stat('GET /group'), start: stat('PATCH /exam/start'), paper: stat('GET /exam/id') }),
    },
    before: before && {
      ...before,
      group: stat('GET /group (before)'),
      sealedPaper: stat('GET /exam/sealed-paper'),
    },
    saves: {
      count: saves,
      seconds: saveSeconds,
      perSecond: saves / saveSeconds,
      serverCpuMicrosPerSave: (serverCpu * 1e6) / saves,
      clientCpuMicrosPerSave: (clientCpu * 1e6) / saves,
      // PostgreSQL's processes for the bench database (its backends, WAL writer, checkpointer...).
      databaseCpuMicrosPerSave: database.kind === 'postgres' ? (databaseCpu * 1e6) / saves : null,
      savesPerCommit: commits > 0 ? saves / commits : null,
      loadAverage: loadDuringSaves,
      ...stat('PATCH /exam/add-answer'),
    },
    submit: {
      seconds: submitSeconds,
      perSecond: submitters.length / submitSeconds,
      serverCpuMicrosPerSubmit: (submitServerCpu * 1e6) / submitters.length,
      // From the first submit until every submitted attempt is scored, and the server's CPU per
      // attempt for the scoring done after the last submit was answered.
      scoredSeconds,
      scoringServerCpuMicrosPerAttempt: (scoringServerCpu * 1e6) / submitters.length,
      ...stat('PATCH /exam/submit'),
    },
    autoSubmit: {
      count: autoCount,
      // From the deadline until every attempt is submitted and scored.
      seconds: autoSeconds,
      // From the deadline until every attempt is submitted (as this figure was before the scoring counted).
      submittedSeconds: autoSubmittedSeconds,
      perSecond: autoCount > 0 ? autoCount / autoSeconds : null,
      // The job's own runs (their `exam attempts auto-submitted` lines): claim, mark and scoring.
      job: {
        ...autoRuns,
        perSecond: autoRuns.ms > 0 ? (autoRuns.submitted * 1000) / autoRuns.ms : null,
      },
    },
    floor,
    ratios: {
      savesPerSecondToFloorTps: floor ? saves / saveSeconds / floor.tps : null,
      submitsPerSecondToSavesPerSecond:
        saves > 0 ? submitters.length / submitSeconds / (saves / saveSeconds) : null,
      // The job's throughput once it runs (its own working time) ...
      autoSubmitsPerSecondToSavesPerSecond:
        saves > 0 && autoRuns.ms > 0
          ? (autoRuns.submitted * 1000) / autoRuns.ms / (saves / saveSeconds)
          : null,
      // ... and counted from the deadline, the wait for the job's next tick included.
      autoSubmitsFromDeadlineToSavesPerSecond:
        saves > 0 && autoCount > 0 ? autoCount / autoSeconds / (saves / saveSeconds) : null,
    },
    verification: { acknowledged: checked, stored: stored.rows.length, lost, attempts: stored.attempts },
  };
  const ms = (v) => `${v.toFixed(1)} ms`;
  const line = (name, s) =>
    `  ${name.padEnd(22)} n=${String(s.count).padStart(7)}  p50 ${ms(s.p50).padStart(9)}  p99 ${ms(s.p99).padStart(9)}  max ${ms(s.max).padStart(9)}  errors ${s.errors}`;
  console.log(
    `\nExam load benchmark: ${figures.database}, ${process.env.BENCH_WORKERS ?? 1} server process(es), ${figures.machine}`,
  );
  const cpuMs = (micros) => (micros === null ? '-' : (micros / 1000).toFixed(2));
  if (before) {
    console.log(
      `My Exams open before the start (${STUDENTS} students, ${CONCURRENCY} at a time, ${before.seconds.toFixed(1)} s; CPU per student: server ${cpuMs(before.serverCpuMicrosPerStudent)} ms, PostgreSQL ${cpuMs(before.databaseCpuMicrosPerStudent)} ms):`,
    );
    console.log(line('GET /group/{id}', figures.before.group));
    console.log(line('GET /exam/sealed-paper', figures.before.sealedPaper));
  }
  console.log(
    `Start burst, ${START === 'sealed' ? 'the student app (one call: start-sealed)' : 'the original client (group, start, paper)'} (${STUDENTS} students${BURST_SECONDS > 0 ? ` arriving over ${BURST_SECONDS} s` : `, ${CONCURRENCY} at a time`}${EARLIER ? `, after ${EARLIER} on an earlier exam` : ''}, ${burstSeconds.toFixed(1)} s; CPU per student for the start: server ${(figures.burst.serverCpuMicrosPerStudent / 1000).toFixed(2)} ms, load generator ${(figures.burst.clientCpuMicrosPerStudent / 1000).toFixed(2)} ms${
      figures.burst.databaseCpuMicrosPerStudent === null
        ? ''
        : `, PostgreSQL ${(figures.burst.databaseCpuMicrosPerStudent / 1000).toFixed(2)} ms`
    }; load average ${loadDuringBurst.toFixed(1)}):`,
  );
  if (START === 'sealed') {
    console.log(line('PATCH /exam/start-sealed', figures.burst.startSealed));
    if (unsealed > 0)
      console.log(`  ${unsealed} starts gave no key: their paper would come from the paper call`);
  } else {
    console.log(line('GET /group/{id}', figures.burst.group));
    console.log(line('PATCH /exam/start', figures.burst.start));
    console.log(line('GET /exam/id/{id}/...', figures.burst.paper));
  }
  // A phase left out (BENCH_ANSWERS=0, BENCH_SUBMIT=0) is not reported.
  if (saves > 0) {
    console.log(
      `Answer saves: ${saves} in ${saveSeconds.toFixed(1)} s = ${figures.saves.perSecond.toFixed(0)} saves/s`,
    );
    console.log(line('PATCH /exam/add-answer', figures.saves));
    console.log(
      `  CPU per save: server ${figures.saves.serverCpuMicrosPerSave.toFixed(0)} µs, load generator ${figures.saves.clientCpuMicrosPerSave.toFixed(0)} µs${
        figures.saves.databaseCpuMicrosPerSave === null
          ? ''
          : `, PostgreSQL ${figures.saves.databaseCpuMicrosPerSave.toFixed(0)} µs`
      }${
        figures.saves.savesPerCommit === null
          ? ''
          : `; ${figures.saves.savesPerCommit.toFixed(1)} saves per transaction`
      }; load average ${loadDuringSaves.toFixed(1)}`,
    );
  }
  if (SUBMIT) {
    console.log(
      `Submit rush (${submitters.length} students, ${submitSeconds.toFixed(1)} s, ${figures.submit.perSecond.toFixed(0)} submits/s; server CPU per submit ${(figures.submit.serverCpuMicrosPerSubmit / 1000).toFixed(2)} ms):`,
    );
    console.log(line('PATCH /exam/submit', figures.submit));
    console.log(
      `  every submitted attempt scored ${scoredSeconds.toFixed(2)} s after the first submit (server CPU after the last answer: ${(figures.submit.scoringServerCpuMicrosPerAttempt / 1000).toFixed(2)} ms per attempt)`,
    );
    if (autoCount > 0) {
      console.log(
        `Auto-submit: ${autoCount} attempts submitted and scored ${autoSeconds.toFixed(2)} s after their deadline passed (job every 1 s; all submitted after ${autoSubmittedSeconds.toFixed(2)} s) = ${figures.autoSubmit.perSecond.toFixed(0)}/s`,
      );
      const job = figures.autoSubmit.job;
      console.log(
        job.runs > 0
          ? `  the job's own work: ${job.submitted} attempts in ${job.ms} ms over ${job.runs} run(s) = ${job.perSecond?.toFixed(0) ?? '-'}/s`
          : "  the job's own work: no 'exam attempts auto-submitted' line in the server's log",
      );
    }
  }
  if (floor) console.log(`Floor (same run, just before the load): ${describeFloor(floor)}`);
  if (figures.ratios.savesPerSecondToFloorTps !== null)
    console.log(`  saves/s ÷ floor tps = ${figures.ratios.savesPerSecondToFloorTps.toFixed(2)}`);
  if (SUBMIT && figures.ratios.submitsPerSecondToSavesPerSecond !== null)
    console.log(`  submits/s ÷ saves/s = ${figures.ratios.submitsPerSecondToSavesPerSecond.toFixed(2)}`);
  if (figures.ratios.autoSubmitsPerSecondToSavesPerSecond !== null)
    console.log(
      `  auto-submits/s ÷ saves/s = ${figures.ratios.autoSubmitsPerSecondToSavesPerSecond.toFixed(2)} (the job's own work; ${figures.ratios.autoSubmitsFromDeadlineToSavesPerSecond.toFixed(2)} counted from the deadline, the wait for its next tick included)`,
    );
  console.log(
    `Verification: ${checked} acknowledged answers, ${stored.rows.length} stored, ${lost} lost; attempts ${JSON.stringify(stored.attempts)}`,
  );
  for (const label of [
    'GET /group (before)',
    'GET /exam/sealed-paper',
    'PATCH /exam/start-sealed',
    'GET /group',
    'PATCH /exam/start',
    'GET /exam/id',
    'PATCH /exam/add-answer',
    'PATCH /exam/submit',
  ]) {
    if (http.errorCount(label)) console.log(`  ${label} error samples:`, http.errorSamples(label));
  }
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
  if (
    unsealed > 0 ||
    lost > 0 ||
    (SUBMIT && (stored.attempts.submitted !== STUDENTS || stored.attempts.scored !== STUDENTS))
  )
    process.exitCode = 1;
} catch (error) {
  console.error(error);
  if (server) console.error(server.output().slice(-3000));
  process.exitCode = 1;
} finally {
  await server?.stop();
  if (process.env.BENCH_KEEP === '1') log(`kept the database: ${JSON.stringify(database.env)}`);
  else await database.remove();
}

/** The auto-submit job's runs that submitted something, summed from the server's JSON log lines. */
function autoSubmitRuns(output) {
  const runs = { runs: 0, submitted: 0, ms: 0 };
  for (const text of output.split('\n')) {
    if (!text.includes('exam attempts auto-submitted')) continue;
    try {
      const line = JSON.parse(text);
      runs.runs++;
      runs.submitted += line.submitted;
      runs.ms += line.ms;
    } catch {
      // not a log line of the server's (a line cut by the stop)
    }
  }
  return runs;
}
