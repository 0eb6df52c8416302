import type { UpvoteView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { listUpvotes } from './reaction-repository';

/** The ids of the replies a student upvoted, of one question's replies when `questionId` is given. */
export async function getUpvotes(
  ctx: AppContext,
  studentId: string,
  questionId?: string,
): Promise<UpvoteView[]> {
  return (await listUpvotes(ctx.db, studentId, questionId)).map((u) => u.commentId);
}
