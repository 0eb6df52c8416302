import { examRoutes } from '@lms/domain/contract';
import { forgetExamPaper } from '../exam-offline-cache';
import { examRequest } from './exam-request';

/** PATCH /exam/submit/{examId}/group/{groupId}: the final submit of the attempt (its kept paper is then forgotten). */
export async function submitExam(examId: string, groupId: string): Promise<void> {
  await examRequest(examRoutes.submit, { params: { examId, groupId } });
  await forgetExamPaper(examId, groupId);
}
