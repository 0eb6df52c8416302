import type { NoticeSent } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { NoticeAudience, NotificationInfo } from '../../db/schema';
import { slot } from '../../lib/context-slots';
import { badRequest } from '../../lib/http-error';
import { pushToStudents } from '../../plugins/realtime';
import { studentsOfAudience } from './notice-audience';
import {
  deliverScheduledNoticeRows,
  findWaitingNotices,
  insertScheduledNotice,
} from './notice-history-repository';
import { NOTIFICATION_EVENT } from './notify';
import { toView } from './wrapper';

/** The queue job that delivers one scheduled notice (`{ noticeId }`) at its time. */
export const NOTICE_SEND_JOB = 'notice-send';

const MAX_AHEAD_MS = 60 * 24 * 60 * 60_000;

const working = slot<Promise<void>>('scheduled notice worker');

/** Works the scheduled-notice jobs on this node (once per node). */
export function workScheduledNotices(ctx: AppContext): Promise<void> {
  return ctx.slots.get(working, () =>
    ctx.jobs
      .work<{ noticeId: string }>(NOTICE_SEND_JOB, async ({ noticeId }) => {
        await deliverScheduledNotice(ctx, noticeId);
      })
      .catch((err: unknown) => {
        ctx.slots.delete(working); // not working here yet: the next call tries again
        throw err;
      }),
  );
}

async function queueDelivery(ctx: AppContext, noticeId: string, at: Date): Promise<void> {
  await workScheduledNotices(ctx);
  // One job per notice: queued again at a node's start, it is not queued twice.
  await ctx.jobs.send(NOTICE_SEND_JOB, { noticeId }, { startAfter: at, singletonKey: noticeId });
}

/** What a scheduled notice is, as `sendNotice` has read it from the body. */
export interface NoticeToSchedule {
  message: string;
  info: NotificationInfo;
  audience: NoticeAudience;
  sendAt: string;
}

/**
 * Keeps a notice to send at a later time (up to 60 days ahead) and queues its delivery; a group or
 * student that does not exist is refused now (404), while who gets it is decided at its time.
 */
export async function scheduleNotice(
  ctx: AppContext,
  senderId: string,
  notice: NoticeToSchedule,
): Promise<NoticeSent> {
  const at = new Date(notice.sendAt);
  const ahead = at.getTime() - ctx.now().getTime();
  if (ahead <= 0) throw badRequest('Choose a time in the future', 'A scheduled notice needs a later time.');
  if (ahead > MAX_AHEAD_MS) throw badRequest('Schedule at most 60 days ahead');
  await studentsOfAudience(ctx, notice.audience);
  const noticeId = await insertScheduledNotice(ctx.db, { ...notice, senderId, at, now: ctx.now() });
  await queueDelivery(ctx, noticeId, at);
  return { _id: noticeId, recipients: 0, scheduledFor: at.toISOString() };
}

/**
 * Delivers a scheduled notice whose time has come: stored in the list of each student in its audience
 * now and pushed to their open apps. Once only, on whichever node runs it first; a recalled or
 * delivered notice is left alone. Answers how many students got it (null: nothing done).
 */
export async function deliverScheduledNotice(ctx: AppContext, noticeId: string): Promise<number | null> {
  const delivered = await deliverScheduledNoticeRows(ctx.db, noticeId, ctx.now());
  if (!delivered) return null;
  pushToStudents(ctx, delivered.studentIds, NOTIFICATION_EVENT, toView(delivered.notice));
  return delivered.studentIds.length;
}

/**
 * At a node's start: works the jobs, and queues again the notices still waiting (the embedded
 * database's in-process queue ends with its process); one past its time goes at once.
 */
export async function resumeScheduledNotices(ctx: AppContext): Promise<void> {
  await workScheduledNotices(ctx);
  for (const n of await findWaitingNotices(ctx.db))
    await queueDelivery(ctx, n.id, n.scheduledFor ?? ctx.now());
}
