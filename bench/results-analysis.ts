// Times the Results section's statistics and item analysis on one exam with 20,000 scored attempts
// (QUESTIONS questions, 100 by default: 80% MCQ, 10% checkbox, 10% MCA; ~93% answered), beside floors
// measured in the same run: one `count(*)` of the exam's attempts, and one `count(*)` scan of the
// exam's saved answers. Item analysis is timed as it runs now (`getItemAnalysis`: one grouped pass
// over the answers, each distinct answer scored by the domain rule) and as it ran before (each
// attempt x question pair scored in SQL, plus an option-count pass; the statements are kept below).
// Embedded PGlite unless DATABASE_URL is set. Run: `npx tsx bench/results-analysis.ts`.

import {
  histogramCounts,
  resultFigures,
} from '../apps/server/src/modules/exams/analysis/analysis-repository';
import { getItemAnalysis } from '../apps/server/src/modules/exams/analysis/get-item-analysis';
import { rawSql } from '../apps/server/src/modules/exams/raw-sql';
import { benchContext } from './bench-context';
import { buildResultsFixture, BENCH_EXAM as EXAM, median as medianOf } from './results-fixture';

const ATTEMPTS = Number(process.env.ATTEMPTS ?? 20_000);
const QUESTIONS = Number(process.env.QUESTIONS ?? 100);
const RUNS = 5;

// A real context: the use case reads the exam cache and waits for the scorer.
const { ctx, close } = await benchContext('bench_results');
const database = ctx.database;
const setupMs = await buildResultsFixture(database.runner, ATTEMPTS, QUESTIONS);

// The item analysis statements as they were before (session 7), kept to measure against.
const ITEM_COUNTS_BEFORE = `with att as (
       select a.id, a.student_id,
         row_number() over (order by a.marks_obtained desc, a.id) as hi,
         row_number() over (order by a.marks_obtained asc, a.id desc) as lo
       from exam_attempts a where a.exam_id = $1::uuid and a.scored_at is not null and ($2::uuid is null or a.group_id = $2::uuid)
     ),
     qs as materialized (
       select eq.question_id, eq.point::float8 as point, q.type, q.subject_id,
         greatest(cardinality(q.options), 1) as n,
         coalesce(eq.answer_key, q.answer) as key,
         to_jsonb(coalesce(eq.answer_key, q.answer)) as key_json
       from exam_questions eq join questions q on q.id = eq.question_id
       where eq.exam_id = $1::uuid
     ),
     given as (
       select att.id as attempt_id, att.hi, att.lo, qs.*
       from att cross join qs
       where not $4::boolean or exists (
         select 1 from exam_subject_selections s
         where s.exam_id = $1::uuid and s.student_id = att.student_id
           and qs.subject_id = any(s.mandatory || s.compulsory_optional || s.optional))
     ),
     -- Materialized: the item score is computed once per row, not once per aggregate using it.
     scored as materialized (
       select g.question_id, g.hi, g.lo, g.type, x.answered,
         case
           when not x.answered then 0::float8
           when g.type in ('MCQ', 'checkbox') then
             case when ans.answer @> g.key_json and g.key_json @> ans.answer then 1 else 0 end::float8
           when g.type = 'MCA' then
             (select count(*) from generate_series(1, g.n) i where ans.answer ->> (i - 1) = g.key[i])::float8 / g.n
           when ans.examiner_marks is null then null
           else least(greatest(ans.examiner_marks::float8, 0), g.point) / nullif(g.point, 0)
         end as s,
         g.type = 'checkbox' and x.answered and ans.answer ?| g.key as touches_key
       from given g
       left join exam_answers ans on ans.attempt_id = g.attempt_id and ans.question_id = g.question_id
       cross join lateral (select case
           when ans.answer is null then false
           when g.type = 'MCA' then ans.answer ?| array['true', 'false']
           when g.type in ('shortAns', 'paragraph') then
             exists (select 1 from jsonb_array_elements_text(ans.answer) v where btrim(v) <> '')
             or jsonb_array_length(ans.extra) > 0
           -- An MCQ or checkbox answer holds option texts only (answerShapeError), never ''.
           else jsonb_array_length(ans.answer) > 0
         end as answered) x
     )
     select question_id as "questionId",
       count(*)::int as attempts,
       count(*) filter (where answered)::int as answered,
       count(*) filter (where s >= 1)::int as correct,
       count(*) filter (where (s > 0 and s < 1) or (s = 0 and touches_key))::int as partly,
       avg(s) filter (where hi <= $3::int)::float8 as upper,
       avg(s) filter (where lo <= $3::int)::float8 as lower
     from scored group by question_id`;
const OPTION_COUNTS_BEFORE = `select ans.question_id as "questionId", o.value,
       case when q.type = 'MCA' then (o.ord - 1)::int end as position,
       count(*)::int as count
     from exam_attempts a
     join exam_answers ans on ans.attempt_id = a.id
     join exam_questions eq on eq.exam_id = a.exam_id and eq.question_id = ans.question_id
     join questions q on q.id = eq.question_id and q.type in ('MCQ', 'checkbox', 'MCA')
     cross join lateral jsonb_array_elements_text(ans.answer) with ordinality as o(value, ord)
     where a.exam_id = $1::uuid and a.scored_at is not null and ($2::uuid is null or a.group_id = $2::uuid) and o.value <> ''
     group by 1, 2, 3`;
const median = (run: () => Promise<unknown>) => medianOf(RUNS, run);

const floor = await median(() =>
  rawSql(ctx).query('bench_floor', 'select count(*)::int from exam_attempts where exam_id = $1', [EXAM]),
);
const answersFloor = await median(() =>
  rawSql(ctx).query(
    'bench_answers_floor',
    'select count(*)::int from exam_attempts a join exam_answers ans on ans.attempt_id = a.id where a.exam_id = $1',
    [EXAM],
  ),
);
const stats = await median(async () => {
  const f = await resultFigures(ctx, EXAM, null);
  await histogramCounts(ctx, EXAM, null, f.total ?? QUESTIONS, 10);
});
const size = Math.round(ATTEMPTS * 0.27);
const before = await median(() =>
  Promise.all([
    rawSql(ctx).query('bench_item_counts_before', ITEM_COUNTS_BEFORE, [EXAM, null, size, false]),
    rawSql(ctx).query('bench_option_counts_before', OPTION_COUNTS_BEFORE, [EXAM, null]),
  ]),
);
const items = await median(() => getItemAnalysis(ctx, EXAM, null));
const row = (name: string, ms: number) =>
  `| ${name} | ${ms.toFixed(1)} ms | ${(ms / floor).toFixed(1)}x | ${(ms / answersFloor).toFixed(2)}x |`;
console.log(
  `${database.kind}, ${ATTEMPTS} attempts x ${QUESTIONS} questions, setup ${(setupMs / 1000).toFixed(1)} s, median of ${RUNS}`,
);
console.log('| query | time | vs attempts floor | vs answers floor |\n|---|---|---|---|');
console.log(row('floor: count(*) of the attempts', floor));
console.log(row('floor: count(*) of the saved answers', answersFloor));
console.log(row('statistics (figures + histogram)', stats));
console.log(row('item analysis before (pairs scored in SQL + option counts)', before));
console.log(row('item analysis now (getItemAnalysis, whole use case)', items));
await close();
