import type { VoidKind } from '@lms/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/client';
import { examQuestions } from '../../../db/schema';
import { rawSql } from '../raw-sql';
import { countsInResultsText } from '../results/counted-attempt';

type Ctx = Pick<AppContext, 'db' | 'database'>;

// An attempt's marks before negative marks, GPA and cut marks: the sum over its questions of the
// marks each earned (scoring stores the net sum and the negative part apart; a pending written
// answer adds 0). The test total of the reliability and the point-biserials.
const POSITIVE_MARKS = `coalesce(a.without_gpa, a.marks_obtained, 0) + coalesce(a.negative_marks, 0)`;

// The scored attempts of an exam, of one group when $2 is not null.
const SCORED = `a.exam_id = $1::uuid and a.scored_at is not null and ($2::uuid is null or a.group_id = $2::uuid)
  and ${countsInResultsText('a')}`;

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
    sumT: number;
    sumTT: number;
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
       max(a.total_marks)::float8 as total,
       coalesce(sum(${POSITIVE_MARKS}), 0)::float8 as "sumT",
       coalesce(sum((${POSITIVE_MARKS}) ^ 2), 0)::float8 as "sumTT"
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
const RANKED = `select a.id, a.student_id, a.drawn_question_ids, (${POSITIVE_MARKS})::float8 as t,
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
  /** The sum of these attempts' totals before negative marks (for the point-biserials). */
  sumT: number;
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
       att.up, att.low, count(*)::int as count, sum(att.t)::float8 as "sumT"
     from att join exam_answers ans on ans.attempt_id = att.id
     group by 1, 2, 3, 4, 5`,
    [examId, groupId, size, writtenIds],
  );
}

// Of the ranked attempts given something: how many (in all, in the top and in the bottom) and their totals' sums.
const GIVEN_SUMS = `count(*)::int as attempts,
  count(*) filter (where att.up)::int as up, count(*) filter (where att.low)::int as low,
  sum(att.t)::float8 as "sumT", sum(att.t * att.t)::float8 as "sumTT"`;

/** How many scored attempts (in all, in the top and in the bottom `size`) chose each subject of a segmented exam. */
export function subjectAttemptCounts(
  ctx: Ctx,
  examId: string,
  groupId: string | null,
  size: number,
): Promise<{ subjectId: string; attempts: number; up: number; low: number; sumT: number; sumTT: number }[]> {
  return rawSql(ctx).query(
    'results_subject_attempts',
    `with att as (${RANKED})
     select subject_id as "subjectId", ${GIVEN_SUMS}
     from att join exam_subject_selections s on s.exam_id = $1::uuid and s.student_id = att.student_id
     cross join unnest(s.mandatory || s.compulsory_optional || s.optional) as subject_id
     group by 1`,
    [examId, groupId, size],
  );
}

/** How many scored attempts (in all, in the top and in the bottom `size`) drew each pool question of an exam. */
export function drawnAttemptCounts(
  ctx: Ctx,
  examId: string,
  groupId: string | null,
  size: number,
): Promise<{ questionId: string; attempts: number; up: number; low: number; sumT: number; sumTT: number }[]> {
  return rawSql(ctx).query(
    'results_drawn_attempts',
    `with att as (${RANKED})
     select question_id as "questionId", ${GIVEN_SUMS}
     from att cross join unnest(att.drawn_question_ids) as question_id
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

/** Stores how this exam's question is voided (null: scored as usual again). */
export async function setExamQuestionVoid(
  db: Queryable,
  examId: string,
  questionId: string,
  voidKind: VoidKind | null,
): Promise<void> {
  await db
    .update(examQuestions)
    .set({ voidKind })
    .where(and(eq(examQuestions.examId, examId), eq(examQuestions.questionId, questionId)));
}
