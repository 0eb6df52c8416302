import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { examSchedules } from '../exceptions/exam-schedules';
import { type ScoredResultRow, scoredResultRows } from './result-repository';
import { scorePendingResults } from './score-pending';

/** The scored results of an exam (optionally one group), best first, with the stored figures. */
export async function listResults(ctx: AppContext, examId: string, groupId?: string) {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw notFound('No such exam');
  await scorePendingResults(ctx, { examId });
  const rows = await scoredResultRows(ctx.db, examId, groupId);
  const schedules = await examSchedules(
    ctx.db,
    exam,
    rows.map((row) => row.attempt.studentId),
  );
  return rows.map((row) =>
    staffResultRow(row, schedules(row.attempt.studentId, row.attempt.groupId)?.extraMinutes),
  );
}

/** A scored result row as staff see it, with the minutes exceptions added to the student's deadline. */
export function staffResultRow({ attempt: a, ...s }: ScoredResultRow, extraMinutes = 0) {
  return {
    _id: a.id,
    studentId: a.studentId,
    name: s.name,
    sid: s.sid,
    username: s.username,
    groupId: a.groupId,
    groupName: s.groupName,
    marksObtained: a.marksObtained,
    totalMarks: a.totalMarks,
    negativeMarks: a.negativeMarks,
    withoutGPA: a.withoutGpa,
    passed: a.passed,
    rank: a.rank,
    branchName: s.branchName,
    branchRank: a.branchRank,
    percentile: a.percentile,
    subjectRanks: a.subjectRanks ?? {},
    correct: a.correct,
    incorrect: a.incorrect,
    partlyCorrect: a.partlyCorrect,
    skipped: a.skipped,
    pending: a.pending,
    startsAt: a.startedAt.toISOString(),
    submittedAt: a.submittedAt?.toISOString() ?? null,
    autoSubmitted: a.autoSubmitted,
    publishedAt: a.publishedAt?.toISOString() ?? null,
    source: a.source,
    bothPaperAndOnline: s.bothPaperAndOnline,
    extraMinutes,
    reopened: a.reopenedAt !== null,
    reopenReason: a.reopenReason,
  };
}
