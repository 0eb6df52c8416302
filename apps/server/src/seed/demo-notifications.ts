import type { AppContext } from '../context';
import { findStaffIdByUsername } from '../modules/notifications/notice-history-repository';
import { markNotificationSeen, type NoticeOrigin } from '../modules/notifications/notification-repository';
import { notifyGroup, notifyStudents } from '../modules/notifications/notify';
import { scheduleNotice } from '../modules/notifications/scheduled-notices';
import type { DemoAccounts } from './demo-accounts';

const HOUR = 3_600_000;

/**
 * A few notifications for the demo student (01710000001): a welcome notice to the demo group (seen),
 * the group membership (seen), and two unseen notices, at different times in the past. The notices are
 * sent by the demo moderator, so the console's history shows their sender and groups; one more waits
 * to go out tomorrow at 9 am Dhaka time (scheduled).
 */
export async function seedDemoNotifications(ctx: AppContext, accounts: DemoAccounts): Promise<void> {
  const base = ctx.now().getTime();
  // A context whose clock is set back: the notifications get past times (and no live push: nobody listens).
  const at = (hoursAgo: number): AppContext => ({ ...ctx, now: () => new Date(base - hoursAgo * HOUR) });
  const senderId = await findStaffIdByUsername(ctx.db, 'moderator');
  const toGroup: NoticeOrigin | undefined = senderId
    ? { senderId, audience: { groupIds: [accounts.groupId] } }
    : undefined;

  const welcome = await notifyGroup(at(72), accounts.groupId, {
    type: 'notice',
    message: 'Welcome to the new session! Classes start on Sunday at 9 am.',
    info: { on: 'notice', title: 'Welcome' },
    origin: toGroup,
  });
  const added = await notifyStudents(at(70), [accounts.studentId], {
    type: 'notification',
    message: 'You have been added to the group "HSC 2026 Science".',
    info: { on: 'group', id: accounts.groupId, title: 'HSC 2026 Science' },
  });
  await notifyGroup(at(5), accounts.groupId, {
    type: 'notice',
    message:
      'The chemistry model test is in two days. Revise the mole ratio in $\\ce{2H2 + O2 -> 2H2O}$ and bring your admit card.',
    info: { on: 'notice', title: 'Model test' },
    origin: toGroup,
  });

  await notifyStudents(at(1), [accounts.studentId], {
    type: 'notice',
    message: 'Your tuition fee for this month is due on the 10th.',
    info: { on: 'notice', title: 'Fees' },
    origin: senderId ? { senderId, audience: { studentId: accounts.studentId } } : undefined,
  });
  if (senderId) {
    const tomorrow = new Date(base + 24 * HOUR);
    tomorrow.setUTCHours(3, 0, 0, 0);
    await scheduleNotice(ctx, senderId, {
      message:
        'Physics revision class: bring the formula sheet ($v = u + at$, $s = ut + \\tfrac{1}{2}at^2$).',
      info: { on: 'notice', title: 'Revision class' },
      audience: { groupIds: [accounts.groupId] },
      sendAt: tomorrow.toISOString(),
    });
  }
  for (const seen of [welcome, added]) {
    if (seen) await markNotificationSeen(ctx.db, accounts.studentId, seen.notification.notificationId._id);
  }
}
