import { type AddAnswerBody, examRoutes } from '@lms/domain/contract';
import type { AnswerPayload } from '../../../lib/offline-answers/types';
import { examRequest } from './exam-request';

/** Where an answer goes and how it was kept. */
export interface AddAnswerTarget {
  examId: string;
  groupId: string;
  /** Not a practice exam. */
  isLive: boolean;
}

/**
 * PATCH /exam/add-answer/{examId}/group/{groupId}?isLive=&offline= with the answer payload;
 * `offline` marks an answer that was saved on the device while the connection was down; `timeoutMs`
 * bounds the wait for the server.
 */
export async function addAnswer(
  target: AddAnswerTarget,
  payload: AnswerPayload,
  options: { offline: boolean; timeoutMs?: number },
): Promise<void> {
  const body: AddAnswerBody = payload;
  await examRequest(
    examRoutes.addAnswer,
    {
      params: { examId: target.examId, groupId: target.groupId },
      query: { isLive: target.isLive, offline: options.offline ? true : undefined },
      body,
    },
    { timeoutMs: options.timeoutMs },
  );
}
