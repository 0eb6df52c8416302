import { branchReceiptCode, dhakaDay, formatReceiptSerial, isPaisa } from '@lms/domain';
import type { PaymentMethod, ReceiptView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { lateFeeToday } from './due-view';
import { insertLedger, type LedgerEntry, openOf, payDues, studentDues } from './dues-repository';
import {
  branchName,
  findReceipt,
  insertAllocations,
  insertPaymentOnce,
  nextReceiptNumber,
  paymentByReference,
  settlePayment,
  studentBranch,
} from './payment-repository';
import { receiptView } from './receipt-view';

/** Money received for a student, from the counter or a gateway. */
export interface PaymentInput {
  studentId: string;
  /** Only this course's dues (absent: every course's, oldest first). */
  courseId?: string;
  /** Only this due; anything beyond it is credit. */
  dueId?: string;
  /**
   * What a payment of `dueId` does when that due is no longer open (paid meanwhile by another payment):
   * refused (the counter's form is stale), or recorded whole as credit (a gateway already took the money).
   */
  whenDueClosed?: 'refuse' | 'credit';
  amountPaisa: number;
  method: PaymentMethod;
  /** Makes the payment once: a second call with it answers the first receipt and changes nothing. */
  reference: string;
  gatewayTrxId?: string;
  /** The branch whose receipt series it takes (absent: the student's branch). */
  branchId?: string;
  /** The staff member who took it (counter payments). */
  takenBy?: string;
}

/** A recorded payment: its receipt, what it paid, the credit, and whether it had been recorded before. */
export interface RecordedPayment {
  receipt: ReceiptView;
  applied: { dueId: string; amountPaisa: number }[];
  creditPaisa: number;
  repeated: boolean;
}

/**
 * Records money received for a student, once per `reference` (a second call with the same reference
 * returns the first receipt and changes nothing). Applies it to the student's open dues oldest first
 * (or to `dueId` when given); anything beyond what is due becomes a recorded credit on the ledger.
 * The receipt's serial comes from its branch's counter in the same transaction, so serials never skip
 * or repeat. Pass `tx` to record inside a transaction of the caller's (a gateway's settlement).
 */
export async function recordPayment(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: PaymentInput,
  tx?: Queryable,
): Promise<RecordedPayment> {
  if (!isPaisa(input.amountPaisa) || input.amountPaisa === 0)
    throw badRequest('Invalid amount', 'The amount must be whole paisa above zero.');
  if (!input.reference.trim()) throw badRequest('Invalid reference', 'A payment needs its reference.');
  const run = (q: Queryable) => record(ctx, q, input);
  const recorded = tx ? await run(tx) : await ctx.db.transaction(run);
  const row = await findReceipt(tx ?? ctx.db, recorded.paymentId);
  return {
    receipt: await receiptView(tx ?? ctx.db, row!),
    applied: recorded.applied,
    creditPaisa: row!.payment.creditPaisa,
    repeated: recorded.repeated,
  };
}

async function record(ctx: Pick<AppContext, 'now'>, tx: Queryable, input: PaymentInput) {
  const own = await studentBranch(tx, input.studentId);
  if (own === undefined) throw notFound('No such student');
  const at = ctx.now();
  const branchId = input.branchId ?? own;
  const payment = await insertPaymentOnce(tx, {
    studentId: input.studentId,
    courseId: input.courseId ?? null,
    branchId,
    amountPaisa: input.amountPaisa,
    method: input.method,
    reference: input.reference,
    gatewayTrxId: input.gatewayTrxId ?? null,
    takenBy: input.takenBy ?? null,
    receivedAt: at,
  });
  if (!payment) {
    const first = await paymentByReference(tx, input.reference);
    if (!first || first.studentId !== input.studentId || first.amountPaisa !== input.amountPaisa)
      throw conflict('Reference used already', 'This payment reference belongs to another payment.');
    return { paymentId: first.id, applied: [], repeated: true };
  }

  const today = dhakaDay(at);
  let dues = await studentDues(tx, input.studentId, { courseId: input.courseId, openOnly: true, lock: true });
  if (input.dueId) {
    dues = dues.filter((d) => d.due.id === input.dueId);
    if (dues.length === 0 && input.whenDueClosed !== 'credit')
      throw badRequest('No such open due', 'The due is not an open due of this student.');
  }
  let left = input.amountPaisa;
  const applied: { dueId: string; amountPaisa: number }[] = [];
  const changes: { dueId: string; paidPaisa: number; lateFeePaisa: number }[] = [];
  const ledger: LedgerEntry[] = [];
  for (const d of dues) {
    if (left === 0) break;
    const lateFee = lateFeeToday(d, today);
    if (lateFee > d.due.lateFeePaisa)
      ledger.push({
        studentId: input.studentId,
        courseId: d.due.courseId,
        kind: 'lateFee',
        amountPaisa: lateFee - d.due.lateFeePaisa,
        refId: d.due.id,
        note: d.due.label,
      });
    const pay = Math.min(left, openOf({ ...d.due, lateFeePaisa: lateFee }));
    changes.push({ dueId: d.due.id, paidPaisa: pay, lateFeePaisa: lateFee });
    if (pay > 0) applied.push({ dueId: d.due.id, amountPaisa: pay });
    left -= pay;
  }

  const code = branchReceiptCode(await branchName(tx, branchId));
  const serial = formatReceiptSerial(
    code,
    Number(today.slice(0, 4)),
    await nextReceiptNumber(tx, code, Number(today.slice(0, 4))),
  );
  await settlePayment(tx, payment.id, serial, left);
  await payDues(tx, changes);
  await insertAllocations(tx, payment.id, applied);
  ledger.push({
    studentId: input.studentId,
    courseId: input.courseId ?? null,
    kind: 'payment',
    amountPaisa: -input.amountPaisa,
    refId: payment.id,
    note: left > 0 ? `${serial} (credit ${left})` : serial,
    staffId: input.takenBy ?? null,
  });
  await insertLedger(tx, ledger, at);
  return { paymentId: payment.id, applied, repeated: false };
}
