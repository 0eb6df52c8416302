import { type CourseCard, contentRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { readCourses, writeCourses } from '../../../lib/content-cache';
import { useCachedQuery } from '../../../lib/use-cached-query';

/** Query key of the student's courses. */
export const coursesQueryKey = ['content', 'courses'] as const;

/** GET /course: the student's courses with the subjects they see. */
export async function getCourses(): Promise<CourseCard[]> {
  return (await callApi(contentRoutes.courses, {})).data;
}

/** The student's courses, from the kept list at once, then fresh. */
export function useCourses() {
  return useCachedQuery({
    queryKey: coursesQueryKey,
    queryFn: getCourses,
    read: readCourses,
    write: writeCourses,
  });
}
