import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { exams } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/http-error';
import { loadExam } from '../exam-cache';
import { questionsByIds, staffQuestionView } from '../question-bank/question-repository';
import { examsChanged } from '../results/rescore-exam';
import { sanitizeStaffHtml } from '../sanitize';
import { type ExamInput, type examPatch, segmentedProblems } from './exam-input';
import { listExamRows, replaceExamQuestions } from './exam-repository';

/** The questions of an exam input with their points, checked against the bank and the segmented rules. */
async function checkedQuestions(ctx: AppContext, input: ExamInput) {
  const ids = input.questions.map((q) => q.questionId);
  if (new Set(ids).size !== ids.length) throw badRequest('Invalid exam', 'a question is listed twice');
  const facts = new Map((await questionsByIds(ctx.db, ids)).map((q) => [q.id, q]));
  const unknown = ids.filter((questionId) => !facts.has(questionId));
  if (unknown.length) throw badRequest('Invalid exam', `no question with the id(s) ${unknown.join(', ')}`);
  if (input.isSegmentedExam) {
    const problems = segmentedProblems(
      input.segmentedExamDetails,
      ids.map((questionId) => facts.get(questionId)!.subjectId),
    );
    if (problems.length) throw badRequest('Invalid exam', problems.join('; '));
  }
  return input.questions.map((q) => ({
    questionId: q.questionId,
    point: q.point ?? facts.get(q.questionId)!.point,
  }));
}

function examValues(input: ExamInput) {
  return {
    title: input.title,
    instruction: sanitizeStaffHtml(input.instruction),
    subjectId: input.subjectId,
    isPractice: input.isPracticeExam,
    isSegmented: input.isSegmentedExam,
    segmentedDetails: input.isSegmentedExam ? input.segmentedExamDetails : null,
    negativeMarkPerQuestion: input.negativeMarkPerQuestion,
    passMark: input.passMark,
    shuffleQuestions: input.shuffleQuestions,
    shuffleOptions: input.shuffleOptions,
  };
}

/** Creates an exam with its questions. */
export async function createExam(ctx: AppContext, staffId: string, input: ExamInput) {
  const list = await checkedQuestions(ctx, input);
  const examId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exams)
      .values({ ...examValues(input), createdBy: staffId })
      .returning({ id: exams.id });
    await replaceExamQuestions(tx, row!.id, list);
    return row!.id;
  });
  return getExamForStaff(ctx, examId);
}

/**
 * Changes an exam (the fields sent replace the stored ones; `questions` replaces the list). Every node
 * reloads it, and submitted attempts are scored again.
 */
export async function updateExam(ctx: AppContext, examId: string, patch: z.infer<typeof examPatch>) {
  const current = await loadExam(ctx.db, examId);
  if (!current) throw notFound('No such exam');
  const input: ExamInput = {
    title: current.title,
    instruction: current.instruction,
    subjectId: current.subjectId,
    isPracticeExam: current.isPractice,
    isSegmentedExam: current.isSegmented,
    segmentedExamDetails: current.segmentedDetails
      ? {
          ...current.segmentedDetails,
          mandatorySubjects: [...current.segmentedDetails.mandatorySubjects],
          compulsoryOptionalSubjects: [...current.segmentedDetails.compulsoryOptionalSubjects],
          optionalSubjects: [...current.segmentedDetails.optionalSubjects],
        }
      : null,
    negativeMarkPerQuestion: current.negativeMarkPerQuestion,
    passMark: current.passMark,
    shuffleQuestions: current.shuffleQuestions,
    shuffleOptions: current.shuffleOptions,
    questions: current.questions.map((q) => ({ questionId: q.id, point: q.point })),
    ...patch,
  };
  const list = await checkedQuestions(ctx, input);
  await ctx.db.transaction(async (tx) => {
    await tx.update(exams).set(examValues(input)).where(eq(exams.id, examId));
    if (patch.questions) await replaceExamQuestions(tx, examId, list);
  });
  await examsChanged(ctx, [examId], { rescore: true });
  return getExamForStaff(ctx, examId);
}

/** An exam as staff see it: questions with keys and points, and its groups with their schedules. */
export async function getExamForStaff(ctx: AppContext, examId: string) {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const byId = new Map(
    (
      await questionsByIds(
        ctx.db,
        exam.questions.map((q) => q.id),
      )
    ).map((r) => [r.id, r]),
  );
  return {
    _id: exam.id,
    title: exam.title,
    instruction: exam.instruction,
    subjectId: exam.subjectId,
    isPracticeExam: exam.isPractice,
    isSegmentedExam: exam.isSegmented,
    segmentedExamDetails: exam.segmentedDetails,
    negativeMarkPerQuestion: exam.negativeMarkPerQuestion,
    passMark: exam.passMark,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    totalMarks: exam.totalMarks,
    version: exam.version,
    questions: exam.questions.map((q) => ({ ...staffQuestionView(byId.get(q.id)!), point: q.point })),
    assignments: [...exam.assignments.values()].map((a) => ({
      _id: a.id,
      groupId: a.groupId,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt?.toISOString() ?? null,
      duration: a.duration,
      multipleTimesSubmission: a.multipleTimesSubmission,
      gpaFactor: a.gpaFactor,
      cutMarks: a.cutMarks,
      resultsPublishedAt: a.resultsPublishedAt?.toISOString() ?? null,
    })),
  };
}

/** Exams, newest first. */
export async function listExams(ctx: AppContext, page: { limit: number; offset: number }) {
  const rows = await listExamRows(ctx.db, page.limit, page.offset);
  return rows.map((r) => ({
    _id: r.id,
    title: r.title,
    isPracticeExam: r.isPractice,
    isSegmentedExam: r.isSegmented,
    subjectId: r.subjectId,
    questions: r.questions,
    groups: r.groups,
    createdAt: r.createdAt.toISOString(),
  }));
}
