import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/client';
import { branches, courses } from '../../../db/schema';
import { rawSql } from '../raw-sql';
import { countsInResultsText } from '../results/counted-attempt';

type Ctx = Pick<AppContext, 'db' | 'database'>;

/** A filter of the grid: one group given the exam, one branch. */
export interface GridFilter {
  groupId?: string;
  branchId?: string;
}

// The exam's scored attempts that count (one a student: online once submitted, else paper), of one
// group ($2) and one branch ($3) when given.
const GRID_FROM = `from exam_attempts a
  join students s on s.id = a.student_id
  join groups g on g.id = a.group_id
  left join branches b on b.id = s.branch_id
  where a.exam_id = $1::uuid and a.scored_at is not null
    and ($2::uuid is null or a.group_id = $2::uuid) and ($3::uuid is null or s.branch_id = $3::uuid)
    and ${countsInResultsText('a')}`;

/** A student's row of the grid, without its cells. */
export interface GridStudentRow {
  attemptId: string;
  studentId: string;
  name: string;
  roll: string;
  group: string;
  branch: string | null;
  marksObtained: number | null;
}

/** The grid's students, best marks first (then by name), a page of them or (no `page`) all. */
export function gridStudentRows(
  ctx: Ctx,
  examId: string,
  filter: GridFilter,
  page?: { limit: number; offset: number },
): Promise<GridStudentRow[]> {
  return rawSql(ctx).query(
    page ? 'grid_students_page' : 'grid_students_all',
    `select a.id as "attemptId", a.student_id as "studentId", s.name, s.sid as roll, g.name as "group",
       b.name as branch, a.marks_obtained::float8 as "marksObtained"
     ${GRID_FROM}
     order by a.marks_obtained desc nulls last, s.name, a.id
     ${page ? 'limit $4::int offset $5::int' : ''}`,
    [examId, filter.groupId ?? null, filter.branchId ?? null, ...(page ? [page.limit, page.offset] : [])],
  );
}

/** How many rows the grid has under the filter. */
export async function gridRowCount(ctx: Ctx, examId: string, filter: GridFilter): Promise<number> {
  const [row] = await rawSql(ctx).query<{ total: number }>(
    'grid_count',
    `select count(*)::int as total ${GRID_FROM}`,
    [examId, filter.groupId ?? null, filter.branchId ?? null],
  );
  return row?.total ?? 0;
}

/** A saved answer of one of the attempts. */
export interface GridAnswerRow {
  attemptId: string;
  questionId: string;
  answer: string[];
  extraCount: number;
  examinerMarks: number | null;
}

/** The saved answers of these attempts (the files of a written answer only counted). */
export function gridAnswers(ctx: Ctx, attemptIds: string[]): Promise<GridAnswerRow[]> {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return rawSql(ctx).query(
    'grid_answers',
    `select attempt_id as "attemptId", question_id as "questionId", answer,
       jsonb_array_length(extra)::int as "extraCount", examiner_marks::float8 as "examinerMarks"
     from exam_answers where attempt_id = any($1::uuid[])`,
    [attemptIds],
  );
}

/** Whether a branch exists. */
export async function branchExists(db: Queryable, branchId: string): Promise<boolean> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
  return row !== undefined;
}

/** One exam's figures in a course's trend, per branch (`branchId` null: no branch). */
export interface TrendRow {
  examId: string;
  title: string;
  startsAt: Date | string;
  totalMarks: number | null;
  branchId: string | null;
  branch: string | null;
  count: number;
  sum: number;
}

/**
 * The published results of the exams given to the course's groups, summed per exam and the
 * student's branch, by the exam's first opening to the course.
 */
export function courseTrendRows(ctx: Ctx, courseId: string): Promise<TrendRow[]> {
  return rawSql(ctx).query(
    'course_exam_trend',
    `with ex as (
       select ea.exam_id, min(ea.starts_at) as starts_at
       from exam_assignments ea join group_courses g on g.group_id = ea.group_id
       where g.course_id = $1::uuid group by ea.exam_id
     )
     select e.id as "examId", e.title, ex.starts_at as "startsAt", max(a.total_marks)::float8 as "totalMarks",
       s.branch_id as "branchId", b.name as branch, count(*)::int as count, sum(a.marks_obtained)::float8 as sum
     from ex join exams e on e.id = ex.exam_id
     join exam_attempts a on a.exam_id = e.id and a.published_at is not null and a.scored_at is not null
     join students s on s.id = a.student_id
     left join branches b on b.id = s.branch_id
     group by e.id, e.title, ex.starts_at, s.branch_id, b.name
     order by ex.starts_at, e.id, b.name nulls last`,
    [courseId],
  );
}

/** Every course, by name, for the trend's course picker. */
export function trendCourseRows(ctx: Ctx) {
  return ctx.db.select({ courseId: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.name));
}
