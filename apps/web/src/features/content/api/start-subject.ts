import { apiRequest } from '../../../lib/api-client';

/** POST /subject/start {data}: the student opened a subject. */
export async function startSubject(subjectId: string, courseId: string): Promise<void> {
  await apiRequest('/subject/start', { method: 'POST', body: { data: { subjectId, courseId } } });
}
