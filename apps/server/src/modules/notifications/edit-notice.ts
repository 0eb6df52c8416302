import { NOTIFICATION_CHANGED_EVENT, type NoticeText, type NoticeTextBody } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/http-error';
import { pushToStudents } from '../../plugins/realtime';
import { findNoticeText, studentsWithNotification, updateNoticeText } from './notice-history-repository';

const noSuchNotice = () => notFound('No such notice');

/** A notice's text and state as the API shows it (and the audit log keeps it). */
export function toNoticeText(row: NonNullable<Awaited<ReturnType<typeof findNoticeText>>>): NoticeText {
  return {
    _id: row.id,
    message: row.message,
    title: row.info.title ?? null,
    recalledAt: row.recalledAt?.toISOString() ?? null,
  };
}

/** A notice's text and state, for the audit log's "before". */
export async function noticeTextOf(ctx: Pick<AppContext, 'db'>, id: string): Promise<NoticeText | undefined> {
  const row = await findNoticeText(ctx.db, id);
  return row ? toNoticeText(row) : undefined;
}

/**
 * Changes a sent notice's text and heading (an empty heading removes it); the students' lists show the
 * new text, since they read the one stored notice, and the apps open now are told at once. A scheduled
 * notice still waiting goes out with the new text. A recalled notice is not edited. An SMS already sent
 * keeps the old text.
 */
export async function editNotice(ctx: AppContext, id: string, input: NoticeTextBody): Promise<NoticeText> {
  const row = await findNoticeText(ctx.db, id);
  if (!row) throw noSuchNotice();
  if (row.recalledAt) throw conflict('This notice was recalled', 'Send a new notice instead.');
  const { title: _old, ...rest } = row.info;
  const info = input.title ? { ...rest, title: input.title } : input.title === '' ? rest : row.info;
  await updateNoticeText(ctx.db, id, input.message, info);
  pushToStudents(ctx, await studentsWithNotification(ctx.db, id), NOTIFICATION_CHANGED_EVENT, {
    _id: id,
    message: input.message,
    info,
  });
  return toNoticeText({ ...row, message: input.message, info });
}
