import { renderNoticeSms } from '@lms/domain';
import type { NoticeBody, NoticeSent } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { refuseArchivedGroups } from '../../lib/refuse-archived-groups';
import { assertNoticeFitsSms, queueNoticeSms } from '../sms/notice-sms';
import { audienceOf, studentsOfAudience } from './notice-audience';
import { notifyStudents } from './notify';
import { scheduleNotice } from './scheduled-notices';

/**
 * Sends a staff notice (type `notice`) to one or more groups, every group of a course, or one student,
 * keeping who sent it and to whom for the history; with `sms`, texts it too to the students and/or
 * their guardians (a text past the part limit is refused before the notice is stored). With `sendAt` it
 * is kept and goes out at that time instead (`scheduleNotice`).
 */
export async function sendNotice(ctx: AppContext, senderId: string, input: NoticeBody): Promise<NoticeSent> {
  const target = input.on && input.id ? { on: input.on, id: input.id } : { on: 'notice' };
  const audience = audienceOf(input);
  if (audience.groupIds) await refuseArchivedGroups(ctx.db, audience.groupIds);
  const info = {
    ...target,
    ...(input.title ? { title: input.title } : {}),
    ...(audience.courseId ? { courseId: audience.courseId } : {}),
  };
  if (input.sendAt)
    return scheduleNotice(ctx, senderId, { message: input.message, info, audience, sendAt: input.sendAt });
  const studentIds = await studentsOfAudience(ctx, audience);
  const text = renderNoticeSms(input.message, input.title);
  if (input.sms !== 'none') await assertNoticeFitsSms(ctx, text);
  const sent = await notifyStudents(ctx, studentIds, {
    type: 'notice',
    message: input.message,
    info,
    origin: { senderId, audience },
  });
  const noticeId = sent?.notification.notificationId._id ?? null;
  const sms =
    noticeId && input.sms !== 'none'
      ? await queueNoticeSms(ctx, { noticeId, text, studentIds }, input.sms, senderId)
      : null;
  return { _id: noticeId, recipients: sent?.recipients ?? 0, ...(input.sms !== 'none' ? { sms } : {}) };
}
