import type { AppContext, Principal } from '../../context';
import { countUnanswered as countRows } from './question-repository';
import { staffSubjectIds } from './scope';

const DAY_MS = 86_400_000;

/**
 * The questions no Teacher has replied to, in the staff member's subjects (all for an admin): how many,
 * how many have waited over a day and over three days, and when the longest-waiting one was asked.
 */
export async function countUnanswered(ctx: AppContext, staff: Extract<Principal, { type: 'staff' }>) {
  const now = ctx.now().getTime();
  const subjectIds = await staffSubjectIds(ctx.db, staff);
  const counts = await countRows(ctx.db, subjectIds, [new Date(now - DAY_MS), new Date(now - 3 * DAY_MS)]);
  return {
    unanswered: counts.total,
    olderThanDay: counts.beforeFirst,
    olderThanThreeDays: counts.beforeSecond,
    oldestAskedAt: counts.oldest?.toISOString() ?? null,
  };
}
