import { negativeFraction, retakesLeft, type StudentSchedule } from '@lms/domain';
import type { GroupExamsView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { forbidden, notFound } from '../../../lib/http-error';
import { cachedGroupContentItems } from '../../content/group-content';
import type { CachedExam, ExamAssignment } from '../exam-cache';
import { paperQuestionCount } from '../exam-paper';
import { examServices } from '../exam-services';
import { changesOfExamsFrom } from '../exceptions/exception-repository';
import { scheduleOf } from '../exceptions/student-schedule';
import type { GroupExamRow, GroupWithExamsRow } from '../group-exams-repository';
import { retakesUsedOf } from '../retake-repository';
import { subjectNames } from '../subject-names';

/**
 * GET /group/{groupId}: the group with its exams populated as exam list entries, each with the meta
 * and the student's own attempt. The content arrays are filled by the content area. Members only
 * (403 otherwise).
 */
export async function getGroup(ctx: AppContext, studentId: string, groupId: string): Promise<GroupExamsView> {
  const group = await examServices(ctx).groups.add({ groupId, studentId }, `${groupId}:${studentId}`);
  if (!group) throw notFound('No such group', 'This group does not exist.');
  if (!group.member) throw forbidden('Not your group', 'You are not a member of this group.');
  return {
    _id: group.id,
    name: group.name,
    courseId: group.course_id,
    ...(await cachedGroupContentItems(ctx, group.id)),
    exams: await examEntries(ctx, studentId, group, group.exams),
  };
}

/** The exams given to a group as exam list entries, latest start first. */
async function examEntries(
  ctx: AppContext,
  studentId: string,
  group: GroupWithExamsRow,
  rows: GroupExamRow[],
) {
  const cache = examServices(ctx).exams;
  const exams = (await Promise.all(rows.map((r) => cache.get(r.examId)))).filter(
    (e): e is CachedExam => e !== null,
  );
  if (exams.length === 0) return [];
  const attemptOf = new Map(
    rows.flatMap((r) =>
      r.id && r.startedAt
        ? [
            [
              r.examId,
              {
                id: r.id,
                startedAt: new Date(r.startedAt),
                submittedAt: r.submittedAt ? new Date(r.submittedAt) : null,
                deadline: r.deadlineAt ? new Date(r.deadlineAt) : null,
              },
            ] as const,
          ]
        : [],
    ),
  );
  // Exceptions and standing extra time give the student their own schedule (and retake limit).
  const changesOf = changesOfExamsFrom(group);
  const scheduleFor = new Map(
    exams.flatMap((exam) => {
      const assignment = exam.assignments.get(group.id);
      return assignment ? [[exam.id, scheduleOf(exam, assignment, changesOf(exam.id))] as const] : [];
    }),
  );
  // Only finished practice exams with a retake limit need the count (never the live exams of exam day).
  const used = await retakesUsedOf(
    ctx.db,
    studentId,
    exams
      .filter((e) => e.isPractice && scheduleFor.get(e.id)?.retakeLimit != null && attemptOf.has(e.id))
      .map((e) => e.id),
  );
  const names = await subjectNames(
    ctx,
    exams.flatMap((e) => [e.subjectId, ...segmentSubjectIds(e), ...e.questions.map((q) => q.subjectId)]),
  );
  return exams
    .flatMap((exam) => {
      const assignment = exam.assignments.get(group.id);
      const schedule = scheduleFor.get(exam.id);
      if (!assignment || !schedule) return [];
      const attempt = attemptOf.get(exam.id);
      const left = exam.isPractice ? retakesLeft(schedule.retakeLimit, used.get(exam.id) ?? 0) : 0;
      return [entry(exam, assignment, group, attempt && { ...attempt, retakesLeft: left }, names, schedule)];
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

/** The subjects of an exam's questions, each once, in paper order (those with a name only). */
function questionSubjects(exam: CachedExam, names: Map<string, string>): { _id: string; name: string }[] {
  const ids = new Set(
    exam.questions.flatMap((q) => (q.subjectId && names.has(q.subjectId) ? [q.subjectId] : [])),
  );
  return [...ids].map((id) => ({ _id: id, name: names.get(id)! }));
}

function entry(
  exam: CachedExam,
  assignment: ExamAssignment,
  group: { id: string; name: string },
  attempt:
    | {
        id: string;
        startedAt: Date;
        submittedAt: Date | null;
        deadline: Date | null;
        retakesLeft: number | null;
      }
    | undefined,
  names: Map<string, string>,
  schedule: StudentSchedule,
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
      questions: exam.questions.map((q) => q.id),
      questionCount: details ? details.totalQuestions : paperQuestionCount(exam),
      subjectId: exam.subjectId,
      subjectName: exam.subjectId ? (names.get(exam.subjectId) ?? null) : null,
      questionSubjects: questionSubjects(exam, names),
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
      negativeMarkPerQuestion: negativeFraction(exam.negativeMarking),
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
          retakesLeft: attempt.retakesLeft,
          ...(attempt.deadline ? { deadline: attempt.deadline.toISOString() } : {}),
        }
      : null,
    ownSchedule: schedule.changed ? ownSchedule(schedule) : null,
  };
}

/** A student's own schedule as the exam list sends it. */
function ownSchedule(schedule: StudentSchedule) {
  return {
    startsAt: new Date(schedule.startsAt).toISOString(),
    endsAt: schedule.endsAt === null ? null : new Date(schedule.endsAt).toISOString(),
    duration: schedule.durationMinutes,
    extraMinutes: schedule.extraMinutes,
  };
}
