import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { existingStudentIds, findGroupName } from './notification-repository';
import { notifyCourse, notifyGroup, notifyStudents } from './notify';

/** What a notice may point to: a click then opens it (see `NotificationInfo.on`). */
export const NOTICE_TARGETS = ['lecture', 'chapter', 'question-solve', 'question', 'exam'] as const;

/** A staff notice and who receives it: exactly one of a group, a course or a student. */
export interface NoticeInput {
  message: string;
  title?: string;
  /** Optional target of a click, with the id of that thing. */
  on?: (typeof NOTICE_TARGETS)[number];
  id?: string;
  groupId?: string;
  courseId?: string;
  studentId?: string;
}

/** Sends a staff notice (type `notice`) to a group, every group of a course, or one student. */
export async function sendNotice(ctx: AppContext, input: NoticeInput) {
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
