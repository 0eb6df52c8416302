import { type AnswerAttachment, isAnswered } from '@lms/domain';
import type { ExamQuestionView, SavedAnswerView } from '@lms/domain/contract';
import type { LocalAnswer } from '../../lib/offline-answers/types';

/** Where a question's answer is: not answered, sent and saved, being sent, or kept on this device. */
export type AnswerState = 'none' | 'saved' | 'pending' | 'offline';

/** The answer a question shows. */
export interface ShownAnswer {
  answer: string[];
  extra: AnswerAttachment[];
  state: Exclude<AnswerState, 'none'>;
}

/**
 * What each question shows: the answers the server holds, overlaid by the ones on this device
 * (they are as new or newer: the device keeps every answer until the final submit).
 */
export function shownAnswers(
  server: Readonly<Record<string, SavedAnswerView>>,
  local: readonly LocalAnswer[],
): Map<string, ShownAnswer> {
  const shown = new Map<string, ShownAnswer>();
  for (const saved of Object.values(server)) {
    shown.set(saved.questionId, { answer: saved.answer, extra: saved.extra, state: 'saved' });
  }
  for (const entry of local) {
    const serverCopy = server[entry.questionId];
    if (entry.saved && serverCopy && serverCopy.timestamp > entry.payload.timestamp) continue;
    shown.set(entry.questionId, {
      answer: entry.payload.answer,
      extra: entry.payload.extra,
      state: entry.saved ? 'saved' : entry.offline ? 'offline' : 'pending',
    });
  }
  return shown;
}

/** How many questions have an answer that counts as answered. */
export function answeredCount(
  questions: readonly ExamQuestionView[],
  shown: ReadonlyMap<string, ShownAnswer>,
): number {
  return questions.filter((question) => {
    const answer = shown.get(question._id);
    return answer ? isAnswered(question.type, answer) : false;
  }).length;
}

/** How many answers wait on this device to be sent. */
export function waitingCount(shown: ReadonlyMap<string, ShownAnswer>): number {
  return [...shown.values()].filter((answer) => answer.state !== 'saved').length;
}

/** The device's answers with the ones just given laid over them where they are newer. */
export function overlayGiven(
  local: readonly LocalAnswer[],
  given: ReadonlyMap<string, LocalAnswer>,
): LocalAnswer[] {
  if (given.size === 0) return local as LocalAnswer[];
  const byQuestion = new Map(local.map((entry) => [entry.questionId, entry]));
  for (const [questionId, entry] of given) {
    const kept = byQuestion.get(questionId);
    if (!kept || entry.payload.timestamp > kept.payload.timestamp) byQuestion.set(questionId, entry);
  }
  return [...byQuestion.values()];
}

/** `map` without the given answer of `questionId` when it is not newer than `timestamp`. */
export function withoutStale(
  map: ReadonlyMap<string, LocalAnswer>,
  questionId: string,
  timestamp: number,
): ReadonlyMap<string, LocalAnswer> {
  const entry = map.get(questionId);
  if (!entry || entry.payload.timestamp > timestamp) return map;
  const next = new Map(map);
  next.delete(questionId);
  return next;
}
