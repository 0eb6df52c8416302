import { changedFields, optionRenames, QUESTION_SCORING_FIELDS } from '@lms/domain';
import { type QuestionPatch, questionInput } from '@lms/domain/contract';
import type { Tx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { renameChosenOptions } from '../answer-repository';
import { checkedQuestion } from './question-input';
import { examsUsingQuestion, lockQuestion, type QuestionRow, updateQuestionRow } from './question-repository';
import { freezeVersion, publishedExamIds } from './question-version-repository';
import { staffQuestionView } from './staff-question-view';

/**
 * A change of a bank question checked against its stored row: the values to store, and the fields
 * scoring reads that it changes (`QUESTION_SCORING_FIELDS`).
 */
export function checkedQuestionChange(current: QuestionRow, patch: QuestionPatch) {
  if (current.versionOf)
    throw conflict('This is an older version of a question', 'Edit the newest version in the bank.');
  const before = staffQuestionView(current);
  const merged = questionInput.safeParse({ ...before, ...patch });
  if (!merged.success)
    throw badRequest('Invalid question', merged.error.issues.map((i) => i.message).join('; '));
  return {
    values: checkedQuestion(merged.data),
    fields: changedFields(QUESTION_SCORING_FIELDS, before, merged.data),
  };
}

/**
 * Inside a transaction, the change of a bank question as the save makes it (see updateQuestion): the
 * row locked, its text frozen for the exams with published results, the answers of the following
 * exams carried to renamed options, the row stored. The preview of its impact makes it the same way
 * and rolls it back.
 */
export async function applyQuestionChange(
  tx: Tx,
  staffId: string,
  questionId: string,
  patch: QuestionPatch,
  now: Date,
) {
  const current = await lockQuestion(tx, questionId);
  if (!current) throw notFound('No such question');
  const { values } = checkedQuestionChange(current, patch);
  const examIds = await examsUsingQuestion(tx, questionId);
  const published = await publishedExamIds(tx, examIds);
  if (published.size > 0) await freezeVersion(tx, current, [...published]);
  const version = published.size > 0 ? current.version + 1 : current.version;
  if (values.type === current.type && (values.type === 'MCQ' || values.type === 'checkbox')) {
    const following = examIds.filter((id) => !published.has(id));
    await renameChosenOptions(tx, questionId, following, optionRenames(current.options, values.options));
  }
  const row = await updateQuestionRow(tx, questionId, { ...values, version, updatedBy: staffId }, now);
  return { row: row!, examIds, published };
}
