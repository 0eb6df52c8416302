import { and, asc, count, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { examAssignments, examAttempts, exams, groupMembers, students } from '../../db/schema';
import { countsInResults } from '../exams/results/counted-attempt';

/** The exam's title and its figures every message shows: how many results, the highest marks. */
export async function findExamFigures(db: Queryable, examId: string) {
  const [exam] = await db
    .select({ id: exams.id, title: exams.title })
    .from(exams)
    .where(eq(exams.id, examId));
  if (!exam) return undefined;
  const [figures] = await db
    .select({ results: count(), highest: max(examAttempts.marksObtained) })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), isNotNull(examAttempts.scoredAt), countsInResults));
  return { ...exam, results: figures?.results ?? 0, highest: figures?.highest ?? null };
}

/**
 * The exam's published results with their students (name, roll, number, guardian's number); with
 * `asIfPublished`, every scored result (what publishing the exam would show).
 */
export function publishedResults(db: Queryable, examId: string, asIfPublished = false) {
  return (
    db
      .select({
        studentId: students.id,
        name: students.name,
        sid: students.sid,
        username: students.username,
        contact: students.contact,
        marks: examAttempts.marksObtained,
        total: examAttempts.totalMarks,
        negative: examAttempts.negativeMarks,
        rank: examAttempts.rank,
        passed: examAttempts.passed,
      })
      .from(examAttempts)
      .innerJoin(students, eq(students.id, examAttempts.studentId))
      .where(
        and(
          eq(examAttempts.examId, examId),
          asIfPublished ? undefined : isNotNull(examAttempts.publishedAt),
          isNotNull(examAttempts.scoredAt),
          countsInResults,
        ),
      )
      // Best first (ranks are stored at publishing: before it, by marks), so a preview shows the top result.
      .orderBy(
        asc(examAttempts.rank),
        sql`${examAttempts.marksObtained} desc nulls last`,
        asc(students.name),
        asc(students.id),
      )
  );
}

/**
 * Active students of the groups whose results of the exam are published who never started it: their
 * absence is a published result too. A student in several such groups is one row. With
 * `asIfPublished`, of every group given the exam.
 */
export function absentOfPublishedGroups(db: Queryable, examId: string, asIfPublished = false) {
  return db
    .selectDistinct({
      studentId: students.id,
      name: students.name,
      sid: students.sid,
      username: students.username,
      contact: students.contact,
    })
    .from(groupMembers)
    .innerJoin(
      examAssignments,
      and(
        eq(examAssignments.groupId, groupMembers.groupId),
        eq(examAssignments.examId, examId),
        asIfPublished ? undefined : isNotNull(examAssignments.resultsPublishedAt),
      ),
    )
    .innerJoin(students, eq(students.id, groupMembers.studentId))
    .where(
      and(
        isNull(students.deactivatedAt),
        sql`not exists (select 1 from ${examAttempts} where ${examAttempts.examId} = ${examId} and ${examAttempts.studentId} = ${students.id})`,
      ),
    )
    .orderBy(asc(students.name), asc(students.id));
}

/** The active students among the ids with their numbers (name order), for a notice's SMS. */
export function activeStudentsAmong(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      studentId: students.id,
      name: students.name,
      sid: students.sid,
      username: students.username,
      contact: students.contact,
    })
    .from(students)
    .where(and(inArray(students.id, [...ids]), isNull(students.deactivatedAt)))
    .orderBy(asc(students.name), asc(students.id));
}
