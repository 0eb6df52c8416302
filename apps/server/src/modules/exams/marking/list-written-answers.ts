import { isWrittenQuestionType } from '@lms/domain';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { writtenAnswerRows } from '../results/result-repository';
import { scorePendingResults } from '../results/score-pending';

/** Written answers of submitted attempts, for examiners; `pending` keeps the unmarked ones only. */
export async function listWrittenAnswers(
  ctx: AppContext,
  examId: string,
  filter: { groupId?: string; pending: boolean; limit: number; offset: number },
) {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw notFound('No such exam');
  await scorePendingResults(ctx, { examId });
  const written = exam.questions.filter((q) => isWrittenQuestionType(q.type));
  if (written.length === 0) return [];
  const rows = await writtenAnswerRows(
    ctx.db,
    examId,
    written.map((q) => q.id),
    filter,
  );
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
