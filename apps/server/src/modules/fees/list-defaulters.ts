import { addDays, dhakaDay, localPhoneOf } from '@lms/domain';
import type { DefaultersQuery, DefaulterView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { dueView } from './due-view';
import { overdueRows } from './report-repository';

/**
 * GET /staff/fees/defaulters: students with a due more than `overdueDays` days past its day, one row
 * per student and course (what is owed on the overdue dues, late fees as of today), most overdue first.
 */
export async function listDefaulters(ctx: AppContext, q: DefaultersQuery): Promise<DefaulterView[]> {
  const today = dhakaDay(ctx.now());
  const rows = await overdueRows(ctx.db, { ...q, lastDueOn: addDays(today, -q.overdueDays - 1) });
  const byKey = new Map<string, DefaulterView>();
  for (const r of rows) {
    const due = dueView(r, today);
    if (due.openPaisa <= 0) continue;
    const key = `${r.due.studentId}:${r.due.courseId}`;
    const row = byKey.get(key);
    if (row) {
      row.overduePaisa += due.openPaisa;
      continue;
    }
    byKey.set(key, {
      studentId: r.due.studentId,
      name: r.name,
      sid: r.sid,
      phone: localPhoneOf(r.username),
      branchName: r.branchName,
      courseId: r.due.courseId,
      courseName: r.courseName,
      overduePaisa: due.openPaisa,
      oldestDueOn: r.due.dueOn,
      overdueDays: due.overdueDays,
    });
  }
  return [...byKey.values()].sort((a, b) => b.overdueDays - a.overdueDays || b.overduePaisa - a.overduePaisa);
}
