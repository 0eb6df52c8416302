import { localPhoneOf } from '@lms/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { findFeeStudent, ledgerEntries, searchFeeStudents } from './ledger-repository';
import { studentAccount } from './student-account';

/** GET /staff/fees/students/{studentId}: dues, receipts, the ledger with its running balance, what is owed and the credit. */
export async function studentLedger(ctx: AppContext, studentId: string) {
  const student = await findFeeStudent(ctx.db, studentId);
  if (!student) throw notFound('No such student');
  const [account, rows] = await Promise.all([
    studentAccount(ctx, studentId),
    ledgerEntries(ctx.db, studentId),
  ]);
  let balance = 0;
  const entries = rows.map((e) => {
    balance += e.amountPaisa;
    return {
      kind: e.kind,
      amountPaisa: e.amountPaisa,
      courseId: e.courseId,
      note: e.note,
      at: e.createdAt.toISOString(),
      balancePaisa: balance,
    };
  });
  return { student, ...account, entries };
}

/** GET /staff/fees/students: students to take money from, by part of the name, roll or number. */
export async function findStudents(ctx: AppContext, search: string) {
  const rows = await searchFeeStudents(ctx.db, search);
  return rows.map(({ username, ...r }) => ({ ...r, phone: localPhoneOf(username) }));
}
