import { normalizePhone } from '@lms/domain';
import type { AppContext } from '../../context';
import { numberOf, PROBLEM_ANSWERS } from './plan-result-sms';
import { failedMessages, optedOutAmong, requeueMessage, type SmsBatch } from './sms-repository';
import { queueSmsSending } from './sms-worker';

/**
 * Puts the batch's failed messages (those named, or all) back in the queue, to the number the roster
 * holds now (a corrected guardian number is used); one still opted out or without a mobile number
 * stays failed. The same message row is sent again, so a message that was sent is never sent twice.
 * Answers how many were queued.
 */
export async function resendFailedSms(ctx: AppContext, batch: SmsBatch, messageIds?: string[]) {
  const queued = await ctx.db.transaction(async (tx) => {
    const rows = await failedMessages(tx, batch, messageIds);
    const numbers = rows.map((r) => numberOf(r.message.recipient === 'student' ? r.username : r.contact));
    const opted = await optedOutAmong(
      tx,
      numbers.flatMap((n) => (n ? [normalizePhone(n) ?? ''] : [])),
    );
    let count = 0;
    for (const [i, { message }] of rows.entries()) {
      const phone = numbers[i] ?? null;
      const problem = !phone ? 'noNumber' : opted.has(normalizePhone(phone) ?? '') ? 'optedOut' : null;
      await requeueMessage(tx, message.id, {
        phone: phone ?? message.phone,
        status: problem ? 'failed' : 'queued',
        answer: problem ? PROBLEM_ANSWERS[problem] : null,
      });
      if (!problem) count += 1;
    }
    return count;
  });
  if (queued > 0) await queueSmsSending(ctx, batch);
  return queued;
}
