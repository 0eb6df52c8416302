import type { ExamDayItem } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { findExamDay } from './monitor-repository';

const HALF_DAY_MS = 12 * 3_600_000;

/**
 * Live exams whose window meets [from, to) for some group (default: now ± 12 hours), soonest first,
 * with their groups and whether they run now. 400 when `to` is not after `from` or the range is over 31 days.
 */
export async function listExamDay(
  ctx: AppContext,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<ExamDayItem[]> {
  const now = ctx.now();
  const from = range.from ? new Date(range.from) : new Date(now.getTime() - HALF_DAY_MS);
  const to = range.to ? new Date(range.to) : new Date(now.getTime() + HALF_DAY_MS);
  if (to <= from) throw badRequest('Invalid range', '"to" must be after "from".');
  if (to.getTime() - from.getTime() > 31 * 24 * 3_600_000)
    throw badRequest('Invalid range', 'The range may cover at most 31 days.');
  const rows = await findExamDay(examServices(ctx).sql, from, to, now);
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
    runningNow: row.running_now,
    groups: row.groups,
  }));
}
