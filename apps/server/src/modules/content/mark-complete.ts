import type { MarkCompleteBody } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { visibleFile, visibleVideo } from './find-visible';
import { recordCompletion } from './progress-repository';

/**
 * Marks a video or note complete for the student, once (repeats change nothing). The course and
 * subject must be the content's own.
 */
export async function markComplete(
  ctx: AppContext,
  studentId: string,
  contentId: string,
  input: MarkCompleteBody,
) {
  const { item } =
    input.type === 'video'
      ? await visibleVideo(ctx, studentId, contentId)
      : await visibleFile(ctx, studentId, contentId);
  if (item.courseId !== input.courseId || item.subjectId !== input.subjectId) {
    throw badRequest('Wrong course or subject', 'This content belongs to another course or subject.');
  }
  const added = await recordCompletion(ctx.db, {
    studentId,
    contentId,
    type: input.type,
    subjectId: item.subjectId,
    courseId: item.courseId,
    completedAt: ctx.now(),
  });
  return { _id: contentId, type: input.type, completed: true as const, newlyCompleted: added };
}
