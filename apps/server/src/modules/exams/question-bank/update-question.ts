import type { QuestionPatch, StaffQuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { recordExamChanges } from '../results/record-exam-changes';
import { impactSentence, rescoreNotConfirmed } from '../results/rescore-impact';
import { previewQuestionUpdate } from './preview-question-update';
import { applyQuestionChange } from './question-change';
import { staffQuestionView } from './staff-question-view';

/**
 * Changes a bank question (the fields sent replace the stored ones); its id stays.
 *
 * Versioning: a live exam whose results are published (for any group or student) must keep showing and
 * scoring what its students answered, so when such exams use the question its current text is first
 * frozen into a copy (an older version, kept for them, never listed in the bank) and the question's
 * version moves up. Exams not published yet follow the change: they are reloaded on every node and
 * their submitted attempts scored again, so a corrected key corrects their results. Practice exams have
 * no publish step and follow the newest version too. In those exams an option's new wording carries the
 * answers that chose it (answers name options by their text). The question is locked while this runs,
 * so two edits at once freeze it once.
 *
 * A change that would change a scored result of a following exam is refused (409
 * `rescoreNotConfirmed`, naming each exam's impact) unless `confirmRescore`, as an exam edit is.
 */
export async function updateQuestion(
  ctx: AppContext,
  staffId: string,
  questionId: string,
  patch: QuestionPatch,
  confirmRescore?: boolean,
): Promise<StaffQuestionView> {
  if (!confirmRescore) {
    const impact = await previewQuestionUpdate(ctx, staffId, questionId, patch);
    if (impact.needsConfirmation)
      throw rescoreNotConfirmed(
        impact.exams
          .filter((e) => e.needsConfirmation)
          .map((e) => `"${e.title}": ${impactSentence(e)}`)
          .join(' '),
      );
  }
  const { row, examIds, published } = await ctx.db.transaction((tx) =>
    applyQuestionChange(tx, staffId, questionId, patch, ctx.now()),
  );
  // Published exams now point at the frozen copy: reload them, nothing to re-score.
  await recordExamChanges(ctx, [...published], { rescore: false });
  await recordExamChanges(
    ctx,
    examIds.filter((id) => !published.has(id)),
    { rescore: true },
  );
  return staffQuestionView(row);
}
