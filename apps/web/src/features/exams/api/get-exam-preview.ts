import { createApiClient } from '@lms/domain/client';
import { examAuthoringRoutes } from '@lms/domain/contract';
import { getBaseUrl } from '../../../lib/api-client';
import type { LiveExam } from './exam-types';
import { toLiveExam } from './get-exam';

// The staff console's session (same origin, its own key): the preview is opened from the console.
const staffClient = createApiClient({
  baseUrl: getBaseUrl,
  sessionId: () => localStorage.getItem('staffSessionId'),
  // A signed-out preview shows the error; the student's own session is not touched.
  onSessionLost: () => {},
});

/**
 * GET /staff/exams/{examId}/preview: the paper a student would receive on starting now, for staff
 * (the console shows this page in a phone-sized frame). Nothing is stored.
 */
export async function getExamPreview(examId: string, groupId: string | null): Promise<LiveExam> {
  const { data } = await staffClient.callApi(examAuthoringRoutes.previewExam, {
    params: { examId },
    query: groupId ? { groupId } : {},
  });
  return toLiveExam(data);
}
