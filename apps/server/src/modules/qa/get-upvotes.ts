import type { UpvoteView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { listUpvotes } from './reaction-repository';

/** A student's upvotes, of one question's replies when `questionId` is given. */
export async function getUpvotes(
  ctx: AppContext,
  studentId: string,
  questionId?: string,
): Promise<UpvoteView[]> {
  return (await listUpvotes(ctx.db, studentId, questionId)).map((u) => ({
    commentId: u.commentId,
    questionId: u.questionId,
    createdAt: u.createdAt.toISOString(),
  }));
}
