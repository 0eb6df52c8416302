import type { ReceiptView } from '@lms/domain/contract';
import type { Queryable } from '../../db/client';
import { allocationsOf, type ReceiptRow } from './payment-repository';

/** A payment as its receipt is answered, with what it paid. */
export async function receiptView(db: Queryable, row: ReceiptRow): Promise<ReceiptView> {
  const p = row.payment;
  const applied = await allocationsOf(db, p.id);
  return {
    _id: p.id,
    serial: p.serial ?? '',
    studentId: p.studentId,
    studentName: row.studentName,
    sid: row.studentSid,
    courseId: p.courseId,
    courseName: row.courseName,
    branchName: row.branchName,
    amountPaisa: p.amountPaisa,
    creditPaisa: p.creditPaisa,
    refundedPaisa: p.refundedPaisa,
    method: p.method,
    gatewayTrxId: p.gatewayTrxId,
    receivedAt: p.receivedAt.toISOString(),
    takenBy: row.takenByName,
    voided: p.voidedAt !== null,
    voidReason: p.voidReason,
    voidedBy: row.voidedByName,
    applied: applied.reverse().map((a) => ({ dueId: a.dueId, label: a.label, amountPaisa: a.amountPaisa })),
  };
}
