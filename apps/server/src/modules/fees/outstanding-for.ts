import { dhakaDay } from '@lms/domain';
import type { DueView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { duesView } from './due-view';
import { studentDues } from './dues-repository';

/**
 * A student's open dues (of one course, or all), oldest first, with what each owes today, late fee
 * included (and which a Pay naming no due pays: `payNow`), and their total. This is the amount a gateway charges: what a client sends is never used.
 */
export async function outstandingFor(
  ctx: Pick<AppContext, 'db' | 'now'>,
  studentId: string,
  courseId?: string,
): Promise<{ dues: DueView[]; totalPaisa: number }> {
  const today = dhakaDay(ctx.now());
  const rows = await studentDues(ctx.db, studentId, { courseId, openOnly: true });
  const dues = duesView(rows, today).filter((d) => d.openPaisa > 0);
  return { dues, totalPaisa: dues.reduce((sum, d) => sum + d.openPaisa, 0) };
}
