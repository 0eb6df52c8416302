import { amountInWords, dhakaDay, takaDecimal } from '@lms/domain';
import type { AppContext } from '../../context';
import { dueView } from './due-view';
import { studentDues } from './dues-repository';
import { studentCourseInfo } from './ledger-repository';
import { outstandingFor } from './outstanding-for';
import { studentReceipts } from './payment-repository';

// The original client shows taka as plain numbers (`1500/-`): exact two-decimal text, read as a number.
const taka = (paisa: number) => Number(takaDecimal(paisa));

/** `2026-11-28` as day-month-year, the way the receipt shows a day. */
const dayMonthYear = (day: string) => day.split('-').reverse().join('-');

/**
 * C44 POST /admission/due/data: what the course's Pay pays now (its dues fallen due, or else the next
 * instalment), or null when nothing is owed.
 */
export async function admissionDue(ctx: AppContext, studentId: string, courseId: string | undefined) {
  if (!courseId) return null;
  const { dues } = await outstandingFor(ctx, studentId, courseId);
  const now = dues.filter((d) => d.payNow);
  const nowPaisa = now.reduce((sum, d) => sum + d.openPaisa, 0);
  if (nowPaisa === 0) return null;
  return { due_amount: taka(nowPaisa), transaction: now[0]?._id ?? null, admission: courseId };
}

/** C45 POST /admission/transactions/data: the course's payments, voided ones left out. */
export async function admissionTransactions(
  ctx: AppContext,
  studentId: string,
  courseId: string | undefined,
) {
  if (!courseId) return [];
  const rows = await studentReceipts(ctx.db, studentId, courseId);
  return rows
    .filter((r) => !r.payment.voidedAt)
    .map((r) => ({
      _id: r.payment.id,
      serialNo: r.payment.serial ?? '',
      transaction: {
        amount: taka(r.payment.amountPaisa - r.payment.refundedPaisa),
        paymentMethod: r.payment.method,
        trxID: r.payment.gatewayTrxId,
        executeTime: r.payment.receivedAt.toISOString(),
      },
    }));
}

/**
 * C45 POST /admission/receipt/data: the course's money receipt as the original client's receipt page
 * reads it (its prop names; amounts in taka), or null when the course has neither dues nor payments.
 */
export async function admissionReceipt(ctx: AppContext, studentId: string, courseId: string | undefined) {
  if (!courseId) return null;
  const today = dhakaDay(ctx.now());
  const [dueRows, receipts, info] = await Promise.all([
    studentDues(ctx.db, studentId, { courseId }),
    studentReceipts(ctx.db, studentId, courseId),
    studentCourseInfo(ctx.db, studentId, courseId),
  ]);
  if (!info || (dueRows.length === 0 && receipts.length === 0)) return null;
  const dues = dueRows.map((d) => dueView(d, today));
  const counted = receipts.filter((r) => !r.payment.voidedAt);
  const paid = counted.reduce((s, r) => s + r.payment.amountPaisa - r.payment.refundedPaisa, 0);
  const latest = counted.at(-1)?.payment;
  const nextDue = dues.find((d) => d.openPaisa > 0);
  const words = amountInWords(paid).replace(/( Taka)? Only$/, '');
  return {
    studentName: info.name,
    serialNo: latest?.serial ?? '',
    date: (latest?.receivedAt ?? ctx.now()).toISOString(),
    programCode: info.sid,
    branch: info.branchName ?? '',
    assignedBatch: info.groupNames ?? '',
    batchDay: '',
    batchTime: '',
    books: [],
    enrolledCourse: info.courseName ?? '',
    amount: taka(dues.reduce((s, d) => s + d.amountPaisa + d.lateFeePaisa, 0)),
    discount: taka(dues.reduce((s, d) => s + d.discountPaisa, 0)),
    appliedDiscount: 0,
    couponCode: null,
    paid: taka(paid),
    receivedAmount: taka(paid),
    dueAmount: taka(dues.reduce((s, d) => s + d.openPaisa, 0)),
    dueDate: nextDue ? dayMonthYear(nextDue.dueOn) : '',
    amountInWords: words,
    method: latest?.method ?? '',
    trxID: latest?.gatewayTrxId ?? '',
  };
}
