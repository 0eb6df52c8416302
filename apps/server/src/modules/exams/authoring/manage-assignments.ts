import { personalDeadline } from '@lms/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/client';
import { examAssignments, examAttempts, groups } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { notifyExamAssigned } from '../../notifications/notify-events';
import { loadExam } from '../exam-cache';
import { examsChanged } from '../results/rescore-exam';
import { id } from '../schemas';

const fields = {
  startsAt: z.iso.datetime({ offset: true }),
  /** End of a live exam's window; ignored for practice exams (no end). */
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  /** Minutes. */
  duration: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  multipleTimesSubmission: z.boolean(),
  gpaFactor: z
    .object({ hsc: z.number().min(0).max(100).default(0), ssc: z.number().min(0).max(100).default(0) })
    .nullable(),
  cutMarks: z.number().min(0).max(10_000).nullable(),
};

/** An exam given to a group with its schedule. */
export const assignmentInput = z.object({
  groupId: id,
  ...fields,
  endsAt: fields.endsAt.optional().transform((v) => v ?? null),
  multipleTimesSubmission: fields.multipleTimesSubmission.default(true),
  gpaFactor: fields.gpaFactor.optional().transform((v) => v ?? null),
  cutMarks: fields.cutMarks.optional().transform((v) => v ?? null),
});

/** A change to a schedule: the fields sent replace the stored ones. */
export const assignmentPatch = z.object(fields).partial();

type Schedule = Omit<z.infer<typeof assignmentInput>, 'groupId'>;

function scheduleValues(isPractice: boolean, s: Schedule) {
  const startsAt = new Date(s.startsAt);
  const endsAt = isPractice || !s.endsAt ? null : new Date(s.endsAt);
  if (!isPractice && !endsAt) throw badRequest('Invalid schedule', 'a live exam needs endsAt');
  if (endsAt && endsAt <= startsAt) throw badRequest('Invalid schedule', 'endsAt must be after startsAt');
  return {
    startsAt,
    endsAt,
    duration: s.duration,
    multipleTimesSubmission: s.multipleTimesSubmission,
    gpaHsc: s.gpaFactor?.hsc || null,
    gpaSsc: s.gpaFactor?.ssc || null,
    cutMarks: s.cutMarks || null,
  };
}

/** Gives an exam to a group with its schedule; the group's students are notified. */
export async function assignExam(ctx: AppContext, examId: string, input: z.infer<typeof assignmentInput>) {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const [group] = await ctx.db.select().from(groups).where(eq(groups.id, input.groupId));
  if (!group) throw notFound('No such group');
  const values = scheduleValues(exam.isPractice, input);
  const [row] = await ctx.db
    .insert(examAssignments)
    .values({ examId, groupId: input.groupId, ...values })
    .onConflictDoNothing()
    .returning({ id: examAssignments.id });
  if (!row) throw conflict('Already given to this group', 'Change its schedule instead.');
  await examsChanged(ctx, [examId], { rescore: false });
  await notifyExamAssigned(ctx, {
    groupId: group.id,
    examId,
    title: exam.title,
    isPracticeExam: exam.isPractice,
    ...(group.courseId ? { courseId: group.courseId } : {}),
  });
  return { _id: row.id, examId, groupId: group.id, ...scheduleView(values) };
}

function scheduleView(v: ReturnType<typeof scheduleValues>) {
  return {
    startsAt: v.startsAt.toISOString(),
    endsAt: v.endsAt?.toISOString() ?? null,
    duration: v.duration,
    multipleTimesSubmission: v.multipleTimesSubmission,
    gpaFactor: v.gpaHsc || v.gpaSsc ? { hsc: v.gpaHsc ?? 0, ssc: v.gpaSsc ?? 0 } : null,
    cutMarks: v.cutMarks,
  };
}

/**
 * Changes a group's schedule of an exam. Open attempts get their personal deadline again from the new
 * schedule; a change of GPA factors or cut marks scores the submitted attempts again.
 */
export async function updateAssignment(
  ctx: AppContext,
  examId: string,
  groupId: string,
  patch: z.infer<typeof assignmentPatch>,
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
  await ctx.db.transaction(async (tx) => {
    await tx.update(examAssignments).set(values).where(eq(examAssignments.id, current.id));
    await moveDeadlines(tx, examId, groupId, {
      durationMinutes: values.duration,
      endsAt: values.endsAt,
      isPractice: exam.isPractice,
    });
  });
  const scoringChanged =
    (values.gpaHsc ?? 0) !== (current.gpaFactor?.hsc ?? 0) ||
    (values.gpaSsc ?? 0) !== (current.gpaFactor?.ssc ?? 0) ||
    (values.cutMarks ?? null) !== (current.cutMarks ?? null);
  await examsChanged(ctx, [examId], { rescore: scoringChanged });
  return { _id: current.id, examId, groupId, ...scheduleView(values) };
}

async function moveDeadlines(
  tx: Queryable,
  examId: string,
  groupId: string,
  timing: { durationMinutes: number; endsAt: Date | null; isPractice: boolean },
) {
  const open = await tx
    .select({ id: examAttempts.id, startedAt: examAttempts.startedAt })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.examId, examId),
        eq(examAttempts.groupId, groupId),
        isNull(examAttempts.submittedAt),
      ),
    );
  if (open.length === 0) return;
  const deadlines = open.map((a) => ({
    id: a.id,
    deadline: new Date(personalDeadline(a.startedAt, timing)).toISOString(),
  }));
  await tx.execute(sql`update exam_attempts a set deadline_at = v.deadline
    from jsonb_to_recordset(${JSON.stringify(deadlines)}::jsonb) as v(id uuid, deadline timestamptz)
    where a.id = v.id`);
}

/** Takes an exam away from a group (its results stay for the scoreboard). */
export async function removeAssignment(ctx: AppContext, examId: string, groupId: string) {
  const gone = await ctx.db
    .delete(examAssignments)
    .where(and(eq(examAssignments.examId, examId), eq(examAssignments.groupId, groupId)))
    .returning({ id: examAssignments.id });
  if (gone.length === 0) throw notFound('This exam is not given to this group');
  await examsChanged(ctx, [examId], { rescore: false });
  return { examId, groupId, removed: true };
}
