import type { NoticeBody, NoticeSent } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { existingGroupIds, existingStudentIds } from './notification-repository';
import { notifyCourse, notifyGroups, notifyStudents } from './notify';

/**
 * Sends a staff notice (type `notice`) to one or more groups, every group of a course, or one student,
 * keeping who sent it and to whom for the history.
 */
export async function sendNotice(ctx: AppContext, senderId: string, input: NoticeBody): Promise<NoticeSent> {
  const target = input.on && input.id ? { on: input.on, id: input.id } : { on: 'notice' };
  const info = { ...target, ...(input.title ? { title: input.title } : {}) };
  const base = { type: 'notice' as const, message: input.message };
  let sent: Awaited<ReturnType<typeof notifyStudents>>;
  const groupIds = input.groupIds ? [...new Set(input.groupIds)] : input.groupId ? [input.groupId] : null;
  if (groupIds) {
    const known = await existingGroupIds(ctx.db, groupIds);
    if (groupIds.some((g) => !known.has(g))) throw notFound('No such group');
    sent = await notifyGroups(ctx, groupIds, { ...base, info, origin: { senderId, audience: { groupIds } } });
  } else if (input.courseId) {
    const { courseId } = input;
    sent = await notifyCourse(ctx, courseId, {
      ...base,
      info: { ...info, courseId },
      origin: { senderId, audience: { courseId } },
    });
  } else {
    const studentId = input.studentId ?? '';
    if ((await existingStudentIds(ctx.db, [studentId])).length === 0) throw notFound('No such student');
    sent = await notifyStudents(ctx, [studentId], {
      ...base,
      info,
      origin: { senderId, audience: { studentId } },
    });
  }
  return { _id: sent?.notification.notificationId._id ?? null, recipients: sent?.recipients ?? 0 };
}
