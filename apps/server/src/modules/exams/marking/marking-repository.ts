import type { MarkingFilter } from '@lms/domain/contract';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client';
import { containsPattern } from '../../../db/contains-pattern';
import {
  examAnswers,
  examAttempts,
  examQuestions,
  exams,
  questions,
  staff,
  students,
} from '../../../db/schema';

/** When an attempt of the exam was submitted (null while open); undefined when there is no such attempt. */
export async function findAttemptSubmission(db: Queryable, examId: string, attemptId: string) {
  const [attempt] = await db
    .select({ submittedAt: examAttempts.submittedAt, studentId: examAttempts.studentId })
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.examId, examId)));
  return attempt;
}

const answerOf = (attemptId: string, questionId: string) =>
  and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, questionId));

/** An answer's files and marking, its row locked until the transaction ends; undefined when unanswered. */
export async function lockAnswerMarking(db: Queryable, attemptId: string, questionId: string) {
  const [row] = await db
    .select({
      extra: examAnswers.extra,
      marks: examAnswers.examinerMarks,
      firstMarks: examAnswers.firstMarks,
      markedBy: examAnswers.markedBy,
      reviewedBy: examAnswers.reviewedBy,
    })
    .from(examAnswers)
    .where(answerOf(attemptId, questionId))
    .for('update');
  return row;
}

/** The examiner's marking stored on an answer. */
export type MarkingValues = Pick<
  typeof examAnswers.$inferInsert,
  'examinerMarks' | 'notes' | 'markedBy' | 'markedAt' | 'extra' | 'firstMarks' | 'reviewedBy' | 'reviewedAt'
>;

/** Stores an examiner's marking of an answer. */
export async function storeMarking(
  db: Queryable,
  attemptId: string,
  questionId: string,
  values: MarkingValues,
): Promise<void> {
  await db.update(examAnswers).set(values).where(answerOf(attemptId, questionId));
}

/** Written questions: marked by hand. */
const WRITTEN = ['shortAns', 'paragraph'] as const;

/** The answer has text or files (an emptied answer is skipped, never marked). */
const isAnswered = sql`(jsonb_array_length(${examAnswers.extra}) > 0 or exists (select 1 from jsonb_array_elements_text(${examAnswers.answer}) as v where btrim(v) <> ''))`;

// Correlated on the outer exams row by name: inside a select list drizzle leaves columns unqualified.
const writtenCount = sql<number>`(select count(*) from exam_questions wq inner join questions q on q.id = wq.question_id where wq.exam_id = "exams"."id" and q.type in ('shortAns', 'paragraph'))`;

