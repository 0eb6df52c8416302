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
    sd: number | null;
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
       stddev_pop(a.marks_obtained)::float8 as sd,
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

// The exam's scored attempts with whether each is among the top / bottom $3 by marks.
const RANKED = `select a.id, a.student_id,
    row_number() over (order by a.marks_obtained desc, a.id) <= $3::int as up,
    row_number() over (order by a.marks_obtained asc, a.id desc) <= $3::int as low
  from exam_attempts a where ${SCORED}`;

// A saved answer as the item analysis groups it ($4: the written questions' ids): a written answer
// reduced to answered or not, with its examiner marks; any other answer as saved, without marks.
const ANSWER_AS_GROUPED = `case when ans.question_id = any($4::uuid[]) then
    case when jsonb_array_length(ans.extra) > 0
      or exists (select 1 from jsonb_array_elements_text(ans.answer) v where btrim(v) <> '')
    then '["x"]'::jsonb else '[]'::jsonb end
  else ans.answer end`;
const MARKS_AS_GROUPED = `case when ans.question_id = any($4::uuid[]) then ans.examiner_marks::float8 end`;

/** Saved answers alike for the item analysis, counted: same question, answer, marks and upper/lower place. */
export interface AnswerGroup {
  questionId: string;
  /** The answer (canonical order); a written answer is `["x"]` when it holds text or files, else `[]`. */
  answer: string[];
  examinerMarks: number | null;
  up: boolean;
  low: boolean;
  count: number;
}

/**
 * The scored attempts' saved answers grouped by question, answer, examiner marks and upper/lower
 * place, in one pass over the answers: a question has a few distinct answers (its options), so the
 * rows are few however many attempts there are. Written answers (`writtenIds`) are reduced to
 * answered or not, so their texts do not make a group each.
 */
export function answerGroups(
  ctx: Ctx,
  examId: string,
  groupId: string | null,
  size: number,
  writtenIds: string[],
): Promise<AnswerGroup[]> {
  return rawSql(ctx).query<AnswerGroup>(
    'results_answer_groups',
    `with att as (${RANKED})
     select ans.question_id as "questionId", ${ANSWER_AS_GROUPED} as answer,
       ${MARKS_AS_GROUPED} as "examinerMarks",
       att.up, att.low, count(*)::int as count
     from att join exam_answers ans on ans.attempt_id = att.id
     group by 1, 2, 3, 4, 5`,
    [examId, groupId, size, writtenIds],
  );
}

/** The marks one grouped answer earns on its question (before negative marks; null while pending). */
export interface GroupedAnswerMarks {
  questionId: string;
  answer: string[];
  examinerMarks: number | null;
  marks: number | null;
}

/**
 * Sums for the reliability and the point-biserials, over the scored attempts, where an attempt's
 * total T is the sum of the marks its answers earn (`marks`, scored once per distinct answer; an
 * unanswered or pending question adds 0): per question (`kind` 'question') the count of answers
 * with marks, the sum x, sum x² and sum x·T; over every attempt (`kind` 'all', key null) and, for a
 * segmented exam, over the attempts that chose each subject (`kind` 'subject'): n, sum T and sum T².
 */
export function itemTotalSums(
  ctx: Ctx,
  examId: string,
  groupId: string | null,
  writtenIds: string[],
  marks: GroupedAnswerMarks[],
  segmented: boolean,
): Promise<
  {
    kind: 'question' | 'all' | 'subject';
    key: string | null;
    n: number;
    sx: number;
    sxx: number;
    sxt: number;
  }[]
> {
  return rawSql(ctx).query(
    'results_item_total_sums',
    `with att as (select a.id, a.student_id from exam_attempts a where ${SCORED}),
     -- Examiner marks are never negative: -1 stands for none, so the join is three plain equalities
     -- the planner hashes ("is not distinct from" would make it loop).
     marks as (
       select "questionId" as q, answer, coalesce("examinerMarks", -1) as mk, marks as x
       from jsonb_to_recordset($3::jsonb) as m("questionId" uuid, answer jsonb, "examinerMarks" float8, marks float8)
       where marks is not null
     ),
     item as (
       select ans.attempt_id, ans.question_id, m.x
       from att join exam_answers ans on ans.attempt_id = att.id
       join marks m on m.q = ans.question_id and m.answer = ${ANSWER_AS_GROUPED}
         and m.mk = coalesce(${MARKS_AS_GROUPED}, -1)
     ),
     -- An attempt with no marked answer has T = 0: it adds to n (from att) but not to the sums.
     tot as (select attempt_id, sum(x)::float8 as t from item group by attempt_id)
     select 'question' as kind, item.question_id::text as key, count(*)::int as n,
       sum(item.x)::float8 as sx, sum(item.x * item.x)::float8 as sxx, sum(item.x * tot.t)::float8 as sxt
     from item join tot on tot.attempt_id = item.attempt_id group by item.question_id
     union all
     select 'all', null, (select count(*)::int from att), coalesce(sum(t), 0)::float8, coalesce(sum(t * t), 0)::float8, 0
     from tot
     union all
     select 'subject', subject_id::text, count(*)::int, coalesce(sum(tot.t), 0)::float8,
       coalesce(sum(tot.t * tot.t), 0)::float8, 0
     from att left join tot on tot.attempt_id = att.id
     join exam_subject_selections s on $5::boolean and s.exam_id = $1::uuid and s.student_id = att.student_id
     cross join unnest(s.mandatory || s.compulsory_optional || s.optional) as subject_id
     group by subject_id`,
    [examId, groupId, JSON.stringify(marks), writtenIds, segmented],
  );
}

/** How many scored attempts (in all, in the top and in the bottom `size`) chose each subject of a segmented exam. */
export function subjectAttemptCounts(
  ctx: Ctx,
  examId: string,
  groupId: string | null,
  size: number,
): Promise<{ subjectId: string; attempts: number; up: number; low: number }[]> {
  return rawSql(ctx).query(
    'results_subject_attempts',
    `with att as (${RANKED})
     select subject_id as "subjectId", count(*)::int as attempts,
       count(*) filter (where att.up)::int as up, count(*) filter (where att.low)::int as low
     from att join exam_subject_selections s on s.exam_id = $1::uuid and s.student_id = att.student_id
     cross join unnest(s.mandatory || s.compulsory_optional || s.optional) as subject_id
     group by 1`,
    [examId, groupId, size],
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
