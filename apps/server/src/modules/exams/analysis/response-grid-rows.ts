import { gridCell } from '@lms/domain';
import type { ResponseGridView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import type { CachedExam } from '../exam-cache';
import { type GridStudentRow, gridAnswers } from './report-repository';

const FILE_GIVEN = { name: '', key: '', type: '' };

/** The exam's questions as grid columns, in the exam's order. */
export function gridQuestions(exam: CachedExam): ResponseGridView['questions'] {
  return exam.questions.map((q, index) => ({
    questionId: q.id,
    position: index + 1,
    type: q.type,
    title: q.title,
    point: q.point,
  }));
}

/** The students' rows with one cell per question, each scored by the exam's rule (`gridCell`). */
export async function gridRowsOf(
  ctx: AppContext,
  exam: CachedExam,
  students: GridStudentRow[],
): Promise<ResponseGridView['items']> {
  const answers = await gridAnswers(
    ctx,
    students.map((s) => s.attemptId),
  );
  const byAttempt = new Map<string, Map<string, (typeof answers)[number]>>();
  for (const a of answers) {
    const of = byAttempt.get(a.attemptId) ?? new Map();
    of.set(a.questionId, a);
    byAttempt.set(a.attemptId, of);
  }
  return students.map(({ attemptId, ...s }) => {
    const saved = byAttempt.get(attemptId);
    return {
      ...s,
      cells: exam.questions.map((q) => {
        const a = saved?.get(q.id);
        return gridCell(
          q,
          a && {
            answer: a.answer,
            // Only whether files were given matters to the cell.
            extra: a.extraCount > 0 ? [FILE_GIVEN] : [],
            examinerMarks: a.examinerMarks,
          },
          exam.negativeMarking,
        );
      }),
    };
  });
}
