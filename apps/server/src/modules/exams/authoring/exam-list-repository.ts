import { and, asc, desc, eq, exists, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../db/contains-pattern';
import { courses, examAssignments, exams, groups, subjects } from '../../../db/schema';

// Written out in full: drizzle leaves a column unqualified inside a selected field, where a
// subquery's own `id` would shadow it.
const examId = sql.raw('"exams"."id"');

/** The filters and page of the staff exam list (status as `ExamStatus`). */
export interface ExamListFilter {
  type?: 'live' | 'practice' | undefined;
  status?: string | undefined;
  groupId?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * An exam's status at `now` from its groups' windows: draft (no group), running (a window open; a
 * practice exam has no end), scheduled (a window opens later), published (a group's results are),
 * else ended.
 */
function statusAt(now: Date): SQL<string> {
  const at = now.toISOString();
  const given = (condition: SQL) =>
    sql`exists (select 1 from exam_assignments a where a.exam_id = ${examId} and ${condition})`;
  return sql<string>`case
    when not ${given(sql`true`)} then 'draft'
    when ${given(sql`a.starts_at <= ${at}::timestamptz and (a.ends_at is null or a.ends_at > ${at}::timestamptz)`)} then 'running'
    when ${given(sql`a.starts_at > ${at}::timestamptz`)} then 'scheduled'
    when ${given(sql`a.results_published_at is not null`)} then 'published'
    else 'ended' end`;
}

/** A subject of an exam's questions, as the list shows it. */
export interface ListedSubject {
  _id: string;
  name: string;
}

// The questions an exam's pools draw per paper (their candidates are not counted).
const poolDraws = sql<number>`(select coalesce(sum((p->>'count')::int), 0)::int from jsonb_array_elements("exams"."pools") p)`;

// The subjects of an exam's questions, each once, in the order they first come on the paper; a subject
// since deleted is left out. A subquery of the page's one statement, as the counts are.
const questionSubjects = sql<ListedSubject[]>`(select coalesce(
    json_agg(json_build_object('_id', f.subject_id, 'name', s.name) order by f.first, s.name, f.subject_id),
    '[]'::json)
  from (select q.subject_id, min(x.position) as first
    from exam_questions x join questions q on q.id = x.question_id
    where x.exam_id = ${examId} and q.subject_id is not null
    group by q.subject_id) f
  join subjects s on s.id = f.subject_id)`;

/**
 * One page of the exams matching the filters, newest first, with their questions' subjects, and how
 * many match in all: one statement for the page, whatever its size, and one for the count.
 */
export async function searchExams(db: Db, q: ExamListFilter, now: Date) {
  const status = statusAt(now);
  const conditions: SQL[] = [];
  if (q.type) conditions.push(eq(exams.isPractice, q.type === 'practice'));
  if (q.search) conditions.push(ilike(exams.title, containsPattern(q.search)));
  if (q.status) conditions.push(sql`(${status}) = ${q.status}`);
  if (q.groupId)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(examAssignments)
          .where(and(eq(examAssignments.examId, exams.id), eq(examAssignments.groupId, q.groupId))),
      ),
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: exams.id,
        title: exams.title,
        isPractice: exams.isPractice,
        isSegmented: exams.isSegmented,
        createdAt: exams.createdAt,
        status,
        questions: sql<number>`(select count(*)::int from exam_questions q where q.exam_id = ${examId} and q.pool is null) + ${poolDraws}`,
        subjects: questionSubjects,
        groups: sql<number>`(select count(*)::int from exam_assignments a where a.exam_id = ${examId})`,
        startsAt: sql<
          string | null
        >`(select min(a.starts_at) from exam_assignments a where a.exam_id = ${examId})`,
        // Null as soon as one group's window has no end.
        endsAt: sql<
          string | null
        >`(select case when bool_or(a.ends_at is null) then null else max(a.ends_at) end
          from exam_assignments a where a.exam_id = ${examId})`,
      })
      .from(exams)
      .where(where)
      // The id breaks ties, so pages never overlap or skip an exam.
      .orderBy(desc(exams.createdAt), asc(exams.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(exams).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Every subject with its course's name (by course, then name), every group by name, and the pass marks
 * of the `recentExams` newest exams, newest first.
 */
export async function authoringOptionRows(db: Db, recentExams: number) {
  const [subjectRows, groupRows, passMarkRows] = await Promise.all([
    db
      .select({ id: subjects.id, name: subjects.name, courseName: courses.name })
      .from(subjects)
      .innerJoin(courses, eq(courses.id, subjects.courseId))
      .orderBy(asc(courses.name), asc(subjects.name), asc(subjects.id)),
    db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(isNull(groups.archivedAt))
      .orderBy(asc(groups.name), asc(groups.id)),
    db
      .select({ passMark: exams.passMark })
      .from(exams)
      .orderBy(desc(exams.createdAt), desc(exams.id))
      .limit(recentExams),
  ]);
  return { subjectRows, groupRows, recentPassMarks: passMarkRows.map((r) => r.passMark) };
}
