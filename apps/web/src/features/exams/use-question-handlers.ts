import type { ExamQuestionView } from '@lms/domain/contract';
import { useMemo } from 'react';
import type { QuestionAnswer } from './components/question-input';
import { serverTimeNow } from './server-clock';
import type { ExamAnswers } from './use-exam-answers';
import { writeDraft } from './written-drafts';

/** What a question card calls when its answer or its typed text changes. */
export interface QuestionHandlers {
  onAnswer: (next: QuestionAnswer) => void;
  onDraft: (text: string) => void;
}

/**
 * Each question's handlers by question id, the same functions from one render to the next: a card
 * whose answer did not change is then not drawn again when another question is answered (on a paper
 * of 100 questions on one page, every tap drew all 100).
 */
export function useQuestionHandlers(
  questions: readonly ExamQuestionView[] | undefined,
  answer: ExamAnswers['answer'],
  ids: { studentId: string; examId: string },
): ReadonlyMap<string, QuestionHandlers> {
  const { studentId, examId } = ids;
  return useMemo(
    () =>
      new Map(
        (questions ?? []).map((question) => [
          question._id,
          {
            onAnswer: (next: QuestionAnswer) => void answer(question._id, question.type, next),
            onDraft: (text: string) =>
              writeDraft(studentId, examId, question._id, { text, at: serverTimeNow() }),
          },
        ]),
      ),
    [questions, answer, studentId, examId],
  );
}
