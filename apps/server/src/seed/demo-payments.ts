import type { AppContext } from '../context';
import { addDemoDue } from '../modules/payments/demo-payment-ports';
import type { DemoAccounts } from './demo-accounts';

/**
 * DEMO ONLY, until the fees ledger seeds real dues: the demo student 01710000001 owes 1,500.00 BDT on
 * "HSC Science 2026", so a newcomer can pay it through the payment simulator.
 */
export async function seedDemoPayments(
  ctx: AppContext,
  accounts: DemoAccounts,
  courseId: string,
): Promise<void> {
  await addDemoDue(ctx, accounts.studentId, courseId, 'HSC Science 2026: course fee, instalment 2');
}
