import { isAnswered, isWrittenQuestionType, type QuestionType } from '@lms/domain';
import type { ExamQuestionView } from '@lms/domain/contract';
import { readJson, writeJson } from '../../lib/storage';
import type { ShownAnswer } from './shown-answers';

/** Text typed into a written question and not submitted yet, with when it was last changed (server clock, epoch ms). */
export interface WrittenDraft {
  text: string;
  at: number;
}

/** A draft that is to be saved as the question's answer. */
export interface DraftToSave {
  questionId: string;
  type: QuestionType;
  text: string;
  at: number;
}

function draftsKey(studentId: string, examId: string): string {
  return `writtenDrafts:${studentId}:${examId}`;
}

/** The written drafts of an exam kept on this device, by question id. */
export function readDrafts(studentId: string, examId: string): Record<string, WrittenDraft> {
  const stored = readJson<Record<string, WrittenDraft>>(localStorage, draftsKey(studentId, examId));
  if (!stored || typeof stored !== 'object') return {};
  const drafts: Record<string, WrittenDraft> = {};
  for (const [questionId, draft] of Object.entries(stored)) {
    if (draft && typeof draft.text === 'string' && typeof draft.at === 'number') drafts[questionId] = draft;
  }
  return drafts;
}

/** Keeps (or, for blank text, forgets) the draft of one written question. */
export function writeDraft(studentId: string, examId: string, questionId: string, draft: WrittenDraft): void {
  const drafts = readDrafts(studentId, examId);
  if (draft.text.trim()) drafts[questionId] = draft;
  else delete drafts[questionId];
  saveDrafts(studentId, examId, drafts);
}

/** Forgets the drafts of the given questions (their answers are in the answer queue now). */
export function removeDrafts(studentId: string, examId: string, questionIds: readonly string[]): void {
  const drafts = readDrafts(studentId, examId);
  for (const questionId of questionIds) delete drafts[questionId];
  saveDrafts(studentId, examId, drafts);
}

/** Forgets every draft of an exam (after its final submit). */
export function clearDrafts(studentId: string, examId: string): void {
  localStorage.removeItem(draftsKey(studentId, examId));
}

function saveDrafts(studentId: string, examId: string, drafts: Record<string, WrittenDraft>): void {
  if (Object.keys(drafts).length === 0) clearDrafts(studentId, examId);
  else writeJson(localStorage, draftsKey(studentId, examId), drafts);
}

/**
 * The drafts to save as answers before the exam is submitted: non-blank text of written questions of
 * this exam that have no answer yet (a submitted written answer stays as it was).
 */
export function draftsToSave(
  questions: readonly ExamQuestionView[],
  shown: ReadonlyMap<string, ShownAnswer>,
  drafts: Readonly<Record<string, WrittenDraft>>,
): DraftToSave[] {
  return questions.flatMap((question) => {
    const draft = drafts[question._id];
    if (!draft?.text.trim() || !isWrittenQuestionType(question.type)) return [];
    if (isAnswered(question.type, shown.get(question._id))) return [];
    return [{ questionId: question._id, type: question.type, text: draft.text, at: draft.at }];
  });
}
