import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { examAssignments, examAttempts, groups } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/http-error';
import { groupContentItems } from '../../content/group-content';
import { isGroupMember } from '../attempt-repository';
import type { CachedExam, ExamAssignment } from '../exam-cache';
import { examServices } from '../exam-services';
import { type SubjectRef, subjectNames, subjectRef } from '../subject-names';

/**
 * GET /group/{groupId} (DESIGN.md §4): the group with its exams populated as SPEC.md's "Exam list
 * entry", each with the meta and the student's own attempt. The content arrays are filled by the
 * content area. Members only (403 otherwise).
 */
export async function getGroup(ctx: AppContext, studentId: string, groupId: string) {
  const [group] = await ctx.db.select().from(groups).where(eq(groups.id, groupId));
  if (!group) throw notFound('No such group', 'This group does not exist.');
  if (!(await isGroupMember(ctx.db, groupId, studentId)))
    throw forbidden('Not your group', 'You are not a member of this group.');
  return {
    _id: group.id,
    name: group.name,
    courseId: group.courseId,
    ...(await groupContentItems(ctx.db, group.id)),
    exams: await groupExamEntries(ctx, studentId, group),
  };
}

/** The exams given to a group as SPEC.md's exam list entries, latest start first. */
export async function groupExamEntries(
  ctx: AppContext,
  studentId: string,
  group: { id: string; name: string },
) {
  const rows = await ctx.db
    .select({ examId: examAssignments.examId })
    .from(examAssignments)
    .where(eq(examAssignments.groupId, group.id));
  const cache = examServices(ctx).exams;
  const exams = (await Promise.all(rows.map((r) => cache.get(r.examId)))).filter(
    (e): e is CachedExam => e !== null,
  );
  if (exams.length === 0) return [];
  const attempts = await ctx.db
    .select({
      examId: examAttempts.examId,
      id: examAttempts.id,
      startedAt: examAttempts.startedAt,
      submittedAt: examAttempts.submittedAt,
    })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.studentId, studentId),
        inArray(
          examAttempts.examId,
          exams.map((e) => e.id),
        ),
      ),
    );
  const attemptOf = new Map(attempts.map((a) => [a.examId, a]));
  const names = await subjectNames(
    ctx,
    exams.flatMap((e) => [e.subjectId, ...segmentSubjectIds(e)]),
  );
  return exams
    .flatMap((exam) => {
      const assignment = exam.assignments.get(group.id);
      return assignment ? [entry(exam, assignment, group, attemptOf.get(exam.id), names)] : [];
    })
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
}

function segmentSubjectIds(exam: CachedExam): string[] {
  const d = exam.segmentedDetails;
  if (!d) return [];
  return [...d.mandatorySubjects, ...d.compulsoryOptionalSubjects, ...d.optionalSubjects].map(
    (s) => s.subjectId,
  );
}

function entry(
  exam: CachedExam,
  assignment: ExamAssignment,
  group: { id: string; name: string },
  attempt: { id: string; startedAt: Date; submittedAt: Date | null } | undefined,
  names: Map<string, string>,
) {
  const details = exam.segmentedDetails;
  const named = (list: readonly { subjectId: string; count: number }[]) =>
    list.map((s) => ({ subjectId: s.subjectId, count: s.count, name: names.get(s.subjectId) ?? null }));
  return {
    _id: assignment.id,
    examId: {
      _id: exam.id,
      title: exam.title,
      instruction: exam.instruction,
      /** How many questions the student sits (for a segmented exam, its totalQuestions). */
      questions: details ? details.totalQuestions : exam.questions.length,
      subjectId: subjectRef(exam.subjectId, names) as SubjectRef | null,
      isPracticeExam: exam.isPractice,
      isSegmentedExam: exam.isSegmented,
      segmentedExamDetails: details
        ? {
            ...details,
            mandatorySubjects: named(details.mandatorySubjects),
            compulsoryOptionalSubjects: named(details.compulsoryOptionalSubjects),
            optionalSubjects: named(details.optionalSubjects),
          }
        : null,
      passMark: exam.passMark,
      negativeMarkPerQuestion: exam.negativeMarkPerQuestion,
    },
    groupId: group.id,
    groupName: group.name,
    startsAt: assignment.startsAt.toISOString(),
    endsAt: assignment.endsAt?.toISOString() ?? null,
    duration: assignment.duration,
    cutMarks: assignment.cutMarks,
    multipleTimesSubmission: assignment.multipleTimesSubmission,
    gpaFactor: assignment.gpaFactor,
    /** The student's own attempt, for the card status. */
    attempt: attempt
      ? {
          _id: attempt.id,
          startsAt: attempt.startedAt.toISOString(),
          submittedAt: attempt.submittedAt?.toISOString() ?? null,
        }
      : null,
  };
}
