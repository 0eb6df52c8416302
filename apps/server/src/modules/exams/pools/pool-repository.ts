import type { randomQuestionsBody } from '@lms/domain/contract';
import { and, arrayContains, asc, eq, isNotNull, isNull, like, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client';
import { containsPattern } from '../../../db/contains-pattern';
import { examAttempts, examQuestions, exams, questions, type StoredPoolSection } from '../../../db/schema';

/** What a pool is filtered by. */
export type PoolFilter = Omit<StoredPoolSection, 'count'>;

/** A bank question a pool holds, with the marks the fairness check needs. */
export interface PoolCandidate {
  id: string;
  point: number;
  negativeMark: number;
}

/**
 * The bank questions (current versions) a filter matches, oldest first, but those in `excluded` (an
 * exam's listed questions, or an earlier pool's): a question is on a paper once.
 */
export function poolCandidates(
  db: Queryable,
  filter: PoolFilter,
  excluded: string[],
): Promise<PoolCandidate[]> {
  return db
    .select({ id: questions.id, point: questions.point, negativeMark: questions.negativeMark })
    .from(questions)
    .where(
      and(
        isNull(questions.versionOf),
        filter.subjectId ? eq(questions.subjectId, filter.subjectId) : undefined,
        filter.chapter ? eq(questions.chapter, filter.chapter) : undefined,
        filter.difficulty ? eq(questions.difficulty, filter.difficulty) : undefined,
        filter.tags.length > 0 ? arrayContains(questions.tags, filter.tags) : undefined,
        excluded.length > 0 ? notInArray(questions.id, excluded) : undefined,
      ),
    )
    .orderBy(asc(questions.createdAt), asc(questions.id));
}

/** An exam's pool sections and listed questions as stored, or null when there is no such exam. */
export async function findExamPools(db: Queryable, examId: string) {
  const [row] = await db
    .select({ pools: exams.pools, isSegmented: exams.isSegmented, setCount: exams.setCount })
    .from(exams)
    .where(eq(exams.id, examId));
  if (!row) return null;
  const listed = await db
    .select({ id: examQuestions.questionId })
    .from(examQuestions)
    .where(and(eq(examQuestions.examId, examId), isNull(examQuestions.pool)));
  return { ...row, listedIds: listed.map((q) => q.id) };
}

/** Whether anyone has started the exam (online or on paper): their papers were drawn from its pools. */
export async function examHasAttempts(db: Queryable, examId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(examAttempts)
    .where(eq(examAttempts.examId, examId))
    .limit(1);
  return row !== undefined;
}

// Candidates sit after the listed questions (positions from 0), pool after pool.
const POOL_POSITION = 1_000_000;

/** Stores an exam's pool sections with their candidates (each pool's at its section's marks) and its sets. */
export async function replaceExamPools(
  db: Queryable,
  examId: string,
  sections: StoredPoolSection[],
  candidates: { ids: string[]; point: number }[],
  setCount: number,
): Promise<void> {
  await db.update(exams).set({ pools: sections, setCount }).where(eq(exams.id, examId));
  await db.delete(examQuestions).where(and(eq(examQuestions.examId, examId), isNotNull(examQuestions.pool)));
  const rows = candidates.flatMap((pool, index) =>
    pool.ids.map((questionId, at) => ({
      examId,
      questionId,
      point: pool.point,
      position: POOL_POSITION * (index + 1) + at,
      pool: index,
    })),
  );
  for (let at = 0; at < rows.length; at += 1_000)
    await db.insert(examQuestions).values(rows.slice(at, at + 1_000));
}

/** The saved pools' candidate counts and marks, by section. */
export async function poolCandidateCounts(db: Queryable, examId: string) {
  return db
    .select({
      pool: examQuestions.pool,
      size: sql<number>`count(*)::int`,
      point: sql<number>`max(${examQuestions.point})::float8`,
    })
    .from(examQuestions)
    .where(and(eq(examQuestions.examId, examId), isNotNull(examQuestions.pool)))
    .groupBy(examQuestions.pool);
}

/**
 * The bank questions (current versions) the picker's filter matches, oldest first, but those already
 * on the paper: what "add N random questions" picks from.
 */
export function randomCandidates(db: Queryable, filter: z.output<typeof randomQuestionsBody>) {
  return db
    .select()
    .from(questions)
    .where(
      and(
        isNull(questions.versionOf),
        filter.subjectId ? eq(questions.subjectId, filter.subjectId) : undefined,
        filter.type ? eq(questions.type, filter.type) : undefined,
        filter.tag ? arrayContains(questions.tags, [filter.tag]) : undefined,
        filter.chapter ? eq(questions.chapter, filter.chapter) : undefined,
        filter.difficulty ? eq(questions.difficulty, filter.difficulty) : undefined,
        filter.search ? like(questions.searchText, containsPattern(filter.search.toLowerCase())) : undefined,
        filter.excludeIds.length > 0 ? notInArray(questions.id, filter.excludeIds) : undefined,
      ),
    )
    .orderBy(asc(questions.createdAt), asc(questions.id));
}

/** How many attempts of the exam there are (the next one's set is handed out in turn). */
export async function attemptCount(db: Queryable, examId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examAttempts)
    .where(eq(examAttempts.examId, examId));
  return row?.n ?? 0;
}
