import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';

/** GET /qa/get-subject-by-group-by-student: the subject ids of the student's groups. */
export async function getGroupSubjects(): Promise<string[]> {
  return (await apiRequest<string[]>('/qa/get-subject-by-group-by-student')).data;
}

/** The subject ids of the student's groups. */
export function useGroupSubjects() {
  return useQuery({ queryKey: qaKeys.groupSubjects, queryFn: getGroupSubjects });
}
