import { examRequest } from './exam-request';
import type { ResultResponse } from './exam-types';

/** GET /exam/result/{examId}/student/by-groupId/{groupId}: the student's result, or a code (notPublishedYet). */
export async function getResult(examId: string, groupId: string): Promise<ResultResponse> {
  return (
    await examRequest<ResultResponse>(
      `/exam/result/${encodeURIComponent(examId)}/student/by-groupId/${encodeURIComponent(groupId)}`,
    )
  ).data;
}

/** True when the result call answered with a code instead of a result. */
export function isResultCode(
  data: ResultResponse | null | undefined,
): data is { code: string; title?: string } {
  return Boolean(data && typeof (data as { code?: unknown }).code === 'string');
}
