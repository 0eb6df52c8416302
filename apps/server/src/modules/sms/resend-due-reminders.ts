import type { AppContext } from '../../context';
import { resendFailedSms } from './resend-failed-sms';

/**
 * POST /staff/sms/due-reminders/resend: puts the failed dues reminders (those named, or all) of dues
 * still unpaid back in the queue, to the number the roster holds now; one still opted out or without a
 * mobile number stays failed (see `resendFailedSms`). The text is the one queued first.
 */
export async function resendDueReminders(ctx: AppContext, messageIds?: string[]) {
  return { queued: await resendFailedSms(ctx, 'dues', messageIds) };
}
