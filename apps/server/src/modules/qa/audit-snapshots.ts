import type { AppContext } from '../../context';
import { findComment } from './comment-repository';
import { findQuestion } from './question-repository';

/**
 * A forum question as the audit log keeps it before staff change, complete, reopen or delete it: its
 * text, attachments and status (undefined when there is no such question).
 */
export async function questionBefore(ctx: Pick<AppContext, 'db'>, questionId: string) {
  const row = await findQuestion(ctx.db, questionId);
  return row && { description: row.description, media: row.media, status: row.status };
}

/** A reply as the audit log keeps it before staff change or delete it (undefined when there is none). */
export async function commentBefore(ctx: Pick<AppContext, 'db'>, commentId: string) {
  const row = await findComment(ctx.db, commentId);
  return row && { questionId: row.questionId, reply: row.reply, media: row.media };
}
