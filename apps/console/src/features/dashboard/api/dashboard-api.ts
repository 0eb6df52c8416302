import { dashboardRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** The home page's figures for the signed-in staff member's roles, refreshed every minute. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: async () => (await callApi(dashboardRoutes.dashboard, {})).data,
    refetchInterval: 60_000,
  });
}
