import { type ExamResultResponse, examRoutes, type ResultNotPublishedView } from '@lms/domain/contract';
import { examRequest } from './exam-request';

/** GET /exam/result/{examId}/student/by-groupId/{groupId}: the student's result, or the notPublishedYet code. */
export async function getResult(examId: string, groupId: string): Promise<ExamResultResponse> {
  return (await examRequest(examRoutes.result, { params: { examId, groupId } })).data;
}

/** True when the result call answered with the notPublishedYet code instead of a result. */
export function isResultCode(data: ExamResultResponse): data is ResultNotPublishedView {
  return 'code' in data;
}
