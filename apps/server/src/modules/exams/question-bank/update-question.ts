import { optionRenames } from '@lms/domain';
import { type QuestionPatch, questionInput, type StaffQuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { renameChosenOptions } from '../answer-repository';
import { recordExamChanges } from '../results/record-exam-changes';
import { checkedQuestion } from './question-input';
import { examsUsingQuestion, lockQuestion, updateQuestionRow } from './question-repository';
import { freezeVersion, publishedExamIds } from './question-version-repository';
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
 */
export async function updateQuestion(
  ctx: AppContext,
  staffId: string,
  questionId: string,
  patch: QuestionPatch,
): Promise<StaffQuestionView> {
  const { row, examIds, published } = await ctx.db.transaction(async (tx) => {
    const current = await lockQuestion(tx, questionId);
    if (!current) throw notFound('No such question');
    if (current.versionOf)
      throw conflict('This is an older version of a question', 'Edit the newest version in the bank.');
    const merged = questionInput.safeParse({ ...staffQuestionView(current), ...patch });
    if (!merged.success)
      throw badRequest('Invalid question', merged.error.issues.map((i) => i.message).join('; '));
    const values = checkedQuestion(merged.data);
    const examIds = await examsUsingQuestion(tx, questionId);
    const published = await publishedExamIds(tx, examIds);
    if (published.size > 0) await freezeVersion(tx, current, [...published]);
    const version = published.size > 0 ? current.version + 1 : current.version;
    if (values.type === current.type && (values.type === 'MCQ' || values.type === 'checkbox')) {
      const following = examIds.filter((id) => !published.has(id));
      await renameChosenOptions(tx, questionId, following, optionRenames(current.options, values.options));
    }
    const row = await updateQuestionRow(
      tx,
      questionId,
      { ...values, version, updatedBy: staffId },
      ctx.now(),
    );
    return { row: row!, examIds, published };
  });
  // Published exams now point at the frozen copy: reload them, nothing to re-score.
  await recordExamChanges(ctx, [...published], { rescore: false });
  await recordExamChanges(
    ctx,
    examIds.filter((id) => !published.has(id)),
    { rescore: true },
  );
  return staffQuestionView(row);
}
