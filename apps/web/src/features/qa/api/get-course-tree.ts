import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';
import type { TreeCourse } from './qa-types';

/** GET /student/courseByStudentWithSubjectAndChapter. */
export async function getCourseTree(): Promise<TreeCourse[]> {
  return (await apiRequest<TreeCourse[]>('/student/courseByStudentWithSubjectAndChapter')).data;
}

/** The student's courses with subjects and chapters. */
export function useCourseTree() {
  return useQuery({ queryKey: qaKeys.courseTree, queryFn: getCourseTree, staleTime: 5 * 60_000 });
}
