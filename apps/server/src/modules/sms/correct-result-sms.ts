import { createHash } from 'node:crypto';
import { CORRECTION_PREFIX, countSms, smsCostPaisa } from '@lms/domain';
import type { AppContext } from '../../context';
import { PROBLEM_ANSWERS, planResultSms } from './plan-result-sms';
import { insertMessages, lastSentTexts } from './sms-repository';
import { queueSmsSending } from './sms-worker';

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
  const first = sendable[0];
  return {
    examId,
    messages: sendable.length,
    parts,
    costPaisa: smsCostPaisa(parts, settings.pricePerPartPaisa),
    sample: first
      ? {
          studentName: first.studentName,
          text: first.text,
          count: { encoding: first.count.encoding, units: first.count.units, parts: first.count.parts },
        }
      : null,
  };
}

/** POST /staff/exams/{examId}/sms/corrections: queues the corrections (opted-out ones logged failed). */
export async function sendCorrections(ctx: AppContext, examId: string, staffId: string) {
  const { settings, corrections } = await planCorrections(ctx, examId);
  const at = ctx.now();
  const inserted = await insertMessages(
    ctx.db,
    corrections.map((c) => ({
      kind: c.kind,
      examId,
      studentId: c.studentId,
      recipient: c.recipient,
      phone: c.phone,
      text: c.text,
      parts: c.count.parts,
      pricePerPartPaisa: settings.pricePerPartPaisa,
      status: c.problem ? ('failed' as const) : ('queued' as const),
      answer: c.problem ? PROBLEM_ANSWERS[c.problem] : null,
      queuedBy: staffId,
      createdAt: at,
    })),
  );
  const queued = inserted.filter((m) => m.status === 'queued');
  const parts = queued.reduce((sum, m) => sum + m.parts, 0);
  if (queued.length > 0) await queueSmsSending(ctx, examId);
  return {
    examId,
    queued: queued.length,
    parts,
    costPaisa: smsCostPaisa(parts, settings.pricePerPartPaisa),
    failed: inserted.length - queued.length,
  };
}
