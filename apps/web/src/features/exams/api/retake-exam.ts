import type { RetakeResultView } from '@lms/domain/contract';
import { examRequest } from './exam-request';

/** PATCH /exam/retake/{examId}/student-id/{studentId}?groupId=: removes the previous practice submission. */
export async function retakeExam(examId: string, studentId: string, groupId: string): Promise<void> {
  await examRequest<RetakeResultView>(
    `/exam/retake/${encodeURIComponent(examId)}/student-id/${encodeURIComponent(studentId)}`,
    { method: 'PATCH', query: { groupId } },
  );
}
