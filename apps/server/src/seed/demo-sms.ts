import { and, eq, like, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { students } from '../db/schema';
import { insertOptOut, saveSmsSettingsRow } from '../modules/sms/sms-repository';
import { DEFAULT_SMS_SETTINGS } from '../modules/sms/sms-settings';
import { DEMO } from './demo-accounts';

/**
 * The demo institute's result SMS: the default Bengali and English templates saved (so the settings
 * show them), 3 parts at most, 30 paisa a part, and one number that asked not to be texted. Every demo
 * student's guardian number is on the roster (the model test batch's are given here: 0185 and the
 * student's last seven digits), so publishing "Model Test 2: Chemistry" with "Students and guardians"
 * writes a message per student and guardian to the server log (the console provider). Dues reminders
 * are on (10 days before and after a due's date): the day's run at start texts the guardians of the demo
 * students whose second instalment is unpaid (the SMS settings drawer's reminders log shows them).
 */
export async function seedDemoSms(ctx: AppContext): Promise<void> {
  await saveSmsSettingsRow(ctx.db, {
    ...DEFAULT_SMS_SETTINGS,
    // Ten days either side: the demo's instalments fall 10 days ahead (the demo student) and 15 days past.
    reminders: { ...DEFAULT_SMS_SETTINGS.reminders, enabled: true, daysBefore: 10, daysAfter: 10 },
    updatedAt: ctx.now(),
  });
  await ctx.db
    .update(students)
    .set({ contact: sql`'0185' || right(${students.username}, 7)` })
    .where(and(eq(students.contact, ''), like(students.username, '880195%')));
  await insertOptOut(ctx.db, {
    phone: DEMO.noGroupPhone,
    note: 'Asked at the front desk not to be texted',
    createdAt: ctx.now(),
  });
}
