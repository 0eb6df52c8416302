import { NOTIFICATION_REMOVED_EVENT, type NoticeText } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { pushToStudents } from '../../plugins/realtime';
import { toNoticeText } from './edit-notice';
import { findNoticeText, recallNoticeRows } from './notice-history-repository';

/**
 * Recalls a sent notice: it leaves every student's list (and the apps open now) and stays in the
 * history marked recalled; a scheduled one never goes out. Recalling it again changes nothing and
 * answers the same.
 */
export async function recallNotice(ctx: AppContext, id: string): Promise<NoticeText> {
  if (!(await findNoticeText(ctx.db, id))) throw notFound('No such notice');
  const removedFrom = await recallNoticeRows(ctx.db, id, ctx.now());
  if (removedFrom) pushToStudents(ctx, removedFrom, NOTIFICATION_REMOVED_EVENT, { _id: id });
  return toNoticeText((await findNoticeText(ctx.db, id))!);
}
