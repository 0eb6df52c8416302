import { canReply, hasReplyContent, type MediaItem, qaMessages, storedPlainText } from '@lms/domain';
import type { CommentView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/http-error';
import { notifyQaReply } from '../notifications/notify-events';
import { findComment, findCommentRow, insertComment } from './comment-repository';
import { cleanMedia } from './media';
import { bumpQuestionCounter, findQuestion } from './question-repository';
import { assertSees, assertSelf, type QaActor, viewerOf } from './scope';
import { toCommentView } from './views';

/** A reply (POST /qa/add-comment), optionally to one comment of the thread. */
export interface AddCommentInput {
  questionId: string;
  /** When given, must be the acting student. */
  userId?: string;
  reply: string;
  media?: MediaItem[];
  /** The comment this reply answers. */
  commentId?: string;
}

/**
 * Adds a reply to a question of the actor's subjects while it is not COMPLETED: a student's as
 * Student, staff's as Admin (shown as Teacher). A Teacher reply notifies the student who asked.
 */
export async function addComment(
  ctx: AppContext,
  actor: QaActor,
  input: AddCommentInput,
): Promise<CommentView> {
  assertSelf(actor.id, input.userId);
  // Math and line breaks are kept; HTML never is (converted to plain text, scripts dropped).
  const reply = storedPlainText(input.reply);
  const media = cleanMedia(input.media);
  if (!hasReplyContent(reply, media.length)) throw badRequest('Empty reply', qaMessages.replyEmpty);
  const isTeacher = actor.kind === 'staff';

  const { id, askedBy, question } = await ctx.db.transaction(async (tx) => {
    const question = await findQuestion(tx, input.questionId, true);
    assertSees(actor, question);
    if (!canReply(question))
      throw conflict('Question completed', 'A completed question takes no more replies.');
    if (input.commentId) {
      const parent = await findComment(tx, input.commentId);
      if (parent?.questionId !== question.id)
        throw badRequest('Unknown comment', 'Reply to a comment of this question.');
    }
    const id = await insertComment(tx, {
      questionId: question.id,
      parentCommentId: input.commentId ?? null,
      userType: isTeacher ? 'Admin' : 'Student',
      studentId: isTeacher ? null : actor.id,
      staffId: isTeacher ? actor.id : null,
      reply,
      media,
      createdAt: ctx.now(),
    });
    await bumpQuestionCounter(tx, question.id, 'answersCount', 1);
    if (isTeacher) await bumpQuestionCounter(tx, question.id, 'teacherRepliesCount', 1);
    return { id, askedBy: question.studentId, question };
  });

  if (isTeacher && askedBy) {
    await notifyQaReply(ctx, {
      studentId: askedBy,
      questionId: question.id,
      courseId: question.courseId,
      subjectId: question.subjectId,
    });
  }
  return toCommentView((await findCommentRow(ctx.db, id, viewerOf(actor)))!, actor.kind);
}
