import { smsCostPaisa } from '@lms/domain';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/http-error';
import { type PlannedSms, PROBLEM_ANSWERS, planResultSms, type SendAudience } from './plan-result-sms';
import { absentOfPublishedGroups, publishedResults } from './recipients-repository';
import { insertMessages, type SmsBatch } from './sms-repository';
import { queueSmsSending } from './sms-worker';

/**
 * POST /staff/exams/{examId}/sms (and a publish with `sms`): queues one result message per student and
 * recipient of the exam's published results. The unique key (exam, student, recipient) makes it once:
 * a second send, a second publish, another node's send add nothing for those already queued or sent.
 * Messages that cannot go (opted out, no mobile number, too long) are logged as failed with the reason.
 */
export async function sendResultSms(
  ctx: AppContext,
  examId: string,
  audience: SendAudience,
  staffId: string | null,
) {
  const { settings, planned } = await planResultSms(ctx, examId, audience);
  if (planned.length === 0 && !(await hasPublished(ctx, examId)))
    throw conflict('Results not published', 'Publish the results before sending them by SMS.');
  const queued = await queueMessages(
    ctx,
    { examId },
    planned.filter((p) => !p.already).map((p) => ({ ...p, kind: 'result' })),
    settings.pricePerPartPaisa,
    staffId,
  );
  return { examId, ...queued };
}

/**
 * Inserts planned messages (those with a problem as failed, with its reason) and queues the sending
 * of the new ones; a message the exam or notice already has under the same kind, student and recipient is not
 * added. Answers what was queued, its parts and cost, and how many were logged failed.
 */
export async function queueMessages(
  ctx: AppContext,
  subject: Exclude<SmsBatch, 'dues'>,
  messages: (Pick<PlannedSms, 'studentId' | 'recipient' | 'phone' | 'text' | 'count' | 'problem'> & {
    kind: string;
  })[],
  pricePerPartPaisa: number,
  staffId: string | null,
) {
  const at = ctx.now();
  const inserted = await insertMessages(
    ctx.db,
    messages.map((p) => ({
      kind: p.kind,
      ...subject,
      studentId: p.studentId,
      recipient: p.recipient,
      phone: p.phone,
      text: p.text,
      parts: p.count.parts,
      pricePerPartPaisa,
      status: p.problem ? ('failed' as const) : ('queued' as const),
      answer: p.problem ? PROBLEM_ANSWERS[p.problem] : null,
      queuedBy: staffId,
      createdAt: at,
    })),
  );
  const queued = inserted.filter((m) => m.status === 'queued');
  const parts = queued.reduce((sum, m) => sum + m.parts, 0);
  if (queued.length > 0) await queueSmsSending(ctx, subject);
  return {
    queued: queued.length,
    parts,
    costPaisa: smsCostPaisa(parts, pricePerPartPaisa),
    failed: inserted.length - queued.length,
  };
}

async function hasPublished(ctx: AppContext, examId: string): Promise<boolean> {
  const [present, absent] = await Promise.all([
    publishedResults(ctx.db, examId).limit(1),
    absentOfPublishedGroups(ctx.db, examId).limit(1),
  ]);
  return present.length + absent.length > 0;
}
