import type { NoticeText } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { toNoticeText } from './edit-notice';
import { findNoticeText, recallNoticeRows } from './notice-history-repository';

/**
 * Recalls a sent notice: it leaves every student's list and stays in the history marked recalled.
 * Recalling it again changes nothing and answers the same.
 */
export async function recallNotice(ctx: Pick<AppContext, 'db' | 'now'>, id: string): Promise<NoticeText> {
  if (!(await findNoticeText(ctx.db, id))) throw notFound('No such notice');
  await recallNoticeRows(ctx.db, id, ctx.now());
  return toNoticeText((await findNoticeText(ctx.db, id))!);
}
