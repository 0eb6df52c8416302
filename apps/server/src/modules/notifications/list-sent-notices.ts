import type { NoticeHistoryPage, NoticeHistoryQuery } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { findAudienceNames, findNoticePage } from './notice-history-repository';

/** The sent staff notices, newest first, each with its sender, its groups (or course, or student) and reach. */
export async function listSentNotices(ctx: AppContext, q: NoticeHistoryQuery): Promise<NoticeHistoryPage> {
  const { rows, total } = await findNoticePage(ctx.db, (q.page - 1) * q.limit, q.limit);
  const pick = (f: (a: NonNullable<(typeof rows)[number]['audience']>) => string[]) => [
    ...new Set(rows.flatMap((r) => (r.audience ? f(r.audience) : []))),
  ];
  const names = await findAudienceNames(ctx.db, {
    groupIds: pick((a) => a.groupIds ?? []),
    courseIds: pick((a) => (a.courseId ? [a.courseId] : [])),
    studentIds: pick((a) => (a.studentId ? [a.studentId] : [])),
  });
  const named = (id: string | undefined) => {
    const name = id ? names.get(id) : undefined;
    return id && name !== undefined ? { _id: id, name } : null;
  };
  return {
    total,
    items: rows.map((r) => ({
      _id: r.id,
      message: r.message,
      title: r.info.title ?? null,
      createdAt: r.createdAt.toISOString(),
      sender: r.senderId && r.senderName !== null ? { _id: r.senderId, name: r.senderName } : null,
      groups: (r.audience?.groupIds ?? []).flatMap((g) => named(g) ?? []),
      course: named(r.audience?.courseId),
      student: named(r.audience?.studentId),
      recipients: r.recipients,
      recalledAt: r.recalledAt?.toISOString() ?? null,
      scheduledFor: r.scheduledFor?.toISOString() ?? null,
      waiting: r.scheduledFor !== null && r.recipients === null,
    })),
  };
}
