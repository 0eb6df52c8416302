import type { ResultsPageView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { examSchedules } from '../exceptions/exam-schedules';
import { staffResultRow } from '../results/list-results';
import { type AbsentRow, absentCount, absentRows, scoredResultPage } from '../results/result-repository';
import { scorePendingResults } from '../results/score-pending';

type PageRow = ResultsPageView['items'][number];

/** An absent student as a results-page row: no attempt, so no figure and no position. */
function absentRow(s: AbsentRow): PageRow {
  return {
    state: 'absent',
    _id: null,
    studentId: s.studentId,
    name: s.name,
    sid: s.sid,
    username: s.username,
    groupId: s.groupId,
    groupName: s.groupName,
    marksObtained: null,
    totalMarks: null,
    negativeMarks: null,
    withoutGPA: null,
    passed: null,
    rank: null,
    branchName: s.branchName,
    branchRank: null,
    percentile: null,
    subjectRanks: {},
    correct: null,
    incorrect: null,
    partlyCorrect: null,
    skipped: null,
    pending: null,
    startsAt: null,
    submittedAt: null,
    autoSubmitted: false,
    publishedAt: null,
    source: null,
    bothPaperAndOnline: false,
    extraMinutes: 0,
    reopened: false,
    reopenReason: null,
  };
}

/**
 * A page of an exam's results (one group, a search over name, roll and mobile): the scored results best
 * first, then the absent students by name (`state` keeps to one of them), with how many match.
 */
export async function listResultsPage(
  ctx: AppContext,
  examId: string,
  filter: { groupId?: string; search?: string; state?: 'sat' | 'absent'; limit: number; offset: number },
): Promise<ResultsPageView> {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw notFound('No such exam');
  await scorePendingResults(ctx, { examId });
  const { groupId, search, state, limit, offset } = filter;
  const sat =
    state === 'absent'
      ? { rows: [], total: 0 }
      : await scoredResultPage(ctx.db, examId, { groupId, search, limit, offset });
  const schedules = await examSchedules(
    ctx.db,
    exam,
    sat.rows.map((row) => row.attempt.studentId),
  );
  const items: PageRow[] = sat.rows.map((row) => ({
    ...staffResultRow(row, schedules(row.attempt.studentId, row.attempt.groupId)?.extraMinutes),
    state: 'sat',
  }));
  if (state === 'sat') return { items, total: sat.total };
  // The absent follow the results: this page's share of them starts where the results end.
  const absentTotal = await absentCount(ctx.db, examId, groupId, search);
  const left = limit - items.length;
  if (left > 0 && absentTotal > 0) {
    const from = Math.max(0, offset - sat.total);
    const absent = await absentRows(ctx.db, examId, { groupId, search, limit: left, offset: from });
    items.push(...absent.map(absentRow));
  }
  return { items, total: sat.total + absentTotal };
}
