import { type OwnAccountChanges, type StaffView, staffRoutes } from '@lms/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { updateStaff } from '../../../lib/session';

/** Saves the signed-in staff member's own name and/or password; the header shows the new name. */
export function useUpdateOwnAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OwnAccountChanges): Promise<StaffView> =>
      (await callApi(staffRoutes.updateMe, { body })).data,
    onSuccess: (me) => {
      updateStaff(me);
      queryClient.setQueryData(['staff-me'], me);
    },
  });
}
