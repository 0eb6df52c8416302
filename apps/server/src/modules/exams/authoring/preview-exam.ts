import { randomUUID } from 'node:crypto';
import { personalDeadline, questionOrder, remainingSeconds } from '@lms/domain';
import type { ExamPaperView, ExamQuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import type { ExamAssignment } from '../exam-cache';
import { loadExam } from '../exam-cache';
import { deliveredQuestions, drawForAttempt } from '../exam-paper';
import { questionsJson } from '../paper-json';
import { paperView } from '../paper-view';

/** The schedule a preview of an exam given to no group shows: open now for an hour. */
const PREVIEW_MINUTES = 60;

/**
 * The exam paper exactly as a student receives it when starting now, built by the same code as the
 * student's (questions and options shuffled as for one new attempt, no keys): the schedule of the
 * given group, else of the group whose window opens first, else an hour from now. A segmented exam
 * shows every subject's questions (a student sees only the subjects chosen); an exam with pools, one
 * draw. Nothing is stored.
 */
export async function previewExam(
  ctx: AppContext,
  staffId: string,
  examId: string,
  groupId: string | undefined,
): Promise<ExamPaperView> {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const now = ctx.now();
  const given = [...exam.assignments.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const assignment: ExamAssignment | undefined = groupId ? exam.assignments.get(groupId) : given[0];
  if (groupId && !assignment) throw notFound('This exam is not given to this group');
  const timing = {
    durationMinutes: assignment?.duration ?? PREVIEW_MINUTES,
    endsAt: exam.isPractice ? null : (assignment?.endsAt ?? null),
    isPractice: exam.isPractice,
  };
  const seed = randomUUID();
  // An exam with pools shows one draw, as a new attempt would get.
  const delivered =
    exam.pools.length > 0 ? deliveredQuestions(exam, null, drawForAttempt(exam, seed)) : exam.questions;
  const ordered = questionOrder(delivered, seed, exam.shuffleQuestions);
  const questions = JSON.parse(questionsJson(exam, seed, ordered).toString()) as ExamQuestionView[];
  const paper = await paperView(
    ctx,
    exam,
    delivered,
    {
      groupId: assignment?.groupId ?? '',
      startsAt: assignment?.startsAt ?? now,
      endsAt: timing.endsAt,
      duration: timing.durationMinutes,
      multipleTimesSubmission: assignment?.multipleTimesSubmission ?? true,
      cutMarks: assignment?.cutMarks ?? null,
    },
    {
      studentStartsAt: now,
      attempt: {
        _id: seed,
        examId: exam.id,
        groupId: assignment?.groupId ?? '',
        studentId: staffId,
        startsAt: now.toISOString(),
        studentStartsAt: now.toISOString(),
        submittedAt: null,
        deadline: new Date(personalDeadline(now, timing)).toISOString(),
        remainingSeconds: remainingSeconds(now, now, timing),
        duration: timing.durationMinutes,
        endsAt: timing.endsAt?.toISOString() ?? null,
        isPracticeExam: exam.isPractice,
        serverTime: now.toISOString(),
      },
      answers: [],
    },
  );
  return { ...paper, questions };
}
