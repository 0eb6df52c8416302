import { createHash } from 'node:crypto';
import { CORRECTION_PREFIX, countSms, smsCostPaisa } from '@lms/domain';
import type { AppContext } from '../../context';
import { planResultSms } from './plan-result-sms';
import { smsSampleOf } from './preview-result-sms';
import { queueMessages } from './send-result-sms';
import { lastSentTexts } from './sms-repository';

/**
 * The corrections the exam's published results call for: each student or guardian who was texted a
 * result whose text now reads differently (a re-score changed the marks or the position) gets the new
 * text after "Corrected result:". Nobody else is texted. A correction's kind names its text, so the
 * same correction is sent once, and a later change calls for a new one.
 */
async function planCorrections(ctx: AppContext, examId: string) {
  const [{ settings, planned }, lastSent] = await Promise.all([
    planResultSms(ctx, examId, 'both'),
    lastSentTexts(ctx.db, examId),
  ]);
  const prefix = CORRECTION_PREFIX[settings.language];
  const corrections = planned.flatMap((p) => {
    const last = lastSent.get(`${p.studentId}:${p.recipient}`);
    if (last === undefined || p.problem === 'noNumber') return [];
    if (last === p.text || last === `${prefix}${p.text}`) return [];
    const text = `${prefix}${p.text}`;
    const kind = `correction:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    return [{ ...p, text, kind, count: countSms(text) }];
  });
  return { settings, corrections };
}

/** GET /staff/exams/{examId}/sms/corrections: what sending corrections would text (nothing is sent). */
export async function previewCorrections(ctx: AppContext, examId: string) {
  const { settings, corrections } = await planCorrections(ctx, examId);
  const sendable = corrections.filter((c) => !c.problem);
  const parts = sendable.reduce((sum, c) => sum + c.count.parts, 0);
  return {
    examId,
    messages: sendable.length,
    parts,
    costPaisa: smsCostPaisa(parts, settings.pricePerPartPaisa),
    sample: smsSampleOf(sendable[0]),
  };
}

/** POST /staff/exams/{examId}/sms/corrections: queues the corrections (opted-out ones logged failed). */
export async function sendCorrections(ctx: AppContext, examId: string, staffId: string) {
  const { settings, corrections } = await planCorrections(ctx, examId);
  const queued = await queueMessages(ctx, { examId }, corrections, settings.pricePerPartPaisa, staffId);
  return { examId, ...queued };
}
