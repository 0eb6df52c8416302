import { feeTermsProblem } from '@lms/domain';
import type { FeePlanInput, FeePlanView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http-error';
import { refuseArchivedGroups } from '../../lib/refuse-archived-groups';
import { courseNames } from './ledger-repository';
import { insertPlan, planRows, planTargetsExist, updatePlanRow } from './plan-repository';
import { planView } from './plan-view';

async function checked(ctx: AppContext, input: FeePlanInput) {
  const problem = feeTermsProblem(input);
  if (problem) throw badRequest('Invalid fee plan', problem);
  const exists = await planTargetsExist(ctx.db, input);
  if (!exists.course) throw badRequest('Unknown course', 'The course id must exist.');
  if (!exists.branch) throw badRequest('Unknown branch', 'The branch id must exist.');
  if (!exists.group) throw badRequest('Unknown group', 'The group id must exist.');
  if (input.groupId) await refuseArchivedGroups(ctx.db, [input.groupId]);
  return { ...input, branchId: input.branchId ?? null, groupId: input.groupId ?? null };
}

async function viewOf(ctx: AppContext, planId: string): Promise<FeePlanView> {
  const rows = await planRows(ctx.db);
  return planView(rows.find((r) => r.plan.id === planId)!);
}

/** POST /staff/fees/plans: a new plan; students admitted to its course from now on get its dues. */
export async function createPlan(ctx: AppContext, input: FeePlanInput): Promise<FeePlanView> {
  const plan = await insertPlan(ctx.db, await checked(ctx, input), ctx.now());
  return viewOf(ctx, plan.id);
}

/** PUT /staff/fees/plans/{planId}: changes a plan; students admitted before keep their dues. */
export async function updatePlan(ctx: AppContext, planId: string, input: FeePlanInput): Promise<FeePlanView> {
  const plan = await updatePlanRow(ctx.db, planId, await checked(ctx, input), ctx.now());
  if (!plan) throw notFound('No such fee plan');
  return viewOf(ctx, plan.id);
}

/** GET /staff/fees/plans. */
export async function listPlans(ctx: AppContext, courseId?: string): Promise<FeePlanView[]> {
  return (await planRows(ctx.db, courseId)).map(planView);
}

/** A plan as answered (the audit log's "before"); undefined when there is none. */
export async function planSnapshot(ctx: AppContext, planId: string) {
  const row = (await planRows(ctx.db)).find((r) => r.plan.id === planId);
  return row && planView(row);
}

/** GET /staff/fees/courses: the courses a plan can be for. */
export async function courseChoices(ctx: AppContext) {
  return courseNames(ctx.db);
}
