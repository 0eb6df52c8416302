import type { AnswerAttachment } from '@lms/domain';
import type { ExamQuestionView } from '@lms/domain/contract';
import type { AnswerState } from '../shown-answers';

/** What a question view reports when the student answers. */
export interface QuestionAnswer {
  answer: string[];
  extra?: AnswerAttachment[];
  answerIndex?: number;
}

/** Props every question input gets. */
export interface QuestionInputProps {
  question: ExamQuestionView;
  /** 1-based number of the question on the page. */
  number: number;
  /** The answer shown now (saved or waiting), or undefined. */
  value: string[] | undefined;
  /** Uploaded files of the answer shown now. */
  extra?: AnswerAttachment[];
  /** Saved by the server. */
  saved: boolean;
  disabled: boolean;
  onAnswer: (answer: QuestionAnswer) => void;
  /** Written questions: the text typed and not submitted yet, kept on this device. */
  draft?: string;
  /** Written questions: the text typed changed (kept as a draft until it is submitted). */
  onDraft?: (text: string) => void;
}

/** Props of a question card: its input's, and where its answer is. */
export interface QuestionCardProps extends QuestionInputProps {
  state: AnswerState;
}
