import type { AppContext } from '../../../context';
import { listExamRows } from './exam-repository';

/** Exams, newest first, with how many questions and groups each has. */
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
