import { HISTOGRAM_BINS, histogramBins, openWindows, round2, share } from '@lms/domain';
import type { ExamStatisticsView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import type { CachedExam } from '../exam-cache';
import { examServices } from '../exam-services';
import { groupNamesByIds } from '../results/publish-repository';
import { absentCount } from '../results/result-repository';
import { scorePendingResults } from '../results/score-pending';
import { histogramCounts, resultFigures } from './analysis-repository';

const marks = (value: number | null) => (value === null ? null : round2(value));

/**
 * An exam's statistics over its scored results (one group, or all), counted in the database: count,
 * mean, median, highest, lowest, pass rate (passing is what scoring stored: the pass mark and the
 * group's cut marks) and ten histogram bars over the full marks; the absent (never started) counted apart.
 */
export async function getExamStatistics(
  ctx: AppContext,
  examId: string,
  groupId: string | null,
): Promise<ExamStatisticsView> {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw notFound('No such exam');
  await scorePendingResults(ctx, { examId });
  const figures = await resultFigures(ctx, examId, groupId);
  // A segmented exam's attempts are out of their own full marks; the largest spans the chart.
  const totalMarks = figures.total ?? exam.totalMarks;
  const counts =
    figures.count > 0 && totalMarks > 0
      ? await histogramCounts(ctx, examId, groupId, totalMarks, HISTOGRAM_BINS)
      : new Map<number, number>();
  return {
    examId,
    groupId,
    totalMarks,
    count: figures.count,
    mean: marks(figures.mean),
    median: marks(figures.median),
    highest: marks(figures.highest),
    lowest: marks(figures.lowest),
    sd: marks(figures.sd),
    passed: figures.passed,
    passRate: share(figures.passed, figures.count),
    absent: await absentCount(ctx.db, examId, groupId ?? undefined),
    histogram: histogramBins(totalMarks, counts),
    pendingMarking: figures.pending,
    published: figures.published,
    groups: await groupWindows(ctx, exam),
  };
}

/** The exam's groups with their windows, by start. */
async function groupWindows(ctx: AppContext, exam: CachedExam): Promise<ExamStatisticsView['groups']> {
  const assignments = [...exam.assignments.values()].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime(),
  );
  const names = await groupNamesByIds(
    ctx.db,
    assignments.map((a) => a.groupId),
  );
  const windows = assignments.map((a) => ({
    groupId: a.groupId,
    name: names.get(a.groupId) ?? 'Group',
    endsAtMs: a.endsAt?.getTime() ?? null,
  }));
  const open = new Set(
    exam.isPractice ? [] : openWindows(windows, ctx.now().getTime()).map((w) => w.groupId),
  );
  return assignments.map((a, i) => ({
    groupId: a.groupId,
    name: windows[i]!.name,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt?.toISOString() ?? null,
    open: open.has(a.groupId),
    resultsPublishedAt: a.resultsPublishedAt?.toISOString() ?? null,
  }));
}
