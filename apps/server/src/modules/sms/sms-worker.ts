import { randomUUID } from 'node:crypto';
import { normalizePhone } from '@lms/domain';
import type { AppContext } from '../../context';
import { slot } from '../../lib/context-slots';
import { SmsSendError } from '../../lib/sms/sms-provider';
import { PROBLEM_ANSWERS } from './plan-result-sms';
import {
  claimQueued,
  countTry,
  failAbandoned,
  finishMessage,
  optedOutAmong,
  type SmsBatch,
} from './sms-repository';

/** The queue job that sends an exam's or a notice's queued messages (or, with neither, the queued dues reminders). */
export const SMS_SEND_JOB = 'sms-send';

// A message left `sending` this long belongs to a node that stopped while sending it.
const ABANDONED_MS = 15 * 60_000;

const working = slot<Promise<void>>('sms worker');

/** Works the SMS jobs on this node (once per node; every node that queues or starts does). */
export function workSmsJobs(ctx: AppContext): Promise<void> {
  return ctx.slots.get(working, () =>
    ctx.jobs
      .work<{ examId?: string; noticeId?: string }>(SMS_SEND_JOB, ({ examId, noticeId }) =>
        sendQueuedSms(ctx, examId ? { examId } : noticeId ? { noticeId } : 'dues').then(() => undefined),
      )
      .catch((err: unknown) => {
        ctx.slots.delete(working); // not working here yet: the next call tries again
        throw err;
      }),
  );
}

/** Queues a run sending the batch's queued messages (and works the jobs here). */
export async function queueSmsSending(ctx: AppContext, batch: SmsBatch): Promise<void> {
  await workSmsJobs(ctx);
  const data = batch === 'dues' ? {} : batch;
  // A fresh key per call: a run queued after another finished must run too; runs never double-send.
  await ctx.jobs.send(SMS_SEND_JOB, data, {
    singletonKey: `${batch === 'dues' ? 'dues' : Object.values(batch)[0]}:${randomUUID()}`,
    retryLimit: 2,
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the batch's queued messages (an exam's, a notice's, or the dues reminders) one at a time at SMS_RATE_PER_SECOND: each is claimed first (no
 * other run, here or on another node, can take it), tried up to SMS_MAX_TRIES times while the gateway
 * fails temporarily, then logged as sent (with the gateway's id and answer) or failed; a number opted
 * out meanwhile is not texted. Answers how many were sent and failed. The text is never logged.
 */
export async function sendQueuedSms(
  ctx: AppContext,
  batch: SmsBatch,
): Promise<{ sent: number; failed: number }> {
  const { SMS_RATE_PER_SECOND: rate, SMS_MAX_TRIES: maxTries, SMS_RETRY_DELAY_MS: retryDelay } = ctx.config;
  await failAbandoned(ctx.db, batch, new Date(ctx.now().getTime() - ABANDONED_MS));
  let sent = 0;
  let failed = 0;
  for (;;) {
    const message = await claimQueued(ctx.db, batch, ctx.now());
    if (!message) break;
    // A number opted out after its message was queued is not texted either.
    const opted = await optedOutAmong(ctx.db, [normalizePhone(message.phone) ?? message.phone]);
    const outcome =
      opted.size > 0
        ? { status: 'failed' as const, gatewayId: null, answer: PROBLEM_ANSWERS.optedOut }
        : await sendWithTries(ctx, message, maxTries, retryDelay);
    await finishMessage(ctx.db, message.id, { ...outcome, gateway: ctx.sms.name, at: ctx.now() });
    if (outcome.status === 'sent') sent += 1;
    else failed += 1;
    await pause(1000 / rate);
  }
  return { sent, failed };
}

async function sendWithTries(
  ctx: AppContext,
  message: { id: string; phone: string; text: string; tries: number },
  maxTries: number,
  retryDelay: number,
) {
  let tries = message.tries;
  for (;;) {
    try {
      const result = await ctx.sms.send(message.phone, message.text, message.id);
      return { status: 'sent' as const, gatewayId: result.gatewayId, answer: result.answer };
    } catch (err) {
      const known = err instanceof SmsSendError;
      const answer = known ? err.answer : `error: ${(err as Error).message}`.slice(0, 200);
      const temporary = known ? err.temporary : true;
      // The delivery log keeps each answer; the server log notes the gateway failing, a line a while.
      ctx.faults.warn('sms gateway refused or failed a message', err);
      if (!temporary || tries >= maxTries) return { status: 'failed' as const, gatewayId: null, answer };
      await pause(retryDelay);
      tries += 1;
      await countTry(ctx.db, message.id);
    }
  }
}
