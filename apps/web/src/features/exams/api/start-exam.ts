import { type AttemptView, examRoutes } from '@lms/domain/contract';
import { examRequest } from './exam-request';

/** PATCH /exam/start/{examId}/group-id/{groupId}: starts the attempt (starting twice is harmless). */
export async function startExam(
  examId: string,
  groupId: string,
): Promise<{ status: number; data: AttemptView }> {
  const response = await examRequest(examRoutes.start, { params: { examId, groupId } });
  return { status: response.status, data: response.data };
}
