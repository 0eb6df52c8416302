import { EXAM_DEADLINE_EVENT } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, conflict } from '../../../lib/http-error';
import { pushToStudents } from '../../../plugins/realtime';
import { examErrors } from '../exam-errors';
import { examServices } from '../exam-services';
import { resultsPublished } from './get-exam-monitor';
import { extendDeadlines } from './monitor-repository';

/** Whose attempts get more time: one student's, a group's (started through it), or everyone's. */
export interface ExtendTimeInput {
  minutes: number;
  studentId?: string | undefined;
  groupId?: string | undefined;
}

/**
 * Adds minutes to the deadlines of attempts in progress (submitted ones keep theirs): saves, the
 * submit and the auto-submit all read the stored deadline, and each student's open exam page is told
 * its new deadline over the socket. 404 for an unknown exam; 400 for a group the exam is not given to;
 * 409 once a group's results are published (more time would change published results), or when the
 * one student named has no attempt in progress.
 */
export async function extendTime(
  ctx: AppContext,
  examId: string,
  input: ExtendTimeInput,
): Promise<{ extended: number; minutes: number }> {
  const services = examServices(ctx);
  const exam = await services.exams.get(examId);
  if (!exam) throw examErrors.noSuchExam();
  if (input.groupId && !exam.assignments.has(input.groupId))
    throw badRequest('Not a group of this exam', 'This exam is not given to that group.');
  if (resultsPublished(exam))
    throw conflict('Results published', 'The results of this exam are published: no more time can be added.');
  const moved = await extendDeadlines(services.sql, { examId, ...input }, input.minutes);
  if (input.studentId && moved.length === 0)
    throw conflict(
      'Not sitting the exam',
      'This student has no attempt in progress: there is no time to add.',
    );
  const byDeadline = new Map<string, string[]>();
  for (const row of moved) {
    services.attempts.forget(examId, row.student_id);
    const deadline = new Date(row.deadline_at).toISOString();
    byDeadline.set(deadline, [...(byDeadline.get(deadline) ?? []), row.student_id]);
  }
  for (const [deadline, studentIds] of byDeadline)
    pushToStudents(ctx, studentIds, EXAM_DEADLINE_EVENT, { examId, deadline });
  return { extended: moved.length, minutes: input.minutes };
}
