import { examRequest } from './exam-request';

/** PATCH /exam/submit/{examId}/group/{groupId}: the final submit of the attempt. */
export async function submitExam(examId: string, groupId: string): Promise<void> {
  await examRequest<unknown>(
    `/exam/submit/${encodeURIComponent(examId)}/group/${encodeURIComponent(groupId)}`,
    {
      method: 'PATCH',
    },
  );
}
