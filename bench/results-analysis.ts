// Times the Results section's statistics and item analysis on one exam with 20,000 scored attempts
// (30 questions: 24 MCQ, 3 checkbox, 3 MCA; about 560,000 saved answers), beside a floor measured in
// the same run: one `count(*)` of the exam's attempts through the same index. Embedded PGlite unless
// DATABASE_URL is set. Run: `npx tsx bench/results-analysis.ts` (figures in bench/RESULTS.md).
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import {
  histogramCounts,
  itemCounts,
  optionCounts,
  resultFigures,
} from '../apps/server/src/modules/exams/analysis/analysis-repository';
import { rawSql } from '../apps/server/src/modules/exams/raw-sql';

const ATTEMPTS = Number(process.env.ATTEMPTS ?? 20_000);
const RUNS = 5;

const database = await openDatabase({ url: process.env.DATABASE_URL, schemaName: 'bench_results' });
await migrate(database.runner);
const ctx = { db: database.db, database: { kind: database.kind } } as Parameters<typeof resultFigures>[0];
const sql = database.runner;

const setupStart = performance.now();
await sql.exec(`
  insert into groups (id, name) values ('00000000-0000-4000-8000-000000000001', 'Bench');
  insert into exams (id, title) values ('00000000-0000-4000-8000-0000000000e1', 'Bench exam');
  insert into questions (id, type, title, options, answer, point)
    select ('00000000-0000-4000-8000-' || lpad(q::text, 12, '0'))::uuid,
      case when q <= 24 then 'MCQ' when q <= 27 then 'checkbox' else 'MCA' end,
      'Question ' || q, array['A', 'B', 'C', 'D'],
      case when q <= 24 then array['A'] when q <= 27 then array['A', 'B'] else array['true', 'false', 'true', 'false'] end,
      1
    from generate_series(1, 30) q;
  insert into exam_questions (exam_id, question_id, position, point)
    select '00000000-0000-4000-8000-0000000000e1', ('00000000-0000-4000-8000-' || lpad(q::text, 12, '0'))::uuid, q - 1, 1
    from generate_series(1, 30) q;
  insert into students (id, name, sid, username, code)
    select ('10000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid, 'S' || s, s::text, '8801' || lpad(s::text, 9, '0'), s::text
    from generate_series(1, ${ATTEMPTS}) s;
  insert into exam_attempts (id, exam_id, group_id, student_id, seed, started_at, deadline_at, submitted_at, scored_at,
      marks_obtained, total_marks, passed, pending)
    select ('20000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid, '00000000-0000-4000-8000-0000000000e1',
      '00000000-0000-4000-8000-000000000001', ('10000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid, 'x',
      now(), now(), now(), now(), (s * 7919 % 31) - 1, 30, (s * 7919 % 31) >= 12, 0
    from generate_series(1, ${ATTEMPTS}) s;
  insert into exam_answers (attempt_id, question_id, answer, extra, client_ts, received_at, version)
    select ('20000000-0000-4000-8000-' || lpad(s::text, 12, '0'))::uuid,
      ('00000000-0000-4000-8000-' || lpad(q::text, 12, '0'))::uuid,
      case when q <= 24 then jsonb_build_array((array['A', 'B', 'C', 'D'])[1 + (s * q) % 4])
           when q <= 27 then case when (s + q) % 3 = 0 then '["A"]'::jsonb else '["A", "B"]'::jsonb end
           else '["true", "true", "true", "N"]'::jsonb end,
      '[]'::jsonb, 0, now(), 1
    from generate_series(1, ${ATTEMPTS}) s, generate_series(1, 30) q
    where (s + q) % 15 <> 0;
  analyze;
`);
const setupMs = performance.now() - setupStart;

const EXAM = '00000000-0000-4000-8000-0000000000e1';
async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

const floor = await median(() =>
  rawSql(ctx).query('bench_floor', 'select count(*)::int from exam_attempts where exam_id = $1', [EXAM]),
);
const stats = await median(async () => {
  const f = await resultFigures(ctx, EXAM, null);
  await histogramCounts(ctx, EXAM, null, f.total ?? 30, 10);
});
const size = Math.round(ATTEMPTS * 0.27);
const items = await median(() =>
  Promise.all([itemCounts(ctx, EXAM, null, size, false), optionCounts(ctx, EXAM, null)]),
);
const row = (name: string, ms: number) => `| ${name} | ${ms.toFixed(1)} ms | ${(ms / floor).toFixed(1)}x |`;
console.log(
  `${database.kind}, ${ATTEMPTS} attempts, setup ${(setupMs / 1000).toFixed(1)} s, median of ${RUNS}`,
);
console.log('| query | time | vs floor |\n|---|---|---|');
console.log(row('floor: count(*) of the attempts', floor));
console.log(row('statistics (figures + histogram)', stats));
console.log(row('item analysis (item counts + option counts)', items));
if (database.kind === 'postgres') await sql.exec('drop schema bench_results cascade');
await database.close();
