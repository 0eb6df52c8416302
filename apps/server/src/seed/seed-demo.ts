import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { students } from '../db/schema';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoArchive } from './demo-archive';
import { seedDemoAudit } from './demo-audit';
import { seedDemoContent } from './demo-content';
import { seedDemoExams } from './demo-exams';
import { seedDemoFees } from './demo-fees';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoQa } from './demo-qa';
import { seedDemoSms } from './demo-sms';

/** True when no student has been admitted yet. */
export async function isDatabaseEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(students);
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the demo institute. Refused in production: its passwords are public. Each area adds its part
 * here, in order, building on what the earlier parts made.
 */
export async function seedDemo(ctx: AppContext): Promise<void> {
  if (ctx.config.demoDefaultsRefused)
    throw new Error('The demo institute is not seeded when NODE_ENV=production');
  const accounts = await seedDemoAccounts(ctx);
  const content = await seedDemoContent(ctx, accounts);
  await seedDemoNotifications(ctx, accounts);
  await seedDemoQa(ctx, accounts);
  await seedDemoExams(ctx, accounts);
  await seedDemoAudit(ctx, accounts);
  await seedDemoFees(ctx, accounts, content);
  await seedDemoSms(ctx);
  await seedDemoArchive(ctx);
}
