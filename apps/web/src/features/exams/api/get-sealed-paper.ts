import { sealedExamRoutes } from '@lms/domain/contract';
import { examRequest } from './exam-request';

/**
 * GET /exam/sealed-paper/{examId}/group/{groupId}: the exam's sealed paper as bytes (the same for
 * every student; unreadable until the start releases its key). A 409 `paperNotSealed` says the
 * exam's questions differ per attempt.
 */
export async function getSealedPaper(examId: string, groupId: string): Promise<ArrayBuffer> {
  const response = await examRequest(
    sealedExamRoutes.sealedPaper,
    { params: { examId, groupId } },
    { responseType: 'bytes' },
  );
  return response.data;
}
