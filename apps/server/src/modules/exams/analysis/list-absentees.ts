import { localPhoneOf } from '@lms/domain';
import type { AbsenteesView, GridFilterQuery } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { absentRows } from '../results/result-repository';
import { reportExam } from './report-filter';

/**
 * The students assigned the exam (active, in a group given it; one group or branch with a filter)
 * who never started it, by name, with how many per group and branch (each student under the first
 * group by name, as the results page shows them).
 */
export async function listAbsentees(
  ctx: AppContext,
  examId: string,
  filter: GridFilterQuery,
): Promise<AbsenteesView> {
  await reportExam(ctx, examId, filter);
  const rows = await absentRows(ctx.db, examId, { groupId: filter.groupId, branchId: filter.branchId });
  const students = rows.map((r) => ({
    studentId: r.studentId,
    name: r.name,
    roll: r.sid,
    mobile: localPhoneOf(r.username),
    group: r.groupName,
    branch: r.branchName,
  }));
  const counts = new Map<string, AbsenteesView['counts'][number]>();
  for (const s of students) {
    const key = JSON.stringify([s.group, s.branch]);
    const entry = counts.get(key) ?? { group: s.group, branch: s.branch, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  const byName = (a: string | null, b: string | null) => (a ?? '\uffff').localeCompare(b ?? '\uffff');
  return {
    total: students.length,
    counts: [...counts.values()].sort((a, b) => byName(a.group, b.group) || byName(a.branch, b.branch)),
    students,
  };
}
