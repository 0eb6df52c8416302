import type { AppContext } from '../context';
import { addDemoDue } from '../modules/payments/demo-payment-ports';
import type { DemoAccounts } from './demo-accounts';

/**
 * DEMO ONLY, until the fees ledger seeds real dues: the demo student 01710000001 owes 1,500.00 BDT on
 * "HSC Science 2026" and 1,500.00 BDT on "HSC Q&A Forum", so a newcomer can pay through the payment
 * simulator (and each journey has a due of its own).
 */
export async function seedDemoPayments(
  ctx: AppContext,
  accounts: DemoAccounts,
  courses: { courseId: string; qaCourseId: string },
): Promise<void> {
  await addDemoDue(ctx, accounts.studentId, courses.courseId, 'HSC Science 2026: course fee, instalment 2');
  await addDemoDue(ctx, accounts.studentId, courses.qaCourseId, 'HSC Q&A Forum: admission fee');
}
