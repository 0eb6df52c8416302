import type { NormalizedSelection } from '@lms/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { preparedOn } from '../../../db/prepared';
import { examAssignments, examAttempts, exams, type StoredAttachment, students } from '../../../db/schema';
import { isUnscored } from './counted-attempt';

/** A saved answer as scoring reads it: [question id, answer, extra, examiner's marks, override marks]. */
export type ScoringAnswer = [string, string[], StoredAttachment[], number | null, number | null];

/** An attempt's saved answers as scoring reads them, in one JSON array (a correlated subquery). */
const savedAnswers = () =>
  sql<ScoringAnswer[]>`(SELECT coalesce(json_agg(json_build_array(s.question_id, s.answer, s.extra,
    s.examiner_marks::float8, s.override_marks::float8)), '[]'::json) FROM exam_answers s WHERE s.attempt_id = ${examAttempts.id})`;

/**
 * Inside a transaction: locks attempts of the exam `examId` for scoring (in id order) and reads, in one round trip,
 * what scoring needs: the students' GPAs, whether each attempt's group's results are published (read
 * here, not from a cached exam, so a publish made on another node is seen at once), the exam's stored
 * version, the attempts' saved answers, and whether any result of the exam is published (it then
 * needs ranking).
 */
export async function lockAttemptsForScoring(
  db: Queryable,
  examId: string,
  attemptIds: string[],
  onlyUnscored = false,
) {
  return db
    .select({
      id: examAttempts.id,
      studentId: examAttempts.studentId,
      groupId: examAttempts.groupId,
      drawnQuestionIds: examAttempts.drawnQuestionIds,
      publishedAt: examAttempts.publishedAt,
      // The figures stored before, to tell whether a published result changed.
      scoredAt: examAttempts.scoredAt,
      marksObtained: examAttempts.marksObtained,
      totalMarks: examAttempts.totalMarks,
      passed: examAttempts.passed,
      hscGpa: students.hscGpa,
      sscGpa: students.sscGpa,
      groupPublishedAt: examAssignments.resultsPublishedAt,
      examVersion: exams.version,
      answers: savedAnswers(),
      // Not correlated (the exam is the caller's): evaluated once, through the published-results index.
      examHasPublished: sql<boolean>`EXISTS (SELECT 1 FROM exam_attempts p
        WHERE p.exam_id = ${examId} AND p.published_at IS NOT NULL)`,
    })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .leftJoin(
      examAssignments,
      and(eq(examAssignments.examId, examAttempts.examId), eq(examAssignments.groupId, examAttempts.groupId)),
    )
    .where(
      and(
        attemptIds.length === 1 ? eq(examAttempts.id, attemptIds[0]!) : inArray(examAttempts.id, attemptIds),
        // Checked again once the row lock is had: an attempt reopened meanwhile (back in progress) is
        // not scored, nor one scored meanwhile when only unscored ones are asked for.
        isNotNull(examAttempts.submittedAt),
        onlyUnscored ? isNull(examAttempts.scoredAt) : undefined,
      ),
    )
    .orderBy(asc(examAttempts.id))
    .for('update', { of: examAttempts });
}

/** The figures scoring stores on an attempt. */
export type ScoreValues = Pick<
  typeof examAttempts.$inferInsert,
  | 'scoredAt'
  | 'marksObtained'
  | 'totalMarks'
  | 'negativeMarks'
  | 'withoutGpa'
  | 'gpaMarks'
  | 'cutMarks'
  | 'passed'
  | 'correct'
  | 'incorrect'
  | 'partlyCorrect'
  | 'skipped'
  | 'pending'
  | 'subjectMarks'
  | 'publishedAt'
>;

/** An attempt's scored figures, with its id. */
export type StoredScore = { id: string } & ScoreValues;

