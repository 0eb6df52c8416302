import type { AppContext } from '../../context';
import { getExamForStaff } from '../exams/authoring/get-exam-for-staff';

/** A group's schedule of an exam as staff see it, before a change to it (null when it has none). */
export async function assignmentBefore(ctx: AppContext, examId: string, groupId: string) {
  return (await getExamForStaff(ctx, examId)).assignments.find((a) => a.groupId === groupId) ?? null;
}
