import { and, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  branches,
  examAssignments,
  feeDues,
  feePlans,
  groupMembers,
  groups,
  students,
} from '../../db/schema';

const owed = sql<number>`${feeDues.amountPaisa} - ${feeDues.discountPaisa} + ${feeDues.lateFeePaisa} - ${feeDues.paidPaisa}`;

/** Students among `who` (a subquery of student ids) who owe fees, and what they owe in all. */
async function duesOf(db: Queryable, who: SQL) {
  const [row] = await db
    .select({
      owing: sql<number>`count(distinct ${feeDues.studentId})::int`,
      paisa: sql<number>`coalesce(sum(${owed}), 0)::bigint`,
    })
    .from(feeDues)
    .where(and(sql`${feeDues.studentId} in (${who})`, gt(owed, 0)));
  return { owing: row?.owing ?? 0, paisa: Number(row?.paisa ?? 0) };
}

const countOf = (q: Promise<{ n: number }[]>) => q.then(([r]) => r?.n ?? 0);
const n = sql<number>`count(*)::int`;

/** A group's name and archive time with what archiving it touches; undefined when there is no such group. */
export async function findGroupArchiveImpact(db: Queryable, groupId: string, now: Date) {
  const [group] = await db
    .select({ id: groups.id, name: groups.name, archivedAt: groups.archivedAt })
    .from(groups)
    .where(eq(groups.id, groupId));
  if (!group) return undefined;
  const [members, examsAssigned, examsNotOver, feePlanCount, dues] = await Promise.all([
    countOf(db.select({ n }).from(groupMembers).where(eq(groupMembers.groupId, groupId))),
    countOf(db.select({ n }).from(examAssignments).where(eq(examAssignments.groupId, groupId))),
    countOf(
      db
        .select({ n })
        .from(examAssignments)
        .where(
          and(
            eq(examAssignments.groupId, groupId),
            or(isNull(examAssignments.endsAt), gt(examAssignments.endsAt, now)),
          ),
        ),
    ),
    countOf(db.select({ n }).from(feePlans).where(eq(feePlans.groupId, groupId))),
    duesOf(
      db,
      sql`select ${groupMembers.studentId} from ${groupMembers} where ${groupMembers.groupId} = ${groupId}`,
    ),
  ]);
  return { ...group, members, examsAssigned, examsNotOver, feePlans: feePlanCount, dues };
}

/** A branch's name and archive time with what archiving it touches; undefined when there is no such branch. */
export async function findBranchArchiveImpact(db: Queryable, branchId: string) {
  const [branch] = await db
    .select({ id: branches.id, name: branches.name, archivedAt: branches.archivedAt })
    .from(branches)
    .where(eq(branches.id, branchId));
  if (!branch) return undefined;
  const ofBranch = eq(students.branchId, branchId);
  const [active, inactive, feePlanCount, dues] = await Promise.all([
    countOf(
      db
        .select({ n })
        .from(students)
        .where(and(ofBranch, isNull(students.deactivatedAt))),
    ),
    countOf(
      db
        .select({ n })
        .from(students)
        .where(and(ofBranch, isNotNull(students.deactivatedAt))),
    ),
    countOf(db.select({ n }).from(feePlans).where(eq(feePlans.branchId, branchId))),
    duesOf(db, sql`select ${students.id} from ${students} where ${students.branchId} = ${branchId}`),
  ]);
  return { ...branch, activeStudents: active, inactiveStudents: inactive, feePlans: feePlanCount, dues };
}

/**
 * Archives a group (keeping the first archive time when archived already) or brings it back; answers
 * its state, or undefined when there is no such group.
 */
export async function setGroupArchivedAt(db: Queryable, groupId: string, at: Date | null) {
  const [row] = await db
    .update(groups)
    .set({ archivedAt: at ? sql`coalesce(${groups.archivedAt}, ${at.toISOString()}::timestamptz)` : null })
    .where(eq(groups.id, groupId))
    .returning({ id: groups.id, name: groups.name, archivedAt: groups.archivedAt });
  return row;
}

/**
 * Archives a branch (keeping the first archive time) or brings it back; archiving matches only while no
 * active student is in it, checked in the same statement. Answers its state, or undefined when nothing
 * matched (no such branch, or it has active students).
 */
export async function setBranchArchivedAt(db: Queryable, branchId: string, at: Date | null) {
  const noActiveStudents = sql`not exists (select 1 from ${students} where ${students.branchId} = ${branches.id} and ${students.deactivatedAt} is null)`;
  const [row] = await db
    .update(branches)
    .set({ archivedAt: at ? sql`coalesce(${branches.archivedAt}, ${at.toISOString()}::timestamptz)` : null })
    .where(at ? and(eq(branches.id, branchId), noActiveStudents) : eq(branches.id, branchId))
    .returning({ id: branches.id, name: branches.name, archivedAt: branches.archivedAt });
  return row;
}

/** A branch as the API shows it, for the audit log's "before" of a change. */
export async function findBranch(db: Queryable, branchId: string) {
  const [row] = await db.select().from(branches).where(eq(branches.id, branchId));
  return row;
}
