import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { groupMembers } from '../db/schema';
import { assignCourseDues } from '../modules/fees/assign-course-dues';
import { recordPayment } from '../modules/fees/record-payment';
import { createPlan } from '../modules/fees/save-plan';
import type { DemoAccounts } from './demo-accounts';
import type { DemoContent } from './demo-content';
import { seedDemoHeldPayment } from './demo-held-payment';

const DAY_MS = 86_400_000;

/** The demo fee plan: 1,000 taka admission, 6,000 taka course fee in two instalments a month apart. */
export const DEMO_FEE_PLAN = {
  name: 'HSC 2026 Science: Physics',
  admissionFeePaisa: 100_000,
  courseFeePaisa: 600_000,
  instalments: [
    { label: 'Instalment 1', dueAfterDays: 0 },
    { label: 'Instalment 2', dueAfterDays: 30 },
  ],
};

/**
 * The demo institute's fees: a plan on the main course; the demo student admitted 20 days ago, who paid
 * the admission fee and the first instalment in cash (one receipt) and owes the second, due in 10 days
 * (so both student apps show a due and its pay button); the group's other students admitted 45 days ago,
 * three of whom paid the admission fee, the rest defaulters; the fourth's bKash payment of the
 * admission fee is held for the office to decide (the amount bKash took differs).
 */
export async function seedDemoFees(
  ctx: AppContext,
  accounts: DemoAccounts,
  content: Pick<DemoContent, 'courseId'>,
) {
  await createPlan(ctx, { ...DEMO_FEE_PLAN, courseId: content.courseId, lateFee: null, active: true });
  const at = (daysAgo: number) => ({
    db: ctx.db,
    now: () => new Date(ctx.now().getTime() - daysAgo * DAY_MS),
  });
  const members = await ctx.db
    .select({ studentId: groupMembers.studentId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, accounts.groupId));
  const others = members.map((m) => m.studentId).filter((id) => id !== accounts.studentId);
  await assignCourseDues(at(20), accounts.groupId, [accounts.studentId]);
  await assignCourseDues(at(45), accounts.groupId, others);
  await recordPayment(at(20), {
    studentId: accounts.studentId,
    courseId: content.courseId,
    amountPaisa: 400_000,
    method: 'cash',
    reference: 'demo:first-payment',
    branchId: accounts.branchId,
  });
  for (const [i, studentId] of others.slice(0, 3).entries())
    await recordPayment(at(44 - i), {
      studentId,
      courseId: content.courseId,
      amountPaisa: 100_000,
      method: i === 1 ? 'bkashManual' : 'cash',
      reference: `demo:admission-${i}`,
      gatewayTrxId: i === 1 ? 'DEMO8K2Q1X' : undefined,
      branchId: accounts.branchId,
    });
  await seedDemoHeldPayment(ctx, others[3]);
}