/** Stores attempts' scored figures, in one statement. */
export async function storeScores(db: Queryable, scores: StoredScore[]): Promise<void> {
  if (scores.length === 0) return;
  const rows = scores.map((s) => ({
    ...s,
    scoredAt: s.scoredAt?.toISOString() ?? null,
    publishedAt: s.publishedAt?.toISOString() ?? null,
  }));
  await db.execute(sql`UPDATE exam_attempts a SET scored_at = v."scoredAt", marks_obtained = v."marksObtained",
      total_marks = v."totalMarks", negative_marks = v."negativeMarks", without_gpa = v."withoutGpa",
      gpa_marks = v."gpaMarks", cut_marks = v."cutMarks", passed = v.passed, correct = v.correct,
      incorrect = v.incorrect, partly_correct = v."partlyCorrect", skipped = v.skipped, pending = v.pending, subject_marks = v."subjectMarks",
      published_at = v."publishedAt"
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id uuid, "scoredAt" timestamptz,
      "marksObtained" numeric, "totalMarks" numeric, "negativeMarks" numeric, "withoutGpa" numeric,
      "gpaMarks" numeric, "cutMarks" numeric, passed boolean, correct int, incorrect int, "partlyCorrect" int, skipped int,
      pending int, "subjectMarks" jsonb, "publishedAt" timestamptz)
    WHERE a.id = v.id`);
}

/** An attempt `markSubmitted` marked. */
export interface MarkedAttempt {
  id: string;
  examId: string;
  groupId: string;
  /** Its result is visible already, or will be once scored (its group's results are published). */
  resultVisible: boolean;
}

/**
 * Marks the attempts not submitted yet as submitted, each at its `at`, in one statement (inside a
 * transaction, their rows stay locked until it ends); answers with those it marked (an attempt
 * submitted already is left out).
 */
export async function markSubmitted(
  db: Queryable,
  items: { id: string; at: Date }[],
  auto: boolean,
): Promise<MarkedAttempt[]> {
  if (items.length === 0) return [];
  const rows = JSON.stringify(items.map((i) => ({ id: i.id, at: i.at.toISOString() })));
  // The listed ids (a Postgres array of our own uuids) find the attempts by index: joined to the list
  // alone, PostgreSQL (guessing 100 rows for it) read the whole attempts table for every batch of
  // submits. The index's bitmap visits them in the table's order, one order for every batch, so two
  // batches of the same attempts (two nodes; the auto-submit beside a rush) wait rather than deadlock.
  const ids = `{${items.map((i) => i.id).join(',')}}`;
  const result = await db.execute(sql`UPDATE exam_attempts a SET submitted_at = v.at, auto_submitted = ${auto}
    FROM jsonb_to_recordset(${rows}::jsonb) AS v(id uuid, at timestamptz)
    WHERE a.id = ANY(${ids}::uuid[]) AND a.id = v.id AND a.submitted_at IS NULL
    RETURNING a.id, a.exam_id AS "examId", a.group_id AS "groupId", (a.published_at IS NOT NULL OR EXISTS (SELECT 1 FROM exam_assignments p
      WHERE p.exam_id = a.exam_id AND p.group_id = a.group_id AND p.results_published_at IS NOT NULL)) AS "resultVisible"`);
  return (result as unknown as { rows: MarkedAttempt[] }).rows;
}

/** Submitted attempts not scored yet, by exam: of one exam, of one student, or (the sweep) submitted before `before`. */
export async function unscoredAttempts(
  db: Db,
  where: { examId: string } | { studentId: string } | { before: Date; limit: number },
): Promise<{ id: string; examId: string }[]> {
  const unscored = isUnscored('"exam_attempts"');
  const query = () =>
    db
      .select({ id: examAttempts.id, examId: examAttempts.examId })
      .from(examAttempts)
      .orderBy(asc(examAttempts.examId), asc(examAttempts.id));
  // Every result and scoreboard read asks first (results day's hot path): prepared.
  if ('examId' in where)
    return preparedOn(db, 'unscored_of_exam', (name) =>
      query()
        .where(and(unscored, eq(examAttempts.examId, sql.placeholder('examId'))))
        .prepare(name),
    ).execute({ examId: where.examId });
  if ('studentId' in where)
    return preparedOn(db, 'unscored_of_student', (name) =>
      query()
        .where(and(unscored, eq(examAttempts.studentId, sql.placeholder('studentId'))))
        .prepare(name),
    ).execute({ studentId: where.studentId });
  return query()
    .where(and(unscored, lt(examAttempts.submittedAt, where.before)))
    .limit(where.limit);
}

