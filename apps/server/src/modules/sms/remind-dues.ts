import {
  countSms,
  type DueReminderKind,
  dhakaDay,
  normalizePhone,
  reminderWindows,
  renderDueReminder,
} from '@lms/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import { insertReminders, openDuesBetween } from './due-reminders-repository';
import { numberOf, type PlanProblem, PROBLEM_ANSWERS } from './plan-result-sms';
import { optedOutAmong } from './sms-repository';
import { loadSmsSettings } from './sms-settings';
import { queueSmsSending } from './sms-worker';

/** The queue job that queues the day's dues reminders (one a day across every node). */
export const DUE_REMINDERS_JOB = 'sms-due-reminders';

const HOUR_MS = 60 * 60_000;
const KINDS: DueReminderKind[] = ['before', 'after'];

/**
 * Queues today's dues reminders when they are on: for each unpaid due falling in the next `daysBefore`
 * days a `due-before` message, for each still unpaid `daysAfter` days past its date a `due-after` one, to
 * the guardian's number (the roster's contact) or, without one, the student's. The unique key (kind,
 * due, recipient) makes each once, whoever runs this and however often; one that cannot go (opted out,
 * not a mobile number, past the part limit) is logged as failed with its reason. Answers the counts.
 */
export async function remindDues(ctx: AppContext): Promise<{ queued: number; failed: number }> {
  const settings = await loadSmsSettings(ctx);
  const { reminders } = settings;
  if (!reminders.enabled) return { queued: 0, failed: 0 };
  const windows = reminderWindows(dhakaDay(ctx.now()), reminders);
  const at = ctx.now();
  const rows = [];
  for (const kind of KINDS) {
    const template = reminders.templates[settings.language][kind];
    for (const due of await openDuesBetween(ctx.db, windows[kind].from, windows[kind].to)) {
      const text = renderDueReminder(template, { ...due, roll: due.sid }, settings.language);
      const count = countSms(text);
      const guardian = due.contact.trim();
      const raw = guardian === '' ? due.username : guardian;
      const phone = numberOf(raw);
      const problem: PlanProblem | null = phone
        ? count.parts > settings.partLimit
          ? 'tooLong'
          : null
        : 'noNumber';
      rows.push({
        kind: `due-${kind}`,
        dueId: due.dueId,
        studentId: due.studentId,
        recipient: guardian === '' ? ('student' as const) : ('guardian' as const),
        phone: phone ?? raw,
        text,
        parts: count.parts,
        pricePerPartPaisa: settings.pricePerPartPaisa,
        problem,
      });
    }
  }
  const opted = await optedOutAmong(
    ctx.db,
    rows.map((r) => normalizePhone(r.phone) ?? '').filter((p) => p !== ''),
  );
  const inserted = await insertReminders(
    ctx.db,
    rows.map(({ problem, ...r }) => {
      const why = problem ?? (opted.has(normalizePhone(r.phone) ?? '') ? 'optedOut' : null);
      return {
        ...r,
        status: why ? ('failed' as const) : ('queued' as const),
        answer: why ? PROBLEM_ANSWERS[why] : null,
        createdAt: at,
      };
    }),
  );
  const queued = inserted.filter((m) => m.status === 'queued').length;
  if (queued > 0) await queueSmsSending(ctx, 'dues');
  return { queued, failed: inserted.length - queued };
}

/**
 * One tick of the reminders timer on this node: works the reminder jobs here (from the first tick on)
 * and offers today's job under the day (in Dhaka) as its key, so however many nodes offer it, one job a
 * day is queued and one node runs it.
 */
export function dueRemindersTick(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  let working: Promise<void> | undefined;
  return async () => {
    working ??= ctx.jobs.work(DUE_REMINDERS_JOB, async () => {
      const result = await remindDues(ctx);
      if (result.queued + result.failed > 0) log.info(result, 'dues reminders queued');
    });
    await working;
    await ctx.jobs.send(
      DUE_REMINDERS_JOB,
      {},
      { singletonKey: dhakaDay(ctx.now()), retryLimit: 2, expireInSeconds: 600 },
    );
  };
}

/** The dues reminders, offered at start and every hour on this node's timer (run once a day across nodes). */
export function startDueReminders(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob {
  const tick = dueRemindersTick(ctx, log);
  const first = tick().catch((err: unknown) =>
    log.error({ err, job: DUE_REMINDERS_JOB }, 'dues reminders failed'),
  );
  const job = startPeriodicJob(DUE_REMINDERS_JOB, HOUR_MS, tick, log, ctx.metrics);
  return {
    async stop() {
      await first;
      await job.stop();
    },
  };
}
