import { dhakaDay } from '@lms/domain';
import type { DueView, ReceiptView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { duesView } from './due-view';
import { studentDues } from './dues-repository';
import { studentReceipts } from './payment-repository';
import { receiptView } from './receipt-view';

/** A student's dues and receipts, what is owed today and their credit (staff ledger and the student's own page). */
export async function studentAccount(
  ctx: Pick<AppContext, 'db' | 'now'>,
  studentId: string,
): Promise<{ dues: DueView[]; receipts: ReceiptView[]; duePaisa: number; creditPaisa: number }> {
  const today = dhakaDay(ctx.now());
  const [dueRows, receiptRows] = await Promise.all([
    studentDues(ctx.db, studentId),
    studentReceipts(ctx.db, studentId),
  ]);
  const dues = duesView(dueRows, today);
  const receipts = await Promise.all(receiptRows.map((r) => receiptView(ctx.db, r)));
  return {
    dues,
    receipts,
    duePaisa: dues.reduce((sum, d) => sum + d.openPaisa, 0),
    creditPaisa: receipts.filter((r) => !r.voided).reduce((sum, r) => sum + r.creditPaisa, 0),
  };
}
