import { isWrittenQuestionType } from '@lms/domain';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { examAnswers, examAttempts, groups, students } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { rankExam } from './rank-results';

function resultRows(ctx: AppContext, examId: string, groupId?: string) {
  const conditions: SQL[] = [eq(examAttempts.examId, examId), isNotNull(examAttempts.scoredAt)];
  if (groupId) conditions.push(eq(examAttempts.groupId, groupId));
  return ctx.db
    .select({
      attempt: examAttempts,
      name: students.name,
      sid: students.sid,
      username: students.username,
      groupName: groups.name,
    })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .innerJoin(groups, eq(groups.id, examAttempts.groupId))
    .where(and(...conditions))
    .orderBy(asc(examAttempts.rank), asc(students.name));
}

/** The scored results of an exam (optionally one group), best first, with the stored figures. */
export async function listResults(ctx: AppContext, examId: string, groupId?: string) {
  if (!(await examServices(ctx).exams.get(examId))) throw notFound('No such exam');
  return (await resultRows(ctx, examId, groupId)).map(({ attempt: a, ...s }) => ({
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
    correct: a.correct,
    incorrect: a.incorrect,
    skipped: a.skipped,
    pending: a.pending,
    startsAt: a.startedAt.toISOString(),
    submittedAt: a.submittedAt?.toISOString() ?? null,
    autoSubmitted: a.autoSubmitted,
    publishedAt: a.publishedAt?.toISOString() ?? null,
  }));
}

function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The merit list of an exam across all its groups as CSV, by merit position. Positions are computed
 * and stored first (the same as at publish time), so the list and the students' results agree.
 */
export async function meritListCsv(ctx: AppContext, examId: string): Promise<string> {
  if (!(await examServices(ctx).exams.get(examId))) throw notFound('No such exam');
  await rankExam(ctx.db, examId);
  const header = [
    'Merit Position',
    'Name',
    'Roll',
    'Mobile',
    'Group',
    'Marks Obtained',
    'Total Marks',
    'Negative Marks',
    'Without GPA',
    'Result',
    'Correct',
    'Incorrect',
    'Skipped',
    'Pending',
    'Started',
    'Submitted',
    'Published',
  ];
  const rows = (await resultRows(ctx, examId)).map(({ attempt: a, ...s }) => [
    a.rank,
    s.name,
    s.sid,
    s.username,
    s.groupName,
    a.marksObtained,
    a.totalMarks,
    a.negativeMarks,
    a.withoutGpa,
    a.passed ? 'Passed' : 'Failed',
    a.correct,
    a.incorrect,
    a.skipped,
    a.pending,
    a.startedAt.toISOString(),
    a.submittedAt?.toISOString() ?? '',
    a.publishedAt?.toISOString() ?? '',
  ]);
  return `${[header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Written answers of submitted attempts, for examiners; `pending` keeps the unmarked ones only. */
export async function listWrittenAnswers(
  ctx: AppContext,
  examId: string,
  filter: { groupId?: string; pending: boolean; limit: number; offset: number },
) {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw notFound('No such exam');
  const written = exam.questions.filter((q) => isWrittenQuestionType(q.type));
  if (written.length === 0) return [];
  const conditions: SQL[] = [
    eq(examAttempts.examId, examId),
    isNotNull(examAttempts.submittedAt),
    inArray(
      examAnswers.questionId,
      written.map((q) => q.id),
    ),
  ];
  if (filter.groupId) conditions.push(eq(examAttempts.groupId, filter.groupId));
  if (filter.pending) conditions.push(isNull(examAnswers.examinerMarks));
  const rows = await ctx.db
    .select({ answer: examAnswers, attempt: examAttempts, name: students.name, sid: students.sid })
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .where(and(...conditions))
    .orderBy(asc(examAttempts.submittedAt), asc(examAnswers.questionId))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map(({ answer: a, attempt, ...s }) => {
    const q = exam.questionById.get(a.questionId)!;
    return {
      attemptId: a.attemptId,
      studentId: attempt.studentId,
      name: s.name,
      sid: s.sid,
      groupId: attempt.groupId,
      questionId: a.questionId,
      questionTitle: q.title,
      type: q.type,
      point: q.point,
      answer: a.answer,
      extra: a.extra,
      marks: a.examinerMarks,
      notes: a.notes,
      markedAt: a.markedAt?.toISOString() ?? null,
    };
  });
}
