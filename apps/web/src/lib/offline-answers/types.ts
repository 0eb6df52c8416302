import type { AnswerAttachment, QuestionType } from '@lms/domain';

/** The body of `PATCH /exam/add-answer/...`. */
export interface AnswerPayload {
  questionId: string;
  /** MCQ `[optionText]`; checkbox `[optionText, ...]`; MCA one 'true' | 'false' | 'N' per option as shown; written `[text]`. */
  answer: string[];
  /** When the student answered, epoch ms on the server's clock. */
  timestamp: number;
  /** Uploaded files of a written answer. */
  extra: AnswerAttachment[];
  /** MCA only: the option just changed (display order). */
  answerIndex?: number;
}

/**
 * One locally saved answer (keyed by examId then questionId,
 * with the offline flag, timestamp, type and send count).
 */
export interface LocalAnswer {
  examId: string;
  questionId: string;
  type: QuestionType;
  /** What is sent to the server. */
  payload: AnswerPayload;
  /** The server acknowledged exactly this payload. */
  saved: boolean;
  /** Sending failed every try: kept on this device and resent with `offline=true` when the connection returns. */
  offline: boolean;
  /** Send attempts of this payload so far. */
  count: number;
  /** The last payload the server acknowledged, restored when the server refuses a change. */
  acknowledged: AnswerPayload | null;
}

/** Where answers are kept on the device (IndexedDB, or memory where IndexedDB is unavailable). */
export interface AnswerStore {
  /** True when the answers survive a reload or a closed tab (IndexedDB); false in memory. */
  readonly persistent: boolean;
  get(examId: string, questionId: string): Promise<LocalAnswer | undefined>;
  /** Every answer of one exam. */
  list(examId: string): Promise<LocalAnswer[]>;
  put(answer: LocalAnswer): Promise<void>;
  delete(examId: string, questionId: string): Promise<void>;
  /** Forgets every answer of one exam (after a final submit or a retake). */
  clear(examId: string): Promise<void>;
}
