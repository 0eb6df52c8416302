import type { AssignmentInput } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/http-error';
import { refuseArchivedGroups } from '../../../lib/refuse-archived-groups';
import { notifyExamAssigned } from '../../notifications/notify-events';
import { loadExam } from '../exam-cache';
import { recordExamChanges } from '../results/record-exam-changes';
import { findGroup, insertAssignment } from './assignment-repository';
import { refusePastClosing, scheduleValues, scheduleView } from './schedule-values';

/**
 * Gives an exam to a group with its schedule; the group's students are notified. A window that closes
 * before now is refused unless `past: 'allow'`, which only the demo seed uses to write exams already sat.
 */
export async function assignExam(
  ctx: AppContext,
  examId: string,
  input: AssignmentInput,
  { past = 'refuse' }: { past?: 'refuse' | 'allow' } = {},
) {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const group = await findGroup(ctx.db, input.groupId);
  if (!group) throw notFound('No such group');
  await refuseArchivedGroups(ctx.db, [input.groupId]);
  const values = scheduleValues(exam.isPractice, input);
  if (past === 'refuse') refusePastClosing(values.endsAt, ctx.now());
  const assignmentId = await insertAssignment(ctx.db, examId, input.groupId, values);
  if (!assignmentId) throw conflict('Already given to this group', 'Change its schedule instead.');
  await recordExamChanges(ctx, [examId], { rescore: false });
  await notifyExamAssigned(ctx, {
    groupId: group.id,
    examId,
    title: exam.title,
    isPracticeExam: exam.isPractice,
    ...(group.courseId ? { courseId: group.courseId } : {}),
  });
  return { _id: assignmentId, examId, groupId: group.id, ...scheduleView(values) };
}
