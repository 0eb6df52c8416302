import type { ReopenAttemptInput } from '@lms/domain/contract';
import { EXAM_DEADLINE_EVENT } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/http-error';
import { pushToStudents } from '../../../plugins/realtime';
import { examErrors } from '../exam-errors';
import { announceAttemptChange, examServices } from '../exam-services';
import { rankExam } from '../results/rank-results';
import { findReopenState, storeReopen } from './reopen-repository';

type ReopenState = NonNullable<Awaited<ReturnType<typeof findReopenState>>>;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function reopenView(examId: string, row: ReopenState, reopenedNow: boolean) {
  return {
    examId,
    studentId: row.studentId,
    attemptId: row.id,
    submittedAt: iso(row.submittedAt),
    deadline: new Date(row.deadlineAt).toISOString(),
    reopenedAt: iso(row.reopenedAt),
    reopenReason: row.reopenReason,
    reopenedNow,
  };
}

/** A student's attempt as the audit log keeps it before a reopening; 404 without one. */
export async function getReopenState(ctx: AppContext, examId: string, studentId: string) {
  const row = await findReopenState(ctx.db, examId, studentId);
  if (!row) throw notFound('No attempt', 'This student has not sat this exam online.');
  return reopenView(examId, row, false);
}

/**
 * POST /staff/exams/{examId}/students/{studentId}/reopen: a submitted attempt goes back in progress with
 * `minutes` from now; its result leaves the ranks (the others are ranked again) until the student submits
 * again, and results say it was reopened. Sent again while it is still open, nothing changes
 * (`reopenedNow: false`). 404 for an unknown exam or no attempt; 409 for an attempt never submitted.
 */
export async function reopenAttempt(
  ctx: AppContext,
  staffId: string,
  examId: string,
  studentId: string,
  input: ReopenAttemptInput,
) {
  if (!(await examServices(ctx).exams.get(examId))) throw examErrors.noSuchExam();
  const now = ctx.now();
  const deadline = new Date(now.getTime() + input.minutes * 60_000);
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await findReopenState(tx, examId, studentId, true);
    if (!row) throw notFound('No attempt', 'This student has not sat this exam online.');
    if (!row.submittedAt) {
      if (row.reopenedAt) return reopenView(examId, row, false);
      throw conflict(
        'Not submitted',
        'This attempt is still in progress: add minutes on the exam monitor instead.',
      );
    }
    await storeReopen(tx, row.id, { deadline, at: now, by: staffId, reason: input.reason });
    return reopenView(
      examId,
      { ...row, submittedAt: null, deadlineAt: deadline, reopenedAt: now, reopenReason: input.reason },
      true,
    );
  });
  if (outcome.reopenedNow) {
    examServices(ctx).attempts.forget(examId, studentId);
    announceAttemptChange(ctx, examId, studentId);
    await rankExam(ctx.db, examId);
    pushToStudents(ctx, [studentId], EXAM_DEADLINE_EVENT, { examId, deadline: outcome.deadline });
  }
  return outcome;
}
