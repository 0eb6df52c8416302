import type { AppContext } from '../../../context';
import { sumProgress } from './marking-progress';
import { markingExamRows, markingProgressRows } from './marking-repository';

/** A page of exams with written questions, newest first, with how far their marking is. */
export async function listMarkingExams(
  ctx: AppContext,
  q: { search?: string; limit: number; offset: number },
) {
  const { rows, total } = await markingExamRows(ctx.db, q);
  const progress = await markingProgressRows(
    ctx.db,
    rows.map((r) => r.examId),
  );
  const items = rows.map((r) => ({
    examId: r.examId,
    title: r.title,
    isPractice: r.isPractice,
    writtenQuestions: r.writtenQuestions,
    ...sumProgress(progress.filter((p) => p.examId === r.examId)),
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total };
}