/** A page of exams with written questions, newest first, and how many there are. */
export async function markingExamRows(db: Queryable, q: { search?: string; limit: number; offset: number }) {
  const where = and(
    sql`${writtenCount} > 0`,
    q.search ? ilike(exams.title, containsPattern(q.search)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        examId: exams.id,
        title: exams.title,
        isPractice: exams.isPractice,
        createdAt: exams.createdAt,
        writtenQuestions: writtenCount.mapWith(Number),
      })
      .from(exams)
      .where(where)
      .orderBy(desc(exams.createdAt), asc(exams.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(exams)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Answered, marked and reviewed answers: counted per group of written answers. */
const progressColumns = {
  answers: sql<number>`count(*)`.mapWith(Number),
  marked: sql<number>`count(${examAnswers.examinerMarks})`.mapWith(Number),
  reviewed:
    sql<number>`count(*) filter (where ${examAnswers.examinerMarks} is not null and ${examAnswers.reviewedBy} is not null)`.mapWith(
      Number,
    ),
};

/** Narrows a select from exam_answers to answers (with text or files) to written questions of submitted attempts. */
function writtenAnswers<T extends PgSelect>(query: T, where: SQL | undefined) {
  return query
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .innerJoin(
      examQuestions,
      and(
        eq(examQuestions.examId, examAttempts.examId),
        eq(examQuestions.questionId, examAnswers.questionId),
      ),
    )
    .innerJoin(questions, eq(questions.id, examAnswers.questionId))
    .where(
      and(isNotNull(examAttempts.submittedAt), inArray(questions.type, [...WRITTEN]), isAnswered, where),
    );
}

/** Answered, marked and reviewed answers to written questions of submitted attempts, per exam and question. */
export function markingProgressRows(db: Queryable, examIds: string[], questionIds?: string[]) {
  if (examIds.length === 0) return Promise.resolve([]);
  const query = db
    .select({ examId: examAttempts.examId, questionId: examAnswers.questionId, ...progressColumns })
    .from(examAnswers)
    .$dynamic();
  return writtenAnswers(
    query,
    and(
      inArray(examAttempts.examId, examIds),
      questionIds ? inArray(examAnswers.questionId, questionIds) : undefined,
    ),
  ).groupBy(examAttempts.examId, examAnswers.questionId);
}

/** The exams with written answers not yet marked or reviewed, most left to mark first; at most `limit`. */
export function markingLeftRows(db: Queryable, limit: number) {
  const query = db
    .select({ examId: exams.id, title: exams.title, ...progressColumns })
    .from(examAnswers)
    .$dynamic();
  return writtenAnswers(query, undefined)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .groupBy(exams.id, exams.title)
    .having(sql`count(*) filter (where ${examAnswers.reviewedBy} is null) > 0`)
    .orderBy(sql`count(*) - count(${examAnswers.examinerMarks}) desc`, asc(exams.title))
    .limit(limit);
}

/** Answers each examiner marked since `since`, most first. */
export function markedByExaminerRows(db: Queryable, since: Date) {
  return db
    .select({
      staffId: staff.id,
      name: staff.name,
      marked: sql<number>`count(*)`.mapWith(Number),
    })
    .from(examAnswers)
    .innerJoin(staff, eq(staff.id, examAnswers.markedBy))
    .where(sql`${examAnswers.markedAt} >= ${since.toISOString()}`)
    .groupBy(staff.id, staff.name)
    .orderBy(sql`count(*) desc`, asc(staff.name));
}

const filters: Record<MarkingFilter, SQL | undefined> = {
  unmarked: isNull(examAnswers.examinerMarks),
  notReviewed: and(isNotNull(examAnswers.examinerMarks), isNull(examAnswers.reviewedBy)),
  reviewed: and(isNotNull(examAnswers.examinerMarks), isNotNull(examAnswers.reviewedBy)),
  all: undefined,
};

const marker = alias(staff, 'marker');
const reviewer = alias(staff, 'reviewer');

/** Who marked or reviewed, by name (null when nobody). */
const nameOf = (who: typeof marker | typeof reviewer) =>
  sql<{
    id: string;
    name: string;
  } | null>`case when ${who.id} is null then null else json_build_object('id', ${who.id}, 'name', ${who.name}) end`;

/** One answer to mark or review, with its student, attempt and the names of its examiners. */
const answerColumns = {
  attemptId: examAnswers.attemptId,
  questionId: examAnswers.questionId,
  answer: examAnswers.answer,
  extra: examAnswers.extra,
  marks: examAnswers.examinerMarks,
  firstMarks: examAnswers.firstMarks,
  notes: examAnswers.notes,
  markedBy: examAnswers.markedBy,
  markedAt: examAnswers.markedAt,
  reviewedBy: examAnswers.reviewedBy,
  reviewedAt: examAnswers.reviewedAt,
  marker: nameOf(marker),
  reviewer: nameOf(reviewer),
  studentId: examAttempts.studentId,
  groupId: examAttempts.groupId,
  submittedAt: examAttempts.submittedAt,
  name: students.name,
  sid: students.sid,
};

/** A row of the marking queue. */
export type MarkingAnswerRow = Awaited<ReturnType<typeof markingQueueRows>>['rows'][number];

function answerQuery(db: Queryable, where: SQL | undefined) {
  return db
    .select(answerColumns)
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .leftJoin(marker, eq(marker.id, examAnswers.markedBy))
    .leftJoin(reviewer, eq(reviewer.id, examAnswers.reviewedBy))
    .where(where);
}

/** A page of the answers to one question of submitted attempts, in submission order, and the count. */
export async function markingQueueRows(
  db: Queryable,
  examId: string,
  questionId: string,
  q: { filter: MarkingFilter; groupId?: string; limit: number; offset: number },
) {
  const where = and(
    eq(examAttempts.examId, examId),
    isNotNull(examAttempts.submittedAt),
    eq(examAnswers.questionId, questionId),
    isAnswered,
    filters[q.filter],
    q.groupId ? eq(examAttempts.groupId, q.groupId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    answerQuery(db, where)
      .orderBy(asc(examAttempts.submittedAt), asc(examAnswers.attemptId))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(examAnswers)
      .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One answer as the marking queue shows it; undefined when there is none. */
export async function findMarkingAnswer(db: Queryable, attemptId: string, questionId: string) {
  const [row] = await answerQuery(db, answerOf(attemptId, questionId));
  return row;
}

/** An attempt's stored score: its marks and written answers still unmarked. */
export async function findAttemptScore(db: Queryable, attemptId: string) {
  const [row] = await db
    .select({ marksObtained: examAttempts.marksObtained, pending: examAttempts.pending })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId));
  return row;
}
