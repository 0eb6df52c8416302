import { examRoutes } from '@lms/domain/contract';
import { examRequest } from './exam-request';

/** PATCH /exam/retake/{examId}/student-id/{studentId}?groupId=: removes the previous practice submission. */
export async function retakeExam(examId: string, studentId: string, groupId: string): Promise<void> {
  await examRequest(examRoutes.retake, { params: { examId, studentId }, query: { groupId } });
}
