import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { findExamFigures } from './recipients-repository';
import { resendFailedSms } from './resend-failed-sms';

/**
 * POST /staff/exams/{examId}/sms/resend: puts the exam's failed messages (those named, or all) back in
 * the queue, to the number the roster holds now (see `resendFailedSms`).
 */
export async function resendResultSms(ctx: AppContext, examId: string, messageIds?: string[]) {
  if (!(await findExamFigures(ctx.db, examId))) throw notFound('No such exam');
  return { examId, queued: await resendFailedSms(ctx, { examId }, messageIds) };
}
