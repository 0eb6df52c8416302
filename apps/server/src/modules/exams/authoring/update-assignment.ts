import { changedFields, SCHEDULE_SCORING_FIELDS } from '@lms/domain';
import type { AssignmentPatch } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { loadExam } from '../exam-cache';
import { placeOpenAttempts } from '../exceptions/refresh-deadlines';
import { recordExamChanges } from '../results/record-exam-changes';
import { requireRescoreConfirmation } from '../results/rescore-impact';
import { updateAssignmentRow } from './assignment-repository';
import { refusePastClosing, scheduleValues, scheduleView } from './schedule-values';

/**
 * A change of a group's schedule, checked: the change to make (in the caller's transaction), the
 * scoring settings it touches (`SCHEDULE_SCORING_FIELDS`), and the schedule it leaves.
 */
export async function planAssignmentChange(
  ctx: AppContext,
  examId: string,
  groupId: string,
  patch: AssignmentPatch,
) {
  const exam = await loadExam(ctx.db, examId);
  const current = exam?.assignments.get(groupId);
  if (!exam || !current) throw notFound('This exam is not given to this group');
  const values = scheduleValues(exam.isPractice, {
    startsAt: current.startsAt.toISOString(),
    endsAt: current.endsAt?.toISOString() ?? null,
    duration: current.duration,
    multipleTimesSubmission: current.multipleTimesSubmission,
    gpaFactor: current.gpaFactor
      ? { hsc: current.gpaFactor.hsc ?? 0, ssc: current.gpaFactor.ssc ?? 0 }
      : null,
    cutMarks: current.cutMarks,
    ...patch,
  });
  refusePastClosing(values.endsAt, ctx.now(), current.startsAt);
  const change = async (tx: Tx) => {
    await updateAssignmentRow(tx, current.id, values);
    // Open attempts follow the new schedule, with their exceptions and minutes added on exam day.
    const changed = {
      ...current,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      duration: values.duration,
    };
    await placeOpenAttempts(
      tx,
      { ...exam, assignments: new Map(exam.assignments).set(groupId, changed) },
      { groupId },
    );
  };
  const gpa = (hsc: number | null | undefined, ssc: number | null | undefined) => ({
    hsc: hsc ?? 0,
    ssc: ssc ?? 0,
  });
  const fields = changedFields(
    SCHEDULE_SCORING_FIELDS,
    { gpaFactor: gpa(current.gpaFactor?.hsc, current.gpaFactor?.ssc), cutMarks: current.cutMarks ?? null },
    { gpaFactor: gpa(values.gpaHsc, values.gpaSsc), cutMarks: values.cutMarks ?? null },
  );
  return { assignmentId: current.id, values, change, fields };
}

/**
 * Changes a group's schedule of an exam. Open attempts get their personal deadline again from the new
 * schedule, keeping the minutes staff added to them on exam day; a change of GPA factors or cut marks scores the submitted attempts again.
 * A window not open yet may not be set to close before now; one that opened may (the exam ends).
 * A scoring change that would change a scored result is refused (409 naming the impact) unless
 * `confirmRescore`.
 */
export async function updateAssignment(
  ctx: AppContext,
  examId: string,
  groupId: string,
  patch: AssignmentPatch,
  confirmRescore?: boolean,
) {
  const { assignmentId, values, change, fields } = await planAssignmentChange(ctx, examId, groupId, patch);
  await requireRescoreConfirmation(ctx, examId, fields, change, confirmRescore);
  await recordExamChanges(ctx, [examId], { rescore: fields.length > 0, change });
  return { _id: assignmentId, examId, groupId, ...scheduleView(values) };
}
