import { contentRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';

/** POST /subject/start {data}: the student opened a subject. */
export async function startSubject(subjectId: string, courseId: string): Promise<void> {
  await callApi(contentRoutes.startSubject, { body: { data: { subjectId, courseId } } });
}
