import {
  type CreateStaffBody,
  type StaffChanges,
  type StaffListQuery,
  staffRoutes,
} from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** A page of staff accounts, searched, filtered and sorted by the server. */
export function useStaffPage(query: StaffListQuery) {
  return useQuery({
    queryKey: ['staff-accounts', query],
    queryFn: async () => (await callApi(staffRoutes.listStaff, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/** Reloads the staff list after a change. */
function useReloadStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['staff-accounts'] });
}

/** Creates a staff account. */
export function useCreateStaff() {
  const reload = useReloadStaff();
  return useMutation({
    mutationFn: async (body: CreateStaffBody) => (await callApi(staffRoutes.createStaff, { body })).data,
    onSuccess: reload,
  });
}

/** Changes a staff account's name, roles or status. */
export function useUpdateStaff() {
  const reload = useReloadStaff();
  return useMutation({
    mutationFn: async ({ staffId, body }: { staffId: string; body: StaffChanges }) =>
      (await callApi(staffRoutes.updateStaff, { params: { staffId }, body })).data,
    onSuccess: reload,
  });
}

/** Sets a staff member's password. */
export function useResetStaffPassword() {
  return useMutation({
    mutationFn: async ({ staffId, password }: { staffId: string; password: string }) =>
      (await callApi(staffRoutes.resetStaffPassword, { params: { staffId }, body: { password } })).data,
  });
}
