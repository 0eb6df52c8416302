import type { AppContext } from '../../context';
import { latestReminders } from './due-reminders-repository';
import { deliveryView } from './result-sms-log';

// The log shows the latest reminders; older ones stay in the table.
const SHOWN = 500;

/** GET /staff/sms/due-reminders: the latest dues reminders (the text left out), newest first. */
export async function dueRemindersLog(ctx: AppContext) {
  const rows = await latestReminders(ctx.db, SHOWN);
  return {
    messages: rows.map(({ message: m, studentName, sid, dueLabel, dueOn, courseTitle }) => ({
      ...deliveryView(m, studentName, sid),
      kind: m.kind === 'due-before' ? ('due-before' as const) : ('due-after' as const),
      dueId: m.dueId ?? '',
      dueLabel,
      dueOn,
      courseTitle,
    })),
  };
}
