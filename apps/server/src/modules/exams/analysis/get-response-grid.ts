import type { ResponseGridQuery, ResponseGridView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { scorePendingResults } from '../results/score-pending';
import { reportExam } from './report-filter';
import { gridRowCount, gridStudentRows } from './report-repository';
import { gridQuestions, gridRowsOf } from './response-grid-rows';

/**
 * A page of an exam's response grid: one row per scored student (best marks first), one cell per
 * question with the options chosen, right/wrong/partly/skipped and the marks.
 */
export async function getResponseGrid(
  ctx: AppContext,
  examId: string,
  query: ResponseGridQuery,
): Promise<ResponseGridView> {
  const exam = await reportExam(ctx, examId, query);
  await scorePendingResults(ctx, { examId });
  const [students, total] = await Promise.all([
    gridStudentRows(ctx, examId, query, { limit: query.limit, offset: query.offset }),
    gridRowCount(ctx, examId, query),
  ]);
  return { questions: gridQuestions(exam), items: await gridRowsOf(ctx, exam, students), total };
}