/**
 * Inside a transaction: takes up to `limit` open attempts whose deadline is before `cutoff`, earliest
 * deadline first, skipping rows another transaction holds (FOR NO KEY UPDATE SKIP LOCKED), so two nodes never
 * take the same attempt.
 */
export function claimDueAttempts(db: Queryable, cutoff: Date, limit: number) {
  // NO KEY UPDATE: the round changes no key, so an answer being saved into the attempt (its foreign
  // key holds a KEY SHARE lock on the row) does not make the round skip it.
  return db
    .select({ id: examAttempts.id, examId: examAttempts.examId, deadlineAt: examAttempts.deadlineAt })
    .from(examAttempts)
    .where(and(isNull(examAttempts.submittedAt), lt(examAttempts.deadlineAt, cutoff)))
    .orderBy(asc(examAttempts.deadlineAt))
    .limit(limit)
    .for('no key update', { skipLocked: true });
}

/** Inside a transaction: locks the next `limit` submitted attempts of an exam after the id `after`, in id order. */
export function lockSubmittedAttempts(
  db: Queryable,
  examId: string,
  after: string | undefined,
  limit: number,
) {
  return db
    .select({ id: examAttempts.id, studentId: examAttempts.studentId })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.examId, examId),
        isNotNull(examAttempts.submittedAt),
        after ? gt(examAttempts.id, after) : undefined,
      ),
    )
    .orderBy(asc(examAttempts.id))
    .limit(limit)
    .for('update');
}

/** The groups the attempts were sat through, each once. */
export async function groupIdsOfAttempts(db: Queryable, attemptIds: string[]): Promise<string[]> {
  if (attemptIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ groupId: examAttempts.groupId })
    .from(examAttempts)
    .where(inArray(examAttempts.id, attemptIds));
  return rows.map((r) => r.groupId);
}

/**
 * A chunk of an exam's scored attempts after `after` (id order), with what scoring reads (answers,
 * GPAs, the subject selection) and the figures stored: for the preview of a change's impact, nothing locked.
 */
export async function readScoredAttempts(
  db: Queryable,
  examId: string,
  after: string | undefined,
  limit: number,
) {
  return db
    .select({
      id: examAttempts.id,
      studentId: examAttempts.studentId,
      name: students.name,
      sid: students.sid,
      groupId: examAttempts.groupId,
      drawnQuestionIds: examAttempts.drawnQuestionIds,
      publishedAt: examAttempts.publishedAt,
      marksObtained: examAttempts.marksObtained,
      totalMarks: examAttempts.totalMarks,
      passed: examAttempts.passed,
      hscGpa: students.hscGpa,
      sscGpa: students.sscGpa,
      answers: savedAnswers(),
      selection: sql<NormalizedSelection | null>`(SELECT json_build_object('mandatory', x.mandatory,
        'compulsoryOptional', x.compulsory_optional, 'optional', x.optional)
        FROM exam_subject_selections x WHERE x.exam_id = ${examAttempts.examId} AND x.student_id = ${examAttempts.studentId})`,
    })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .where(
      and(
        eq(examAttempts.examId, examId),
        isNotNull(examAttempts.scoredAt),
        after ? gt(examAttempts.id, after) : undefined,
      ),
    )
    .orderBy(asc(examAttempts.id))
    .limit(limit);
}
