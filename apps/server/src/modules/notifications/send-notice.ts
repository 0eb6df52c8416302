import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { existingStudentIds, findGroupName } from './notification-repository';
import { notifyCourse, notifyGroup, notifyStudents } from './notify';

/** A staff notice and who receives it: exactly one of a group, a course or a student. */
export interface NoticeInput {
  message: string;
  title?: string;
  groupId?: string;
  courseId?: string;
  studentId?: string;
}

/** Sends a staff notice (type `notice`) to a group, every group of a course, or one student. */
export async function sendNotice(ctx: AppContext, input: NoticeInput) {
  const base = { type: 'notice' as const, message: input.message };
  const info = { on: 'notice', ...(input.title ? { title: input.title } : {}) };
  let sent: Awaited<ReturnType<typeof notifyStudents>>;
  if (input.groupId) {
    if ((await findGroupName(ctx.db, input.groupId)) === undefined) throw notFound('No such group');
    sent = await notifyGroup(ctx, input.groupId, { ...base, info: { ...info, id: input.groupId } });
  } else if (input.courseId) {
    sent = await notifyCourse(ctx, input.courseId, {
      ...base,
      info: { ...info, id: input.courseId, courseId: input.courseId },
    });
  } else {
    const studentId = input.studentId ?? '';
    if ((await existingStudentIds(ctx.db, [studentId])).length === 0) throw notFound('No such student');
    sent = await notifyStudents(ctx, [studentId], { ...base, info });
  }
  return { _id: sent?.notification.notificationId._id ?? null, recipients: sent?.recipients ?? 0 };
}
