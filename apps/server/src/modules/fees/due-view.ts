import { daysBetween, type IsoDay, type LateFeeRule, lateFeePaisa, payableNow } from '@lms/domain';
import type { DueView } from '@lms/domain/contract';
import type { DueRow } from './dues-repository';

/** A due as read with its course and its plan's late fee rule. */
export interface DueWithPlan {
  due: DueRow;
  courseName: string;
  lateFee: LateFeeRule | null;
}

/** The late fee a due carries today: what the rule gives, never less than what was charged already. */
export function lateFeeToday(d: DueWithPlan, today: IsoDay): number {
  return Math.max(d.due.lateFeePaisa, lateFeePaisa(d.lateFee, d.due.dueOn, today));
}

/** A due as answered, its late fee and what is open as of `today`. */
export function dueView(d: DueWithPlan, today: IsoDay): DueView {
  const due = d.due;
  const lateFee =
    due.paidPaisa >= due.amountPaisa - due.discountPaisa + due.lateFeePaisa
      ? due.lateFeePaisa
      : lateFeeToday(d, today);
  const openPaisa = due.amountPaisa - due.discountPaisa + lateFee - due.paidPaisa;
  return {
    _id: due.id,
    courseId: due.courseId,
    courseName: d.courseName,
    kind: due.kind,
    label: due.label,
    dueOn: due.dueOn,
    amountPaisa: due.amountPaisa,
    discountPaisa: due.discountPaisa,
    lateFeePaisa: lateFee,
    paidPaisa: due.paidPaisa,
    openPaisa,
    overdueDays: openPaisa > 0 ? Math.max(0, daysBetween(due.dueOn, today)) : 0,
    payNow: false,
  };
}

/** A student's dues as answered, each course's dues paid by a Pay that names none marked `payNow`. */
export function duesView(rows: readonly DueWithPlan[], today: IsoDay): DueView[] {
  const dues = rows.map((r) => dueView(r, today));
  const courses = new Set(dues.map((d) => d.courseId));
  const now = new Set(
    [...courses].flatMap((courseId) =>
      payableNow(
        dues.filter((d) => d.courseId === courseId),
        today,
      ),
    ),
  );
  return dues.map((d) => (now.has(d) ? { ...d, payNow: true } : d));
}
