import type { ExamPaperView, SavedAnswerView } from '@lms/domain/contract';

/** The exam being taken as the page uses it: the exam data with its saved answers by question id. */
export interface LiveExam extends ExamPaperView {
  /** Answers the server holds for this attempt, by question id. */
  savedAnswers: Record<string, SavedAnswerView>;
  /** Names of the subjects sat (those the server could name). */
  subjectNames: string[];
}
