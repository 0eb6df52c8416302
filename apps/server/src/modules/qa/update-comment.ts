import {
  canEditReply,
  hasReplyContent,
  isCompleted,
  type MediaItem,
  qaMessages,
  storedPlainText,
} from '@lms/domain';
import type { CommentView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { findComment, findCommentRow, lastCommentId, updateCommentContent } from './comment-repository';
import { cleanMedia } from './media';
import { findQuestion } from './question-repository';
import { assertSees, assertSelf, type QaActor, viewerOf } from './scope';
import { toCommentView } from './views';

/** A change to a reply: new text and, when given, new attachments. */
export interface UpdateCommentInput {
  commentId: string;
  /** When given, must be the acting student. */
  userId?: string;
  reply: string;
  media?: MediaItem[];
}

/**
 * Changes a reply. A student changes only their own reply, only while it is the last of the thread
 * and the question is not COMPLETED; staff may change any reply of their subjects (abusive content).
 */
export async function updateComment(
  ctx: AppContext,
  actor: QaActor,
  input: UpdateCommentInput,
): Promise<CommentView> {
  assertSelf(actor.id, input.userId);
  // Math and line breaks are kept; HTML never is (converted to plain text, scripts dropped).
  const reply = storedPlainText(input.reply);
  await ctx.db.transaction(async (tx) => {
    const comment = await findComment(tx, input.commentId);
    if (!comment) throw notFound('Reply not found');
    const question = await findQuestion(tx, comment.questionId, true);
    assertSees(actor, question);
    const media = input.media === undefined ? comment.media : cleanMedia(input.media);
    if (!hasReplyContent(reply, media.length)) throw badRequest('Empty reply', qaMessages.replyEmpty);
    if (actor.kind === 'student') {
      if (comment.studentId !== actor.id)
        throw forbidden('Not your reply', 'You can edit only your own replies.');
      if (isCompleted(question.status))
        throw conflict('Question completed', 'Replies of a completed question cannot be edited.');
      // The thread's last reply carries this reply's author only when it is this reply.
      const last = {
        _id: (await lastCommentId(tx, question.id)) ?? '',
        userType: comment.userType,
        userId: actor.id,
      };
      if (!canEditReply(question, [last], comment.id, actor.id))
        throw conflict('Not the last reply', 'Only the last reply of a thread can be edited.');
    }
    await updateCommentContent(tx, comment.id, { reply, media, updatedAt: ctx.now() });
  });
  return toCommentView((await findCommentRow(ctx.db, input.commentId, viewerOf(actor)))!, actor.kind);
}
