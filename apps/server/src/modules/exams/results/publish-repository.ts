import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client';
import { examAssignments, examAttempts, groups } from '../../../db/schema';
import { databaseFault } from '../../../lib/database-unreachable';

/** Records when a group's results were published. */
export async function setGroupPublished(db: Queryable, assignmentId: string, at: Date): Promise<void> {
  await db
    .update(examAssignments)
    .set({ resultsPublishedAt: at })
    .where(eq(examAssignments.id, assignmentId));
}

/**
 * Inside a transaction: locks the scored, unpublished results of an exam of a group or of some
 * students and returns them; `storeMeritFigures` publishes them, in the same transaction and the same
 * write as their merit figures. Rows are locked in id order, as a re-score run locks them, so the two
 * never deadlock; of a publish and a scoring of the same result at once, only one publishes (and
 * announces) it: a row another transaction published meanwhile is not returned.
 */
export function lockPublishable(
  db: Queryable,
  examId: string,
  who: { groupId: string } | { studentIds: string[] },
) {
  const whose =
    'groupId' in who
      ? eq(examAttempts.groupId, who.groupId)
      : inArray(examAttempts.studentId, who.studentIds);
  return db
    .select({ id: examAttempts.id, studentId: examAttempts.studentId, groupId: examAttempts.groupId })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.examId, examId),
        isNotNull(examAttempts.scoredAt),
        isNull(examAttempts.publishedAt),
        whose,
      ),
    )
    .orderBy(asc(examAttempts.id))
    .for('update');
}

/** The names of groups by id. */
export async function groupNamesByIds(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(inArray(groups.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Of an exam's results in some groups: scored and hidden (a publish shows them), published, and not scored yet. */
export async function countPublishable(
  db: Queryable,
  examId: string,
  groupIds: string[],
): Promise<{ hidden: number; published: number; unscored: number }> {
  if (groupIds.length === 0) return { hidden: 0, published: 0, unscored: 0 };
  const [row] = await db
    .select({
      hidden: sql<number>`count(*) filter (where ${examAttempts.scoredAt} is not null and ${examAttempts.publishedAt} is null)::int`,
      published: sql<number>`count(*) filter (where ${examAttempts.publishedAt} is not null)::int`,
      unscored: sql<number>`count(*) filter (where ${examAttempts.submittedAt} is not null and ${examAttempts.scoredAt} is null)::int`,
    })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), inArray(examAttempts.groupId, groupIds)));
  return row ?? { hidden: 0, published: 0, unscored: 0 };
}

/** Inside a transaction: withdraws the publication of the exam's groups; returns the groups that were published. */
export async function unpublishGroups(db: Queryable, examId: string): Promise<string[]> {
  const rows = await db
    .update(examAssignments)
    .set({ resultsPublishedAt: null })
    .where(and(eq(examAssignments.examId, examId), isNotNull(examAssignments.resultsPublishedAt)))
    .returning({ groupId: examAssignments.groupId });
  return rows.map((r) => r.groupId);
}

/**
 * Inside a transaction holding the exam's ranking lock: hides every result of the exam and clears
 * the merit figures, which are stored only while some result is published (as before any publish);
 * returns how many results were visible.
 */
export async function hideResults(db: Queryable, examId: string): Promise<number> {
  const hidden = await db
    .update(examAttempts)
    .set({ publishedAt: null })
    .where(and(eq(examAttempts.examId, examId), isNotNull(examAttempts.publishedAt)))
    .returning({ id: examAttempts.id });
  await db
    .update(examAttempts)
    .set({ rank: null, branchRank: null, percentile: null, subjectRanks: null })
    .where(eq(examAttempts.examId, examId));
  return hidden.length;
}

// How long a publish waits for the results table's maintenance lock (held by a vacuum, or by another
// publish taking its statistics): autovacuum gives way after PostgreSQL's deadlock_timeout (1 s), a
// vacuum against wraparound does not.
const STATISTICS_LOCK_WAIT_MS = 2000;

/**
 * Refreshes the planner's statistics of the results table, inside the publish's transaction. A publish
 * turns thousands of rows from unpublished to published at once; until autovacuum notices (10% of the
 * table), the planner still believes almost none are (bench/RESULTS.md, issue 35). ANALYZE inside the
 * transaction counts its own changes, and the statistics it stores become visible to other sessions
 * with the commit, as the rows do. It waits for the table's maintenance lock at most
 * STATISTICS_LOCK_WAIT_MS and is then left out (false): the publish never fails for its statistics, and
 * reads stay cheap meanwhile through the index keyed by exam and student.
 */
export async function refreshResultStatistics(tx: Tx): Promise<boolean> {
  try {
    // A savepoint: a lock wait cut short undoes only this, and the lock timeout set for it.
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql.raw(`SET LOCAL lock_timeout = ${STATISTICS_LOCK_WAIT_MS}`));
      // Only the columns queries filter, join or order the results by: the per-subject JSON columns took
      // most of a whole-table ANALYZE's time (355 -> 85 ms at 20,000 results) and steer no plan.
      await savepoint.execute(
        sql`analyze exam_attempts (exam_id, group_id, student_id, submitted_at, scored_at, published_at, source, rank, branch_rank, marks_obtained, percentile)`,
      );
      await savepoint.execute(sql`SET LOCAL lock_timeout TO DEFAULT`);
    });
    return true;
  } catch (error) {
    if (databaseFault(error) === 'timeout') return false;
    throw error;
  }
}
