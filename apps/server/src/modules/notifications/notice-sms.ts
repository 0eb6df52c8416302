import { renderNoticeSms } from '@lms/domain';
import type { NoticeBody } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { noticeSmsLog, previewNoticeSms, queueNoticeSms } from '../sms/notice-sms';
import type { SendAudience } from '../sms/plan-result-sms';
import { resendFailedSms } from '../sms/resend-failed-sms';
import { audienceOf, studentsOfAudience } from './notice-audience';
import { findNotice } from './notification-repository';

/** POST /staff/notices/sms-preview: what sending this notice by SMS would do (nothing stored or sent). */
export async function previewNoticeSmsOf(ctx: AppContext, input: NoticeBody) {
  if (input.sms === 'none')
    throw badRequest('Choose who gets the SMS', 'sms must be students, guardians or both');
  const studentIds = await studentsOfAudience(ctx, audienceOf(input));
  const text = renderNoticeSms(input.message, input.title);
  return previewNoticeSms(ctx, { noticeId: null, text, studentIds }, input.sms);
}

/** The stored notice to text: its text and the students its audience reaches now (404 for no such notice). */
async function noticeToText(ctx: AppContext, noticeId: string) {
  const notice = await findNotice(ctx.db, noticeId);
  if (!notice) throw notFound('No such notice');
  if (notice.waiting)
    throw conflict('This notice has not gone out yet', 'Send its SMS once it is out, at its scheduled time.');
  const studentIds = await studentsOfAudience(ctx, notice.audience ?? null).catch(() => []);
  return { noticeId, text: renderNoticeSms(notice.message, notice.info.title), studentIds };
}

/** POST /staff/notices/{noticeId}/sms: texts a sent notice (once per student and recipient). */
export async function sendSmsOfNotice(
  ctx: AppContext,
  noticeId: string,
  audience: SendAudience,
  staffId: string,
) {
  return queueNoticeSms(ctx, await noticeToText(ctx, noticeId), audience, staffId);
}

/** GET /staff/notices/{noticeId}/sms: the notice's delivery log. */
export async function smsLogOfNotice(ctx: AppContext, noticeId: string) {
  if (!(await findNotice(ctx.db, noticeId))) throw notFound('No such notice');
  return noticeSmsLog(ctx, noticeId);
}

/** POST /staff/notices/{noticeId}/sms/resend: the notice's failed messages back in the queue. */
export async function resendSmsOfNotice(ctx: AppContext, noticeId: string, messageIds?: string[]) {
  if (!(await findNotice(ctx.db, noticeId))) throw notFound('No such notice');
  return { noticeId, queued: await resendFailedSms(ctx, { noticeId }, messageIds) };
}
