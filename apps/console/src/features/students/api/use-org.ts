import { staffRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** The institute's branches, for filters and forms. */
export function useBranches() {
  return useQuery({
    queryKey: ['branches'],
    queryFn: async () => (await callApi(staffRoutes.listBranches, {})).data,
  });
}

/** The institute's groups, for filters and forms. */
export function useGroups() {
  return useQuery({
    queryKey: ['groups'],
    queryFn: async () => (await callApi(staffRoutes.listGroups, {})).data,
  });
}
