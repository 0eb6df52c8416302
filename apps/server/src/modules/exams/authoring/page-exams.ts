import type { ExamPage, ExamStatus } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { type ExamListFilter, searchExams } from './exam-list-repository';

/**
 * A page of exams, newest first, filtered by type, status (at the server's now), group and title, each
 * with its questions' subjects.
 */
export async function pageExams(ctx: AppContext, query: ExamListFilter): Promise<ExamPage> {
  const { rows, total } = await searchExams(ctx.db, query, ctx.now());
  return {
    items: rows.map((r) => ({
      _id: r.id,
      title: r.title,
      isPracticeExam: r.isPractice,
      isSegmentedExam: r.isSegmented,
      status: r.status as ExamStatus,
      questions: r.questions,
      subjects: r.subjects,
      groups: r.groups,
      startsAt: r.startsAt ? new Date(r.startsAt).toISOString() : null,
      endsAt: r.endsAt ? new Date(r.endsAt).toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}
