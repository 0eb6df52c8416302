import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/client';
import { examQuestions } from '../../../db/schema';
import { rawSql } from '../raw-sql';

type Ctx = Pick<AppContext, 'db' | 'database'>;

// The scored attempts of an exam, of one group when $2 is not null.
const SCORED = `a.exam_id = $1::uuid and a.scored_at is not null and ($2::uuid is null or a.group_id = $2::uuid)`;

/** The aggregate figures of an exam's scored results (one group, or all), in one pass. */
export async function resultFigures(ctx: Ctx, examId: string, groupId: string | null) {
  const [row] = await rawSql(ctx).query<{
    count: number;
    mean: number | null;
    median: number | null;
    highest: number | null;
    lowest: number | null;
    passed: number;
    pending: number;
    published: number;
    total: number | null;
  }>(
    'results_figures',
    `select count(*)::int as count,
       avg(a.marks_obtained)::float8 as mean,
       percentile_cont(0.5) within group (order by a.marks_obtained)::float8 as median,
       max(a.marks_obtained)::float8 as highest,
       min(a.marks_obtained)::float8 as lowest,
       count(*) filter (where a.passed)::int as passed,
       count(*) filter (where a.pending > 0)::int as pending,
       count(*) filter (where a.published_at is not null)::int as published,
       max(a.total_marks)::float8 as total
     from exam_attempts a where ${SCORED}`,
    [examId, groupId],
  );
  return row!;
}

/**
 * How many scored results fall in each of `bins` equal bars over 0..totalMarks (bar index -> count):
 * negative marks in the first bar, full marks (or more, with GPA marks) in the last.
 */
export async function histogramCounts(
  ctx: Ctx,
  examId: string,
  groupId: string | null,
  totalMarks: number,
  bins: number,
): Promise<Map<number, number>> {
  const rows = await rawSql(ctx).query<{ bin: number; count: number }>(
    'results_histogram',
    `select least($4::int - 1, greatest(0, floor(a.marks_obtained / $3::float8 * $4::int)))::int as bin,
       count(*)::int as count
     from exam_attempts a where ${SCORED} group by 1`,
    [examId, groupId, totalMarks, bins],
  );
  return new Map(rows.map((r) => [r.bin, r.count]));
}

/** One question's counts over the scored attempts given it. */
export interface ItemCounts {
  questionId: string;
  attempts: number;
  answered: number;
  correct: number;
  partly: number;
  /** Mean item score (0..1) of the top `size` attempts by marks; null when none. */
  upper: number | null;
  lower: number | null;
}

/**
 * Per question of the exam: attempts given it, answered, fully and partly correct, and the mean item
 * score (0..1) of the top and bottom `size` attempts by marks. The item score mirrors the scoring rules:
 * MCQ and checkbox 1 when the chosen set is the key (jsonb containment both ways), MCA the share of
 * statements answered as the key says, written answers the examiner's marks over the point (a pending
 * one is left out). A segmented exam's question counts only for attempts that chose its subject.
 */
export function itemCounts(
  ctx: Ctx,
  examId: string,
  groupId: string | null,
  size: number,
  segmented: boolean,
): Promise<ItemCounts[]> {
  return rawSql(ctx).query<ItemCounts>(
    'results_item_counts',
    `with att as (
       select a.id, a.student_id,
         row_number() over (order by a.marks_obtained desc, a.id) as hi,
         row_number() over (order by a.marks_obtained asc, a.id desc) as lo
       from exam_attempts a where ${SCORED}
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
     from scored group by question_id`,
    [examId, groupId, size, segmented],
  );
}

/** How often an option was chosen: MCQ and checkbox by text (`position` null), MCA by position and value. */
export interface OptionCount {
  questionId: string;
  value: string;
  /** MCA: the option's index from 0; null for MCQ and checkbox. */
  position: number | null;
  count: number;
}

/** The options chosen in the scored attempts (MCQ, checkbox, MCA), counted. */
export function optionCounts(ctx: Ctx, examId: string, groupId: string | null): Promise<OptionCount[]> {
  return rawSql(ctx).query<OptionCount>(
    'results_option_counts',
    `select ans.question_id as "questionId", o.value,
       case when q.type = 'MCA' then (o.ord - 1)::int end as position,
       count(*)::int as count
     from exam_attempts a
     join exam_answers ans on ans.attempt_id = a.id
     join exam_questions eq on eq.exam_id = a.exam_id and eq.question_id = ans.question_id
     join questions q on q.id = eq.question_id and q.type in ('MCQ', 'checkbox', 'MCA')
     cross join lateral jsonb_array_elements_text(ans.answer) with ordinality as o(value, ord)
     where ${SCORED} and o.value <> ''
     group by 1, 2, 3`,
    [examId, groupId],
  );
}

/** The key corrected for this exam's question (null: the bank's), or undefined when the exam has no such question. */
export async function findExamAnswerKey(db: Queryable, examId: string, questionId: string) {
  const [row] = await db
    .select({ answerKey: examQuestions.answerKey })
    .from(examQuestions)
    .where(and(eq(examQuestions.examId, examId), eq(examQuestions.questionId, questionId)));
  return row;
}

/** Stores the key this exam scores a question with (null: the bank question's key again). */
export async function setExamAnswerKey(
  db: Queryable,
  examId: string,
  questionId: string,
  answerKey: string[] | null,
): Promise<void> {
  await db
    .update(examQuestions)
    .set({ answerKey })
    .where(and(eq(examQuestions.examId, examId), eq(examQuestions.questionId, questionId)));
}
