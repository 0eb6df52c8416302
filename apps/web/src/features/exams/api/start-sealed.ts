import { type SealedStartView, sealedExamRoutes } from '@lms/domain/contract';
import { examRequest } from './exam-request';

/**
 * PATCH /exam/start-sealed/{examId}/group/{groupId}: starts the attempt (starting twice is harmless)
 * and answers with the paper but its questions, and the key and seed that open the sealed paper
 * (null when the exam's questions come from the paper call).
 */
export async function startSealed(examId: string, groupId: string): Promise<SealedStartView> {
  return (await examRequest(sealedExamRoutes.startSealed, { params: { examId, groupId } })).data;
}
