import { contentRoutes, type SubjectCompletion } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { readCompletion, writeCompletion } from '../../../lib/content-cache';
import { useCachedQuery } from '../../../lib/use-cached-query';

/** GET /course/{courseId}/subject-completion. */
export async function getSubjectCompletion(courseId: string): Promise<SubjectCompletion[]> {
  return (await callApi(contentRoutes.subjectCompletion, { params: { courseId } })).data;
}

/** Per-subject completion of a course (kept as courseCompletionData). */
export function useSubjectCompletion(courseId: string) {
  return useCachedQuery({
    queryKey: ['content', 'completion', courseId],
    queryFn: () => getSubjectCompletion(courseId),
    read: () => readCompletion(courseId),
    write: (completion) => writeCompletion(courseId, completion),
  });
}
