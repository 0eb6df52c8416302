import { round2, signedNegativeMarks } from '@lms/domain';
import type { ScoreboardAnalytics, ScoreboardData, ScoreboardQuery } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { batchedReads } from '../../lib/batched-reads';
import { slot } from '../../lib/context-slots';
import type { GroupCommit } from '../../lib/group-commit';
import { badRequest } from '../../lib/http-error';
import { rawSql } from '../exams/raw-sql';
import { scorePendingResults, scorePendingSeen } from '../exams/results/score-pending';
import {
  type FirstPage,
  type FirstPageKey,
  findFirstPages,
  findResultCursor,
  listScoreboardResults,
  scoreboardTotals,
} from './scoreboard-repository';

const firstPagesOf = slot<GroupCommit<FirstPageKey, FirstPage>>('scoreboard first pages');

/** The first pages students open, read in batches (results day: thousands in a minute). */
function firstPages(ctx: AppContext) {
  return ctx.slots.get(firstPagesOf, () => {
    const sql = rawSql(ctx);
    return batchedReads(ctx, 100, (keys: FirstPageKey[]) => findFirstPages(sql, keys));
  });
}

/** The student's first page as one read of a batch (two of one student in a batch are read apart). */
function readFirstPage(ctx: AppContext, studentId: string, limit: number) {
  return firstPages(ctx).add({ studentId, limit }, `${studentId}:${limit}`);
}

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
  const { rows, totals } = query.lastId
    ? await pageAfter(ctx, studentId, query.lastId, query.limit)
    : await firstPage(ctx, studentId, query.limit);
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

/**
 * The first page and the totals, read with whether anything of the student's is unscored in one
 * statement (results day's hot path); read again only after scorings the figures may predate.
 */
async function firstPage(ctx: AppContext, studentId: string, limit: number) {
  const page = await readFirstPage(ctx, studentId, limit);
  if (!(await scorePendingSeen(ctx, { studentId }, page.unscored))) return page;
  return readFirstPage(ctx, studentId, limit);
}

/** A page after the result `lastId` (400 when it is not one of this scoreboard's), and the totals. */
async function pageAfter(ctx: AppContext, studentId: string, lastId: string, limit: number) {
  await scorePendingResults(ctx, { studentId });
  const cursor = await findResultCursor(ctx.db, studentId, lastId);
  if (!cursor) throw badRequest('Invalid lastId', 'lastId must be a result of this scoreboard.');
  const [rows, totals] = await Promise.all([
    listScoreboardResults(ctx.db, studentId, cursor, limit),
    scoreboardTotals(ctx.db, studentId),
  ]);
  return { rows, totals };
}
