import { dhakaDay } from '@lms/domain';
import type { AppContext } from '../../context';
import { choosePlan } from './choose-plan';
import { insertDues, insertLedger } from './dues-repository';
import { dueEntry, planDueRows } from './plan-dues';
import {
  candidatePlans,
  groupCourseIds,
  insertEnrolments,
  membersNotEnrolled,
  studentBranches,
} from './plan-repository';

/**
 * Gives students who joined a group the dues of each course the group grants whole, once per student
 * and course (a second group of the same course adds nothing): for each course, the plan that fits
 * their group and branch best, as the plan reads today. A course without a plan records the admission
 * only, so a plan made later can be applied to it. Called after admission, roster import and adding
 * members to a group.
 */
export async function assignCourseDues(
  ctx: Pick<AppContext, 'db' | 'now'>,
  groupId: string,
  studentIds: string[],
) {
  if (studentIds.length === 0) return;
  for (const courseId of await groupCourseIds(ctx.db, groupId))
    await assignDuesOfCourse(ctx, groupId, courseId, studentIds);
}

async function assignDuesOfCourse(
  ctx: Pick<AppContext, 'db' | 'now'>,
  groupId: string,
  courseId: string,
  studentIds: string[],
) {
  const at = ctx.now();
  const admittedOn = dhakaDay(at);
  await ctx.db.transaction(async (tx) => {
    const plans = await candidatePlans(tx, courseId, groupId);
    const branchOf = await studentBranches(tx, studentIds);
    const chosen = new Map(
      studentIds.map((id) => [id, choosePlan(plans, groupId, branchOf.get(id) ?? null)]),
    );
    const fresh = await insertEnrolments(
      tx,
      studentIds.map((studentId) => ({
        studentId,
        courseId,
        planId: chosen.get(studentId)?.id ?? null,
        admittedOn,
      })),
      at,
    );
    const rows = [...fresh].flatMap((studentId) => {
      const plan = chosen.get(studentId);
      return plan ? planDueRows(plan, studentId, admittedOn) : [];
    });
    const dues = await insertDues(tx, rows, at);
    await insertLedger(tx, dues.map(dueEntry), at);
  });
}

/**
 * Gives the members a group already has the dues of the courses it was just given (staff give a group
 * courses after its students joined): for each course, each member not yet enrolled in it gets its
 * plan's dues, once, as `assignCourseDues` gives them; a member enrolled already (through another
 * group of the course, or given them before) gets nothing more.
 */
export async function assignGroupCourseDues(ctx: Pick<AppContext, 'db' | 'now'>, groupId: string) {
  for (const courseId of await groupCourseIds(ctx.db, groupId)) {
    const members = await membersNotEnrolled(ctx.db, groupId, courseId);
    if (members.length) await assignDuesOfCourse(ctx, groupId, courseId, members);
  }
}
