import type { SubjectCard } from '@lms/domain/contract';
import { apiRequest } from '../../../lib/api-client';
import { readSubjects, writeSubjects } from '../../../lib/content-cache';
import { useCachedQuery } from '../../../lib/use-cached-query';

/** GET /subject/by-course-id/{courseId}. */
export async function getSubjects(courseId: string): Promise<SubjectCard[]> {
  return (await apiRequest<SubjectCard[]>(`/subject/by-course-id/${encodeURIComponent(courseId)}`)).data;
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
