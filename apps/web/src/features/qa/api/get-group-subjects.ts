import { qaRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';

/** GET /qa/get-subject-by-group-by-student: the subject ids of the student's groups. */
export async function getGroupSubjects(): Promise<string[]> {
  return (await callApi(qaRoutes.groupSubjects, {})).data;
}

/** The subject ids of the student's groups. */
export function useGroupSubjects() {
  return useQuery({ queryKey: qaKeys.groupSubjects, queryFn: getGroupSubjects });
}
