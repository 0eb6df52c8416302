import type { FeePlanView } from '@lms/domain/contract';
import type { PlanRow } from './plan-repository';

/** A plan as answered. */
export function planView(r: {
  plan: PlanRow;
  courseName: string;
  branchName: string | null;
  groupName: string | null;
  enrolled: number;
}): FeePlanView {
  const p = r.plan;
  return {
    _id: p.id,
    name: p.name,
    courseId: p.courseId,
    courseName: r.courseName,
    branchId: p.branchId,
    branchName: r.branchName,
    groupId: p.groupId,
    groupName: r.groupName,
    admissionFeePaisa: p.admissionFeePaisa,
    courseFeePaisa: p.courseFeePaisa,
    instalments: p.instalments,
    lateFee: p.lateFee ?? null,
    active: p.active,
    enrolled: Number(r.enrolled),
  };
}
