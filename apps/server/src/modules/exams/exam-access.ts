import type { AppContext } from '../../context';
import type { Attempt } from './attempt-repository';
import type { CachedExam, ExamAssignment } from './exam-cache';
import { examErrors } from './exam-errors';
import { examServices } from './exam-services';
import { findMemberGroupIds } from './membership-repository';

/** An exam reached through one of the student's groups. */
export interface ExamInGroup {
  exam: CachedExam;
  assignment: ExamAssignment;
}

/**
 * The exam (from the node's cache) as given to `groupId`: 404 for an unknown exam, 403 'This exam has
 * been removed from your group' when the group does not have it. Membership is not checked here.
 */
export async function examGivenTo(ctx: AppContext, examId: string, groupId: string): Promise<ExamInGroup> {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw examErrors.noSuchExam();
  const assignment = exam.assignments.get(groupId);
  if (!assignment) throw examErrors.removedFromGroup();
  return { exam, assignment };
}

/**
 * The exam as given to `groupId`, after checking that it is given to that group and that the student
 * is in it (404 for an unknown exam, 403 'This exam has been removed from your group' otherwise), with
 * the student's attempt (null before the start). The look-up joins the batch of starts and look-ups
 * of the moment (one statement for many students), and waits for a start of the same student being
 * written, so it sees that attempt.
 */
export async function examForMember(
  ctx: AppContext,
  studentId: string,
  examId: string,
  groupId: string,
): Promise<ExamInGroup & { attempt: Attempt | null }> {
  const { exam, assignment } = await examGivenTo(ctx, examId, groupId);
  const { outcome } = await examServices(ctx).starts.open({ examId, groupId, studentId }, null, false);
  const { member, attempt } = outcome;
  if (!member) throw examErrors.removedFromGroup();
  return { exam, assignment, attempt };
}

/**
 * The exam through any of the student's groups it is given to (`preferred` first, when it is one):
 * for the calls that carry no group id. 404 for an unknown exam, 403 when none of the groups has it.
 */
export async function examForStudent(
  ctx: AppContext,
  studentId: string,
  examId: string,
  preferred?: string,
): Promise<ExamInGroup> {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw examErrors.noSuchExam();
  const groupIds = [...exam.assignments.keys()];
  const member = groupIds.length ? (await findMemberGroupIds(ctx.db, studentId, groupIds)).sort() : [];
  const groupId = preferred && member.includes(preferred) ? preferred : member[0];
  const assignment = groupId ? exam.assignments.get(groupId) : undefined;
  if (!assignment) throw examErrors.removedFromGroup();
  return { exam, assignment };
}

/**
 * The schedule that times an attempt: the one of the group it was started through (the student may
 * reach the same exam through another group), else `fallback`.
 */
export function attemptSchedule(
  exam: CachedExam,
  attempt: Attempt,
  fallback: ExamAssignment,
): ExamAssignment {
  return exam.assignments.get(attempt.groupId) ?? fallback;
}
