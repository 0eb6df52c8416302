import type { StaffRole } from '@lms/domain';
import { type FeePlanInput, type Route, type RouteInput, staffRoutes } from '@lms/domain/contract';
import { branches, courses, groups } from '../src/db/schema';
import { assignCourseDues } from '../src/modules/fees/assign-course-dues';
import { outstandingFor } from '../src/modules/fees/outstanding-for';
import { createPlan } from '../src/modules/fees/save-plan';
import { callAs } from './support/call-route';
import { giveCourse, newPhone, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

/** A branch, a course and a group of that course, written straight to the database (one call each). */
export async function feeWorld(t: TestApp, branchName = 'Dhaka Farmgate') {
  const [branch] = await t.ctx.db.insert(branches).values({ name: branchName }).returning();
  const [course] = await t.ctx.db.insert(courses).values({ name: 'HSC Physics' }).returning();
  const [group] = await t.ctx.db.insert(groups).values({ name: 'Batch A' }).returning();
  await giveCourse(t.ctx, course!.id, group!.id);
  return { branchId: branch!.id, courseId: course!.id, groupId: group!.id };
}

/** A plan of 500 taka admission and 3,000 taka course fee in two instalments (now and in 30 days). */
export function samplePlan(courseId: string, more: Partial<FeePlanInput> = {}): FeePlanInput {
  return {
    name: 'HSC Physics 2026',
    courseId,
    admissionFeePaisa: 50_000,
    courseFeePaisa: 300_000,
    instalments: [{ dueAfterDays: 0 }, { dueAfterDays: 30 }],
    lateFee: null,
    active: true,
    ...more,
  };
}

/** Calls a route as a session, typed input, answering status and body. */
export function as<R extends Route>(t: TestApp, session: string, route: R, input: RouteInput<R>) {
  return callAs(t.app, route, input, session);
}

/** Admits a student through the staff API (the way the office does: dues follow), answering their id. */
export async function admitThroughApi(
  t: TestApp,
  admin: string,
  w: { branchId: string; groupId: string },
  name = 'Fee Student',
): Promise<{ id: string; phone: string }> {
  const phone = newPhone();
  const res = await callAs(
    t.app,
    staffRoutes.admitStudent,
    { body: { name, sid: `F${phone.slice(-6)}`, phone, branchId: w.branchId, groupIds: [w.groupId] } },
    admin,
  );
  if (res.status !== 201) throw new Error(`admission failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data._id, phone };
}

/** Signs in staff with each role. */
export async function sessions(t: TestApp, roles: StaffRole[]) {
  return Object.fromEntries(
    await Promise.all(roles.map(async (r) => [r, await staffSession(t.app, [r])])),
  ) as Record<StaffRole, string>;
}

/** A unique form key for a counter payment. */
let keys = 0;
export const formKey = () => `form-key-${Date.now()}-${++keys}`;

/**
 * A new course whose plan (by default one course fee of 1,500 taka, due today) is assigned to the
 * student through the fees module: the student owes its dues. Answers the course and the first due.
 */
export async function courseWithDue(
  t: Pick<TestApp, 'ctx'>,
  studentId: string,
  plan: Partial<FeePlanInput> = {},
): Promise<{ courseId: string; dueId: string }> {
  const [course] = await t.ctx.db.insert(courses).values({ name: 'HSC Chemistry' }).returning();
  const [group] = await t.ctx.db.insert(groups).values({ name: 'Batch C' }).returning();
  await giveCourse(t.ctx, course!.id, group!.id);
  await createPlan(t.ctx, {
    ...samplePlan(course!.id, { admissionFeePaisa: 0, courseFeePaisa: 150_000, instalments: [], ...plan }),
  });
  await assignCourseDues(t.ctx, group!.id, [studentId]);
  const { dues } = await outstandingFor(t.ctx, studentId, course!.id);
  return { courseId: course!.id, dueId: dues[0]!._id };
}
