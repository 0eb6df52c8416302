import type { ExamPoolsView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { loadExam } from '../exam-cache';
import { paperQuestionCount } from '../exam-paper';
import { findExamPools, poolCandidateCounts } from './pool-repository';

/** An exam's pool sections with the pools kept for them, and the paper they make. */
export async function getExamPools(ctx: AppContext, examId: string): Promise<ExamPoolsView> {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const [row, counts] = await Promise.all([
    findExamPools(ctx.db, examId),
    poolCandidateCounts(ctx.db, examId),
  ]);
  const byPool = new Map(counts.map((c) => [c.pool, c]));
  return {
    examId,
    pools: (row?.pools ?? []).map((section, index) => ({
      ...section,
      poolSize: byPool.get(index)?.size ?? 0,
      point: byPool.get(index)?.point ?? 0,
    })),
    questionCount: paperQuestionCount(exam),
    totalMarks: exam.totalMarks,
    setCount: exam.setCount,
  };
}
