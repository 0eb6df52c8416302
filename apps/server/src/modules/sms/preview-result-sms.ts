import { smsCostPaisa } from '@lms/domain';
import type { AppContext } from '../../context';
import { type PlannedSms, planResultSms, type SendAudience } from './plan-result-sms';

/** A planned message as the preview shows it (null without one). */
export const smsSampleOf = (p: Pick<PlannedSms, 'studentName' | 'text' | 'count'> | undefined) =>
  p
    ? {
        studentName: p.studentName,
        text: p.text,
        count: { encoding: p.count.encoding, units: p.count.units, parts: p.count.parts },
      }
    : null;

/**
 * GET /staff/exams/{examId}/sms/preview: a present and an absent student's message with their real
 * values, and what sending to the audience would queue (messages, parts, estimated cost) and leave out
 * (already sent for this exam, opted out, no number, too long). Nothing is sent.
 */
export async function previewResultSms(
  ctx: AppContext,
  examId: string,
  audience: SendAudience,
  scope: 'published' | 'exam',
) {
  const { settings, planned, withoutNumber } = await planResultSms(ctx, examId, audience, scope === 'exam');
  const fresh = planned.filter((p) => !p.already);
  const sendable = fresh.filter((p) => !p.problem);
  const parts = sendable.reduce((sum, p) => sum + p.count.parts, 0);
  return {
    examId,
    audience,
    language: settings.language,
    present: smsSampleOf(planned.find((p) => p.present)),
    absent: smsSampleOf(planned.find((p) => !p.present)),
    messages: sendable.length,
    parts,
    costPaisa: smsCostPaisa(parts, settings.pricePerPartPaisa),
    optedOut: fresh.filter((p) => p.problem === 'optedOut').length,
    withoutNumber: withoutNumber + fresh.filter((p) => p.problem === 'noNumber').length,
    tooLong: fresh.filter((p) => p.problem === 'tooLong').length,
    alreadySent: planned.length - fresh.length,
  };
}
