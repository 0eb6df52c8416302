#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
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
import { rawClient } from './raw-http-client.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const PHASE_SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 20);
const MONITOR_CALLS = Number(process.env.BENCH_MONITOR_CALLS ?? 50);
const entry = join(root, 'apps/server/dist/main.js');
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

buildServerUnlessSkipped(log);

const database = await benchDatabase(process.env.DATABASE_URL);
log(`database: ${database.kind}; ${STUDENTS} students, ${QUESTIONS} questions, concurrency ${CONCURRENCY}`);
let server;
let watcher;
try {
  // --- setup through the staff API -------------------------------------------------------------
  server = await startServer(entry, database.env);
  let http = client(server.port, 16);
  let admin = await staffLogin(http);
  const call = staffCaller(http, () => admin);
  const group = await call('POST', '/staff/groups', { name: 'Bench batch' });
  const probeGroup = await call('POST', '/staff/groups', { name: 'Bench probe' });
  await importRoster(call, {
    count: STUDENTS,
    group: 'Bench batch',
    sidPrefix: 'B',
    phonePrefix: '018',
    extraRows: ['Probe Student,P1,01799999999,Bench probe'],
  });
  const now = Date.now();
  const exam = await scheduleExam(call, {
    title: 'Bench monitored exam',
    bankIds: await importMcqBank(call, QUESTIONS),
    groupIds: [group._id, probeGroup._id],
    startsAt: now - 60_000,
    endsAt: now + 6 * 3_600_000,
  });
  http.close();
  await server.stop();

  const sessions = await database.use(async (query) => {
    const rows = await query(`select s.id, s.sid from students s order by s.sid`);
    return storeStudentSessions(
      query,
      rows.map((r) => ({ id: r.id, probe: r.sid === 'P1' })),
    );
  });
  const probe = sessions.find((s) => s.probe);
  const students = sessions.filter((s) => !s.probe);
  log(`setup done: ${students.length} students + 1 probe, exam ${exam._id}`);

  // --- the load --------------------------------------------------------------------------------
  server = await startServer(entry, database.env);
  http = client(server.port, 4);
  admin = await staffLogin(http);
  const raw = rawClient(server.port, CONCURRENCY);
  const start = (s, g) =>
    raw.request('start', 'PATCH', `/exam/start/${exam._id}/group-id/${g._id}`, { session: s.token });
  log('every student starts the exam');
  await pool(students, CONCURRENCY, (s) => start(s, group));
  await start(probe, probeGroup);
  raw.reset();

  const savePath = `/exam/add-answer/${exam._id}/group/${group._id}?isLive=true`;
  let next = 0;
  /** Saves at full speed for PHASE_SECONDS; answers the saves and the server's CPU seconds. */
  const savePhase = async (label) => {
    const until = performance.now() + PHASE_SECONDS * 1000;
    const cpuBefore = cpuSeconds(server.pid);
    const databaseCpuBefore = postgresCpuSeconds(database.name);
    let saves = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const s = students[next++ % students.length];
          const res = await raw.request(label, 'PATCH', savePath, {
            session: s.token,
            body: {
              questionId: bankIds[Math.floor(Math.random() * bankIds.length)],
              answer: [MCQ_OPTIONS[Math.floor(Math.random() * MCQ_OPTIONS.length)]],
              timestamp: Date.now(),
              extra: [],
            },
          });
          if (res.status === 200) saves++;
        }
      }),
    );
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const databaseCpu = postgresCpuSeconds(database.name) - databaseCpuBefore;
    return {
      saves,
      perSecond: saves / PHASE_SECONDS,
      serverCpuMicrosPerSave: (cpu * 1e6) / saves,
      databaseCpuMicrosPerSave: database.kind === 'postgres' ? (databaseCpu * 1e6) / saves : null,
      cpu,
      loadAverage: loadavg()[0],
      ...summarize(raw.latencies.get(label) ?? []),
      errors: raw.errorCount(label),
    };
  };

  // A cold process compiles its hot code during the first seconds: warm it up unmeasured.
  log(`warm-up (${PHASE_SECONDS} s, not measured)`);
  await savePhase('warm-up');
  log(`phase 1: floor (${PHASE_SECONDS} s, nobody watching)`);
  const floor1 = await savePhase('floor 1');

  log(`phase 2: watched (${PHASE_SECONDS} s, one watcher, the probe measuring)`);
  watcher = io(`http://127.0.0.1:${server.port}/staff`, {
    path: '/socket.io',
    query: { sessionId: admin },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise((resolve, reject) => {
    watcher.once('connect', resolve);
    watcher.once('connect_error', reject);
  });
  const pushes = [];
  const seenWaiters = new Set();
  watcher.on('examMonitor:summary', (summary) => {
    const at = Date.now();
    pushes.push(at);
    const probeCounts = summary.groups.find((g) => g.groupId === probeGroup._id);
    const lastSave = probeCounts?.lastSaveAt ? Date.parse(probeCounts.lastSaveAt) : 0;
    for (const waiter of seenWaiters) waiter(lastSave, at, summary);
  });
  const watched = await watcher.timeout(10_000).emitWithAck('examMonitor:watch', { examId: exam._id });
  if (!watched.ok) throw new Error(`watch refused: ${JSON.stringify(watched)}`);
  pushes.length = 0;
  const latencies = [];
  const afterAck = [];
  let probeRunning = true;
  const probeLoop = (async () => {
    let n = 0;
    while (probeRunning) {
      const sentAt = Date.now();
      let seenAt = 0;
      let seen;
      const shown = new Promise((resolve) => {
        seen = (lastSave, at) => {
          if (lastSave >= sentAt) {
            seenAt = at;
            resolve();
          }
        };
        seenWaiters.add(seen);
      });
      const res = await http.request(
        'probe',
        'PATCH',
        `/exam/add-answer/${exam._id}/group/${probeGroup._id}?isLive=true`,
        {
          session: probe.token,
          body: {
            questionId: bankIds[n % bankIds.length],
            answer: [MCQ_OPTIONS[n++ % 4]],
            timestamp: sentAt,
            extra: [],
          },
        },
      );
      const ackAt = Date.now();
      if (res.status !== 200) throw new Error(`probe save: ${res.status} ${JSON.stringify(res.body)}`);
      await Promise.race([shown, sleep(15_000)]);
      seenWaiters.delete(seen);
      if (seenAt) {
        latencies.push(seenAt - sentAt);
        afterAck.push(seenAt - ackAt);
      }
      await sleep(300 + Math.random() * 700);
    }
  })();
  const watchedPhase = await savePhase('watched');
  probeRunning = false;
  await probeLoop;
  const pushCount = pushes.length;
  watcher.disconnect();
  watcher = undefined;

  log(`phase 3: floor again (${PHASE_SECONDS} s)`);
  const floor2 = await savePhase('floor 2');

  log(`at rest: ${MONITOR_CALLS} x GET /staff/exams/:id/monitor`);
  const restCpuBefore = cpuSeconds(server.pid);
  const restDatabaseCpuBefore = postgresCpuSeconds(database.name);
  for (let i = 0; i < MONITOR_CALLS; i++)
    await http.request('monitor', 'GET', `/staff/exams/${exam._id}/monitor`, { session: admin });
  const restCpuMicros = ((cpuSeconds(server.pid) - restCpuBefore) * 1e6) / MONITOR_CALLS;
  const restDatabaseCpuMicros =
    database.kind === 'postgres'
      ? ((postgresCpuSeconds(database.name) - restDatabaseCpuBefore) * 1e6) / MONITOR_CALLS
      : null;
  const monitorCall = summarize(http.latencies.get('monitor') ?? []);
  const counts = (
    await http.request('monitor', 'GET', `/staff/exams/${exam._id}/monitor`, { session: admin })
  ).body.data;
  http.close();
  raw.close();
  await server.stop();

  // --- report ----------------------------------------------------------------------------------
  const floorCpuPerSave = Math.min(floor1.serverCpuMicrosPerSave, floor2.serverCpuMicrosPerSave);
  const updateCpuMicros =
    pushCount > 0 ? (watchedPhase.cpu * 1e6 - floorCpuPerSave * watchedPhase.saves) / pushCount : null;
  const figures = {
    date: new Date().toISOString(),
    machine: `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    database: database.kind,
    students: STUDENTS,
    questions: QUESTIONS,
    concurrency: CONCURRENCY,
    phaseSeconds: PHASE_SECONDS,
    floor1,
    watched: watchedPhase,
    floor2,
    pushes: { count: pushCount, perSecond: pushCount / PHASE_SECONDS },
    updateLatencyMs: summarize(latencies),
    updateLatencyAfterAckMs: summarize(afterAck),
    serverCpuMicrosPerUpdate: updateCpuMicros,
    atRest: {
      serverCpuMicrosPerMonitorCall: restCpuMicros,
      databaseCpuMicrosPerMonitorCall: restDatabaseCpuMicros,
      ...monitorCall,
    },
    finalCounts: counts.groups.map(({ name, notStarted, answering, offline, timeOver, submitted }) => ({
      name,
      notStarted,
      answering,
      offline,
      timeOver,
      submitted,
    })),
  };
  const ms = (v) => `${v.toFixed(1)} ms`;
  const phaseLine = (name, p) =>
    `  ${name.padEnd(10)} ${String(p.saves).padStart(7)} saves = ${p.perSecond.toFixed(0).padStart(5)}/s  p50 ${ms(p.p50).padStart(8)}  p99 ${ms(p.p99).padStart(8)}  server CPU/save ${p.serverCpuMicrosPerSave.toFixed(0)} µs${
      p.databaseCpuMicrosPerSave === null ? '' : `, PostgreSQL ${p.databaseCpuMicrosPerSave.toFixed(0)} µs`
    }  errors ${p.errors}  load ${p.loadAverage.toFixed(1)}`;
  console.log(`\nMonitor benchmark: ${figures.database}, ${figures.machine}`);
  console.log(
    `${STUDENTS} students answering (${QUESTIONS} questions, ${CONCURRENCY} saves in flight), ${PHASE_SECONDS} s per phase:`,
  );
  console.log(phaseLine('floor 1', floor1));
  console.log(phaseLine('watched', watchedPhase));
  console.log(phaseLine('floor 2', floor2));
  console.log(
    `Watcher: ${pushCount} pushes (${figures.pushes.perSecond.toFixed(2)}/s) for ${watchedPhase.saves} saves; ratio of CPU per save watched / floor: ${(watchedPhase.serverCpuMicrosPerSave / floorCpuPerSave).toFixed(3)}`,
  );
  const l = figures.updateLatencyMs;
  console.log(
    `Update latency (probe save sent -> watcher has it): n=${l.count} p50 ${ms(l.p50)} p99 ${ms(l.p99)} max ${ms(l.max)}; after the save's acknowledgement p50 ${ms(figures.updateLatencyAfterAckMs.p50)}`,
  );
  console.log(
    `Server CPU per update under load: ${updateCpuMicros === null ? 'n/a' : `${(updateCpuMicros / 1000).toFixed(2)} ms`}; at rest one GET monitor: server ${(restCpuMicros / 1000).toFixed(2)} ms CPU${
      restDatabaseCpuMicros === null ? '' : `, PostgreSQL ${(restDatabaseCpuMicros / 1000).toFixed(2)} ms`
    }, p50 ${ms(monitorCall.p50)}`,
  );
  console.log(`Final counts: ${JSON.stringify(figures.finalCounts)}`);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
} catch (error) {
  console.error(error);
  if (server) console.error(server.output().slice(-3000));
  process.exitCode = 1;
} finally {
  watcher?.disconnect();
  await server?.stop();
  await database.remove();
}
