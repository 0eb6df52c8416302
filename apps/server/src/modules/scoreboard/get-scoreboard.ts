import { round2, signedNegativeMarks } from '@lms/domain';
import type { ScoreboardAnalytics, ScoreboardData, ScoreboardQuery } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { scorePendingResults } from '../exams/results/score-pending';
import { findResultCursor, listScoreboardResults, scoreboardTotals } from './scoreboard-repository';

/**
 * The student's scoreboard: a page of published live-exam results, newest
 * first, after `lastId`, and the live-exam analytics, all read from the figures stored when results
 * were scored and ranked (nothing is re-scored here).
 */
export async function getScoreboard(
  ctx: AppContext,
  studentId: string,
  query: ScoreboardQuery,
): Promise<ScoreboardData> {
  await scorePendingResults(ctx, { studentId });
  const cursor = query.lastId ? await findResultCursor(ctx.db, studentId, query.lastId) : undefined;
  if (query.lastId && !cursor)
    throw badRequest('Invalid lastId', 'lastId must be a result of this scoreboard.');
  const [rows, totals] = await Promise.all([
    listScoreboardResults(ctx.db, studentId, cursor, query.limit),
    scoreboardTotals(ctx.db, studentId),
  ]);
  const examResult = rows.map((r) => ({
    _id: r.id,
    studentId,
    groupId: r.stillInGroup ? r.groupId : null,
    examId: {
      _id: r.examId,
      title: r.title,
      totalMarks: r.totalMarks ?? 0,
      passMark: r.passMark,
      isPracticeExam: false,
    },
    marksObtained: r.marksObtained ?? 0,
    totalMarks: r.totalMarks ?? 0,
    negativeMarks: signedNegativeMarks(r.negativeMarks ?? 0),
    withoutGPA: r.withoutGpa ?? 0,
    passed: r.passed ?? false,
    rank: r.rank,
    gpaFactor: r.gpaHsc || r.gpaSsc ? { hsc: r.gpaHsc ?? 0, ssc: r.gpaSsc ?? 0 } : null,
    startsAt: r.startedAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
  }));
  const analytics: ScoreboardAnalytics = {
    totalExamCount: totals.count,
    passCount: totals.passed,
    failCount: totals.count - totals.passed,
    maxMarkObtained: round2(totals.max ?? 0),
    minMarkObtained: round2(totals.min ?? 0),
    averageMarkObtained: totals.count ? round2((totals.sumObtained ?? 0) / totals.count) : 0,
    totalMarksObtained: round2(totals.sumObtained ?? 0),
    totalMarks: round2(totals.sumTotal ?? 0),
  };
  return { results: { examResult }, analytics, analitycs: { liveExam: analytics } };
}
