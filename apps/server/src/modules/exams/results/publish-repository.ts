import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examAssignments, examAttempts, groups } from '../../../db/schema';

/** Records when a group's results were published. */
export async function setGroupPublished(db: Queryable, assignmentId: string, at: Date): Promise<void> {
  await db
    .update(examAssignments)
    .set({ resultsPublishedAt: at })
    .where(eq(examAssignments.id, assignmentId));
}

/**
 * Inside a transaction: publishes the scored, unpublished results of an exam of a group or of some
 * students; returns them. Rows are locked in id order, as a re-score run locks them, so the two never
 * deadlock; of a publish and a scoring of the same result at once, only one publishes (and announces) it.
 */
export function publishScoredResults(
  db: Queryable,
  examId: string,
  who: { groupId: string } | { studentIds: string[] },
  now: Date,
) {
  const scoredUnpublished = and(
    eq(examAttempts.examId, examId),
    isNotNull(examAttempts.scoredAt),
    isNull(examAttempts.publishedAt),
  );
  const whose =
    'groupId' in who
      ? eq(examAttempts.groupId, who.groupId)
      : inArray(examAttempts.studentId, who.studentIds);
  const rows = db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(scoredUnpublished, whose))
    .orderBy(asc(examAttempts.id))
    .for('update');
  return db
    .update(examAttempts)
    .set({ publishedAt: now })
    .where(and(inArray(examAttempts.id, rows), scoredUnpublished))
    .returning({ id: examAttempts.id, studentId: examAttempts.studentId, groupId: examAttempts.groupId });
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
