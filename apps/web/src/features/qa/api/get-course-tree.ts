import { qaRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';
import type { TreeCourse } from './qa-types';

/** GET /student/courseByStudentWithSubjectAndChapter. */
export async function getCourseTree(): Promise<TreeCourse[]> {
  return (await callApi(qaRoutes.courseTree, {})).data;
}

/** The student's courses with subjects and chapters. */
export function useCourseTree() {
  return useQuery({ queryKey: qaKeys.courseTree, queryFn: getCourseTree, staleTime: 5 * 60_000 });
}
