import { isWrittenQuestionType } from '@lms/domain';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import type { CachedExam, ExamQuestion } from '../cached-exam';
import { examServices } from '../exam-services';
import { type MarkingProgress, sumProgress } from './marking-progress';
import { markingProgressRows } from './marking-repository';

/** A written question of an exam as the marking section shows it. */
export function markingQuestionView(q: ExamQuestion, progress: MarkingProgress) {
  return {
    questionId: q.id,
    position: q.position + 1,
    title: q.title,
    type: q.type,
    point: q.point,
    modelAnswer: q.answer,
    ...progress,
  };
}

/** The exam (from the cache), or a 404. */
export async function examForMarking(ctx: AppContext, examId: string): Promise<CachedExam> {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw notFound('No such exam');
  return exam;
}

/** An exam's written questions in paper order, each with how far its marking is. */
export async function listMarkingQuestions(ctx: AppContext, examId: string) {
  const exam = await examForMarking(ctx, examId);
  const written = exam.questions.filter((q) => isWrittenQuestionType(q.type));
  const progress = await markingProgressRows(ctx.db, [examId]);
  return {
    examId,
    title: exam.title,
    questions: written.map((q) =>
      markingQuestionView(q, sumProgress(progress.filter((p) => p.questionId === q.id))),
    ),
  };
}
