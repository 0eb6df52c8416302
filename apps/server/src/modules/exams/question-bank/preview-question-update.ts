import type { QuestionPatch, QuestionUpdateImpactView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { previewRescore } from '../results/rescore-impact';
import { applyQuestionChange, checkedQuestionChange } from './question-change';
import { examsUsingQuestion, findQuestion } from './question-repository';
import { publishedExamIds } from './question-version-repository';

/**
 * What a change of a bank question would do to the scored results of the exams following it (every
 * exam using it but those with published results, which keep a frozen copy): for each, the change is
 * made as the save makes it and rolled back, and the exam's scored attempts are scored under it
 * (`previewRescore`). Nothing is stored. A change of nothing scoring reads previews no exam.
 */
export async function previewQuestionUpdate(
  ctx: AppContext,
  staffId: string,
  questionId: string,
  patch: QuestionPatch,
): Promise<QuestionUpdateImpactView> {
  const current = await findQuestion(ctx.db, questionId);
  if (!current) throw notFound('No such question');
  const { fields } = checkedQuestionChange(current, patch);
  const exams: QuestionUpdateImpactView['exams'] = [];
  if (fields.length > 0) {
    const examIds = await examsUsingQuestion(ctx.db, questionId);
    const published = await publishedExamIds(ctx.db, examIds);
    for (const examId of examIds.filter((id) => !published.has(id))) {
      const impact = await previewRescore(ctx, examId, fields, async (tx) => {
        await applyQuestionChange(tx, staffId, questionId, patch, ctx.now());
      });
      if (impact.results === 0) continue;
      const title = (await examServices(ctx).exams.get(examId))?.title ?? '';
      exams.push({ ...impact, title });
    }
  }
  return { exams, needsConfirmation: exams.some((e) => e.needsConfirmation) };
}
