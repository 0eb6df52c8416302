import { type IsoDay, scheduleDues } from '@lms/domain';
import type { LedgerEntry, NewDue } from './dues-repository';
import type { PlanRow } from './plan-repository';

/** The dues a plan gives a student admitted on a day, as rows to store. */
export function planDueRows(plan: PlanRow, studentId: string, admittedOn: IsoDay): NewDue[] {
  return scheduleDues(plan, admittedOn).map((d) => ({
    studentId,
    courseId: plan.courseId,
    planId: plan.id,
    kind: d.kind,
    label: d.label,
    sequence: d.sequence,
    amountPaisa: d.amountPaisa,
    dueOn: d.dueOn,
  }));
}

/** The ledger line of a new due. */
export function dueEntry(d: {
  id: string;
  studentId: string;
  courseId: string;
  amountPaisa: number;
  label: string;
}): LedgerEntry {
  return {
    studentId: d.studentId,
    courseId: d.courseId,
    kind: 'due',
    amountPaisa: d.amountPaisa,
    refId: d.id,
    note: d.label,
  };
}
