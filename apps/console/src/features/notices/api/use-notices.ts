import { type NoticeBody, notificationRoutes, staffRoutes } from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** The groups a notice can go to, with their member counts. */
export function useNoticeGroups() {
  return useQuery({
    queryKey: ['groups'],
    queryFn: async () => (await callApi(staffRoutes.listGroups, {})).data,
  });
}

/** One page of sent notices, newest first. */
export function useNoticeHistory(page: number, limit: number) {
  return useQuery({
    queryKey: ['notices', page, limit],
    queryFn: async () => (await callApi(notificationRoutes.noticeHistory, { query: { page, limit } })).data,
    placeholderData: keepPreviousData,
  });
}

/** Sends a notice; the history is read again afterwards. */
export function useSendNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: NoticeBody) => (await callApi(notificationRoutes.sendNotice, { body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['notices'] }),
  });
}
