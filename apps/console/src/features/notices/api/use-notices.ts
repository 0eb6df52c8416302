import { type NoticeBody, type NoticeTextBody, notificationRoutes, staffRoutes } from '@lms/domain/contract';
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

/** What sending this notice by SMS would do: a real recipient's text, messages, parts and cost. */
export async function previewNoticeSms(body: NoticeBody) {
  return (await callApi(notificationRoutes.noticeSmsPreview, { body })).data;
}

/** A notice's SMS delivery log, refreshed while messages are still going out (read only while `open`). */
export function useNoticeSmsLog(noticeId: string, open: boolean) {
  return useQuery({
    queryKey: ['notices', 'sms-log', noticeId],
    enabled: open,
    queryFn: async () => (await callApi(notificationRoutes.noticeSmsLog, { params: { noticeId } })).data,
    refetchInterval: (query) => {
      const totals = query.state.data?.totals;
      return totals && totals.queued + totals.sending > 0 ? 1500 : false;
    },
  });
}

/** Sends a notice's failed SMS again; its log is read again afterwards. */
export function useResendNoticeSms(noticeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await callApi(notificationRoutes.resendNoticeSms, { params: { noticeId }, body: {} })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['notices', 'sms-log', noticeId] }),
  });
}

/** Changes a sent notice's text; the history is read again afterwards. */
export function useEditNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ noticeId, body }: { noticeId: string; body: NoticeTextBody }) =>
      (await callApi(notificationRoutes.editNotice, { params: { noticeId }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['notices'] }),
  });
}

/** Recalls a sent notice (off every student's list); the history is read again afterwards. */
export function useRecallNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (noticeId: string) =>
      (await callApi(notificationRoutes.recallNotice, { params: { noticeId } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['notices'] }),
  });
}
