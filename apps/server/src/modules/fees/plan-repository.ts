import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  branches,
  courses,
  feeEnrolments,
  feePlans,
  groupCourses,
  groupMembers,
  groups,
  students,
} from '../../db/schema';

/** A plan row. */
export type PlanRow = typeof feePlans.$inferSelect;
/** What a plan is written with. */
export type PlanValues = Omit<typeof feePlans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Every plan with its course's, branch's and group's names, newest first (optionally of one course). */
export async function planRows(db: Queryable, courseId?: string) {
  return db
    .select({
      plan: feePlans,
      courseName: courses.name,
      branchName: branches.name,
      groupName: groups.name,
      enrolled: sql<number>`(select count(*)::int from fee_enrolments e where e.plan_id = ${feePlans.id})`,
    })
    .from(feePlans)
    .innerJoin(courses, eq(courses.id, feePlans.courseId))
    .leftJoin(branches, eq(branches.id, feePlans.branchId))
    .leftJoin(groups, eq(groups.id, feePlans.groupId))
    .where(courseId ? eq(feePlans.courseId, courseId) : undefined)
    .orderBy(desc(feePlans.createdAt));
}

/** One plan; undefined when there is none. */
export async function findPlan(db: Queryable, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(feePlans).where(eq(feePlans.id, id));
  return row;
}

/** Stores a new plan. */
export async function insertPlan(db: Queryable, values: PlanValues, at: Date): Promise<PlanRow> {
  const [row] = await db
    .insert(feePlans)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

/** Changes a plan; undefined when there is none. */
export async function updatePlanRow(db: Queryable, id: string, values: PlanValues, at: Date) {
  const [row] = await db
    .update(feePlans)
    .set({ ...values, updatedAt: at })
    .where(eq(feePlans.id, id))
    .returning();
  return row;
}

/** Whether the course, branch and group named exist (each true when not named). */
export async function planTargetsExist(
  db: Queryable,
  t: { courseId: string; branchId?: string | null; groupId?: string | null },
) {
  const [course, branch, group] = await Promise.all([
    db.select({ id: courses.id }).from(courses).where(eq(courses.id, t.courseId)),
    t.branchId ? db.select({ id: branches.id }).from(branches).where(eq(branches.id, t.branchId)) : [1],
    t.groupId ? db.select({ id: groups.id }).from(groups).where(eq(groups.id, t.groupId)) : [1],
  ]);
  return { course: course.length > 0, branch: branch.length > 0, group: group.length > 0 };
}

/** The active plans of a course that may apply to members of `groupId` (any branch). */
export async function candidatePlans(db: Queryable, courseId: string, groupId: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(feePlans)
    .where(
      and(
        eq(feePlans.courseId, courseId),
        eq(feePlans.active, true),
        or(isNull(feePlans.groupId), eq(feePlans.groupId, groupId)),
      ),
    )
    .orderBy(desc(feePlans.createdAt));
}

/** The courses a group grants whole (none when it grants none or there is no such group). */
export async function groupCourseIds(db: Queryable, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: groupCourses.courseId })
    .from(groupCourses)
    .where(eq(groupCourses.groupId, groupId))
    .orderBy(groupCourses.createdAt, groupCourses.courseId);
  return rows.map((r) => r.courseId);
}

/** The students of a group who have no enrolment in `courseId` yet (their dues are to be given). */
export async function membersNotEnrolled(
  db: Queryable,
  groupId: string,
  courseId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: groupMembers.studentId })
    .from(groupMembers)
    .leftJoin(
      feeEnrolments,
      and(eq(feeEnrolments.studentId, groupMembers.studentId), eq(feeEnrolments.courseId, courseId)),
    )
    .where(and(eq(groupMembers.groupId, groupId), isNull(feeEnrolments.studentId)));
  return rows.map((r) => r.id);
}

/** The branch of each student. */
export async function studentBranches(db: Queryable, studentIds: string[]) {
  if (studentIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: students.id, branchId: students.branchId })
    .from(students)
    .where(inArray(students.id, studentIds));
  return new Map(rows.map((r) => [r.id, r.branchId]));
}

/** Records students' admission to a course; returns the students not enrolled in it before. */
export async function insertEnrolments(
  db: Queryable,
  rows: { studentId: string; courseId: string; planId: string | null; admittedOn: string }[],
  at: Date,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const made = await db
    .insert(feeEnrolments)
    .values(rows.map((r) => ({ ...r, createdAt: at })))
    .onConflictDoNothing()
    .returning({ studentId: feeEnrolments.studentId });
  return new Set(made.map((m) => m.studentId));
}

/** The enrolments a plan applies to: its own, and those of its course that no plan gave dues. */
export async function enrolmentsForPlan(db: Queryable, plan: PlanRow) {
  return db
    .select()
    .from(feeEnrolments)
    .where(
      and(
        eq(feeEnrolments.courseId, plan.courseId),
        or(eq(feeEnrolments.planId, plan.id), isNull(feeEnrolments.planId)),
      ),
    );
}

/** Notes that an enrolment's dues now come from `planId`. */
export async function setEnrolmentPlan(db: Queryable, studentId: string, courseId: string, planId: string) {
  await db
    .update(feeEnrolments)
    .set({ planId })
    .where(and(eq(feeEnrolments.studentId, studentId), eq(feeEnrolments.courseId, courseId)));
}
