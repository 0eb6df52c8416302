import { discountPaisa, spreadDiscount } from '@lms/domain';
import type { DiscountInput } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http-error';
import { discountDues, insertLedger, openOf, studentDues } from './dues-repository';
import { findFeeStudent, insertDiscount } from './ledger-repository';

/**
 * POST /staff/fees/students/{studentId}/discounts: takes a discount or waiver off what the student
 * still owes on a course (a percentage of that, rounded to the paisa, half up), from the latest due
 * back, never below zero. Refused when nothing is owed on the course.
 */
export async function giveDiscount(
  ctx: AppContext,
  staffId: string,
  studentId: string,
  input: DiscountInput,
) {
  if (!(await findFeeStudent(ctx.db, studentId))) throw notFound('No such student');
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const dues = await studentDues(tx, studentId, { courseId: input.courseId, openOnly: true, lock: true });
    const open = dues.map((d) => openOf(d.due));
    const base = open.reduce((s, o) => s + o, 0);
    if (base === 0)
      throw badRequest('Nothing is owed', 'The student owes nothing on this course to discount.');
    const rule =
      input.kind === 'fixed'
        ? { kind: 'fixed' as const, amountPaisa: input.amountPaisa! }
        : { kind: 'percent' as const, basisPoints: input.basisPoints! };
    const amount = discountPaisa(rule, base);
    const cuts = spreadDiscount(open, amount);
    await discountDues(
      tx,
      dues.map((d, i) => ({ dueId: d.due.id, amountPaisa: cuts[i]! })).filter((c) => c.amountPaisa > 0),
    );
    const discountId = await insertDiscount(tx, {
      studentId,
      courseId: input.courseId,
      kind: input.kind,
      amountPaisa: input.kind === 'fixed' ? input.amountPaisa! : null,
      basisPoints: input.kind === 'percent' ? input.basisPoints! : null,
      discountPaisa: amount,
      reason: input.reason,
      givenBy: staffId,
      createdAt: at,
    });
    await insertLedger(
      tx,
      [
        {
          studentId,
          courseId: input.courseId,
          kind: 'discount',
          amountPaisa: -amount,
          refId: discountId,
          note: input.reason,
          staffId,
        },
      ],
      at,
    );
    return { discountPaisa: amount };
  });
}
