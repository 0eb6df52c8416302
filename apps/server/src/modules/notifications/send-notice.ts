import type { NoticeBody, NoticeSent } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { existingStudentIds, findGroupName } from './notification-repository';
import { notifyCourse, notifyGroup, notifyStudents } from './notify';

/** Sends a staff notice (type `notice`) to a group, every group of a course, or one student. */
export async function sendNotice(ctx: AppContext, input: NoticeBody): Promise<NoticeSent> {
  const base = { type: 'notice' as const, message: input.message };
  const target = input.on && input.id ? { on: input.on, id: input.id } : { on: 'notice' };
  const info = { ...target, ...(input.title ? { title: input.title } : {}) };
  let sent: Awaited<ReturnType<typeof notifyStudents>>;
  if (input.groupId) {
    if ((await findGroupName(ctx.db, input.groupId)) === undefined) throw notFound('No such group');
    sent = await notifyGroup(ctx, input.groupId, { ...base, info });
  } else if (input.courseId) {
    sent = await notifyCourse(ctx, input.courseId, { ...base, info: { ...info, courseId: input.courseId } });
  } else {
    const studentId = input.studentId ?? '';
    if ((await existingStudentIds(ctx.db, [studentId])).length === 0) throw notFound('No such student');
    sent = await notifyStudents(ctx, [studentId], { ...base, info });
  }
  return { _id: sent?.notification.notificationId._id ?? null, recipients: sent?.recipients ?? 0 };
}
