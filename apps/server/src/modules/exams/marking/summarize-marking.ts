import type { AppContext } from '../../../context';
import { markedByExaminerRows, markingLeftRows } from './marking-repository';

const WEEK_MS = 7 * 86_400_000;

/**
 * Marking at a glance: the exams with written answers left to mark or review (most left first, at most
 * 10), and how many answers each examiner marked in the last seven days.
 */
export async function summarizeMarking(ctx: AppContext) {
  const [exams, examiners] = await Promise.all([
    markingLeftRows(ctx.db, 10),
    markedByExaminerRows(ctx.db, new Date(ctx.now().getTime() - WEEK_MS)),
  ]);
  return {
    exams: exams.map((e) => ({
      examId: e.examId,
      title: e.title,
      unmarked: e.answers - e.marked,
      notReviewed: e.marked - e.reviewed,
    })),
    examiners,
  };
}
