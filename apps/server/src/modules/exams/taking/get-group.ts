import type { AppContext } from '../../../context';
import { forbidden, notFound } from '../../../lib/http-error';
import { groupContentItems } from '../../content/group-content';
import type { CachedExam, ExamAssignment } from '../exam-cache';
import { examServices } from '../exam-services';
import { type SubjectRef, subjectNames, subjectRef } from '../subject-names';

const GROUP_MEMBER_SQL = `SELECT g.id, g.name, g.course_id,
  EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = g.id AND m.student_id = $2) AS member
FROM groups g WHERE g.id = $1`;

/**
 * GET /group/{groupId} (DESIGN.md §4): the group with its exams populated as SPEC.md's "Exam list
 * entry", each with the meta and the student's own attempt. The content arrays are filled by the
 * content area. Members only (403 otherwise).
 */
export async function getGroup(ctx: AppContext, studentId: string, groupId: string) {
  const [group] = await examServices(ctx).sql.query<{
    id: string;
    name: string;
    course_id: string | null;
    member: boolean;
  }>('exam-group-member', GROUP_MEMBER_SQL, [groupId, studentId]);
  if (!group) throw notFound('No such group', 'This group does not exist.');
  if (!group.member) throw forbidden('Not your group', 'You are not a member of this group.');
  return {
    _id: group.id,
    name: group.name,
    courseId: group.course_id,
    ...(await groupContentItems(ctx.db, group.id)),
    exams: await groupExamEntries(ctx, studentId, group),
  };
}

const GROUP_ATTEMPTS_SQL = `SELECT exam_id, id, started_at, submitted_at FROM exam_attempts
WHERE student_id = $1 AND exam_id = ANY($2::uuid[])`;

/** The exams given to a group as SPEC.md's exam list entries, latest start first. */
export async function groupExamEntries(
  ctx: AppContext,
  studentId: string,
  group: { id: string; name: string },
) {
  const services = examServices(ctx);
  const examIds = await services.exams.examIdsOfGroup(group.id);
  const exams = (await Promise.all(examIds.map((id) => services.exams.get(id)))).filter(
    (e): e is CachedExam => e !== null,
  );
  if (exams.length === 0) return [];
  const attempts = await services.sql.query<{
    exam_id: string;
    id: string;
    started_at: Date;
    submitted_at: Date | null;
  }>('exam-group-attempts', GROUP_ATTEMPTS_SQL, [studentId, exams.map((e) => e.id)]);
  const attemptOf = new Map(
    attempts.map((a) => [
      a.exam_id,
      {
        id: a.id,
        startedAt: new Date(a.started_at),
        submittedAt: a.submitted_at ? new Date(a.submitted_at) : null,
      },
    ]),
  );
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
