import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchDatabase,
  buildServerUnlessSkipped,
  client,
  staffCaller,
  staffLogin,
  startServer,
  summarize,
} from './exam-harness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 12_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 40);
const entry = process.env.BENCH_ENTRY ?? join(root, 'apps/server/dist/main.js');
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

const CHAPTERS = ['Motion', 'Force', 'Energy', 'Waves', 'Light', 'ভগ্নাংশ', 'বীজগণিত', 'জ্যামিতি'];
const DIFFICULTIES = ['easy', 'medium', 'hard'];
const WORDS = [
  'velocity',
  'acceleration',
  'বেগ',
  'ত্বরণ',
  'ক্ষেত্রফল',
  'momentum',
  'বল',
  'energy',
  'শক্তি',
  'wave',
];

/** The i-th bench question: the five types in turn, Bengali and English text with LaTeX. */
function question(i) {
  const word = WORDS[i % WORDS.length];
  const title = `${i % 2 ? 'প্রশ্ন' : 'Question'} ${i}: ${word} $\\frac{${i}}{${(i % 9) + 2}}$ = ? ${'Lorem ipsum dolor sit amet. '.repeat(i % 4)}`;
  const common = {
    title,
    chapter: CHAPTERS[i % CHAPTERS.length],
    difficulty: DIFFICULTIES[i % 3],
    tags: [`set-${i % 50}`, i % 7 === 0 ? 'board-2024' : 'practice'],
    point: 1 + (i % 3),
    negativeMark: 0.25,
    explanation: `Because ${word}.`,
  };
  const options = [`$${i}$`, `$${i + 1}$`, `উত্তর ${i + 2}`, `option ${i + 3}`];
  switch (i % 5) {
    case 0:
      return { ...common, type: 'MCQ', options, answer: [options[i % 4]] };
    case 1:
      return { ...common, type: 'checkbox', options, answer: [options[0], options[2]] };
    case 2:
      return { ...common, type: 'MCA', options, answer: ['true', 'false', 'true', 'false'] };
    case 3:
      return { ...common, type: 'shortAns', answer: [`${i}`] };
    default:
      return { ...common, type: 'paragraph' };
  }
}

buildServerUnlessSkipped(log);

const database = await benchDatabase(process.env.DATABASE_URL);
log(`database: ${database.kind}; ${QUESTIONS} questions, ${REPEAT} calls per search`);
const server = await startServer(entry, database.env);
const http = client(server.port, 4);
try {
  const admin = await staffLogin(http);
  const call = staffCaller(http, () => admin);
  const ids = [];
  for (let start = 0; start < QUESTIONS; start += 4_000) {
    const batch = Array.from({ length: Math.min(4_000, QUESTIONS - start) }, (_, k) => question(start + k));
    const report = await call('POST', '/staff/questions/import', {
      format: 'json',
      content: JSON.stringify(batch),
    });
    if (report.errors.length) throw new Error(JSON.stringify(report.errors.slice(0, 3)));
    ids.push(...report.ids);
  }
  await call('POST', '/staff/exams', {
    title: 'Bench exam',
    passMark: 40,
    questions: ids.slice(0, 300).map((questionId) => ({ questionId })),
  });
  log(`${ids.length} questions imported`);

  const q = (query) => `/staff/question-bank?${new URLSearchParams({ limit: '20', ...query })}`;
  const cases = [
    ['floor: one question by id', () => `/staff/questions/${ids[Math.floor(Math.random() * ids.length)]}`],
    ['first page, newest first', () => q({})],
    ['type = MCQ', () => q({ type: 'MCQ' })],
    ['chapter + difficulty', () => q({ chapter: 'ভগ্নাংশ', difficulty: 'hard' })],
    ['tag (1 in 7)', () => q({ tag: 'board-2024' })],
    ['used in an exam', () => q({ used: 'true' })],
    ['not used in an exam', () => q({ used: 'false' })],
    ['text search, English', () => q({ search: 'acceleration' })],
    ['text search, Bengali', () => q({ search: 'ক্ষেত্রফল' })],
    ['text search, in options', () => q({ search: 'উত্তর 1234' })],
    ['text search, no match', () => q({ search: 'zzzz-nothing' })],
    ['sort by text', () => q({ sort: 'title' })],
    ['page 500 (offset 9,980)', () => q({ offset: '9980' })],
  ];
  const rows = [];
  for (const [label, path] of cases) {
    for (let i = 0; i < 5; i++) await http.request('warm-up', 'GET', path(), { session: admin });
    const times = [];
    let total = 0;
    for (let i = 0; i < REPEAT; i++) {
      const started = performance.now();
      const res = await http.request(label, 'GET', path(), { session: admin });
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
      total = res.body.data.total ?? 1;
    }
    rows.push({ label, total, ...summarize(times) });
  }
  const floor = rows[0].p50;
  console.log(
    `\n| search (${database.kind}, ${QUESTIONS} questions) | matches | p50 ms | p99 ms | p50 / floor |`,
  );
  console.log('|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.total} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.p50 / floor).toFixed(1)}x |`,
    );
} finally {
  http.close();
  await server.stop();
  await database.remove();
}
