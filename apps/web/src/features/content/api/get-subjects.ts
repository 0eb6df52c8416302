import { contentRoutes, type SubjectCard } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { readSubjects, writeSubjects } from '../../../lib/content-cache';
import { useCachedQuery } from '../../../lib/use-cached-query';

/** GET /subject/by-course-id/{courseId}. */
export async function getSubjects(courseId: string): Promise<SubjectCard[]> {
  return (await callApi(contentRoutes.subjects, { params: { courseId } })).data;
}

/** A course's subjects (kept as allSubjects). */
export function useSubjects(courseId: string) {
  return useCachedQuery({
    queryKey: ['content', 'subjects', courseId],
    queryFn: () => getSubjects(courseId),
    read: () => readSubjects(courseId),
    write: (subjects) => writeSubjects(courseId, subjects),
  });
}
