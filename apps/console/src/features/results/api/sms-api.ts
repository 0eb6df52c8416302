import { type SmsSettings, smsRoutes } from '@lms/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Whom result SMS go to (not "none"). */
export type SmsSendAudience = 'students' | 'guardians' | 'both';

/** What sending result SMS would do: a real student's message, messages, parts and cost. */
export async function previewResultSms(
  examId: string,
  audience: SmsSendAudience,
  scope: 'published' | 'exam',
) {
  return (await callApi(smsRoutes.resultSmsPreview, { params: { examId }, query: { audience, scope } })).data;
}

/** The exam's SMS delivery log and totals, refreshed while messages are still going out. */
export function useSmsLog(examId: string) {
  return useQuery({
    queryKey: ['results', 'sms-log', examId],
    queryFn: async () => (await callApi(smsRoutes.resultSmsLog, { params: { examId } })).data,
    refetchInterval: (query) => {
      const totals = query.state.data?.totals;
      return totals && totals.queued + totals.sending > 0 ? 1500 : false;
    },
  });
}

function useRefreshLog(examId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['results', 'sms-log', examId] });
}

/** Sends result SMS for the exam's published results. */
export function useSendResultSms(examId: string) {
  const refresh = useRefreshLog(examId);
  return useMutation({
    mutationFn: async (audience: SmsSendAudience) =>
      (await callApi(smsRoutes.sendResultSms, { params: { examId }, body: { audience } })).data,
    onSuccess: refresh,
  });
}

/** The corrections a re-score calls for (results changed since their SMS). */
export function useSmsCorrections(examId: string, sent: number) {
  return useQuery({
    // Asked again whenever more messages were sent.
    queryKey: ['results', 'sms-corrections', examId, sent],
    queryFn: async () => (await callApi(smsRoutes.smsCorrectionsPreview, { params: { examId } })).data,
  });
}

/** Texts the corrections. */
export function useSendCorrections(examId: string) {
  const refresh = useRefreshLog(examId);
  return useMutation({
    mutationFn: async () => (await callApi(smsRoutes.sendSmsCorrections, { params: { examId } })).data,
    onSuccess: refresh,
  });
}

/** Sends the exam's failed messages again. */
export function useResendFailed(examId: string) {
  const refresh = useRefreshLog(examId);
  return useMutation({
    mutationFn: async () => (await callApi(smsRoutes.resendResultSms, { params: { examId }, body: {} })).data,
    onSuccess: refresh,
  });
}

/** The institute's SMS settings. */
export function useSmsSettings(enabled: boolean) {
  return useQuery({
    queryKey: ['results', 'sms-settings'],
    enabled,
    queryFn: async () => (await callApi(smsRoutes.smsSettings, {})).data,
  });
}

/** Saves the SMS settings. */
export function useSaveSmsSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SmsSettings) => (await callApi(smsRoutes.saveSmsSettings, { body })).data,
    onSuccess: (data) => client.setQueryData(['results', 'sms-settings'], data),
  });
}

/** The opted-out numbers. */
export function useOptOuts(enabled: boolean) {
  return useQuery({
    queryKey: ['results', 'sms-opt-outs'],
    enabled,
    queryFn: async () => (await callApi(smsRoutes.listSmsOptOuts, {})).data,
  });
}

/** Adds or removes an opt-out. */
export function useChangeOptOut() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['results', 'sms-opt-outs'] });
  return {
    add: useMutation({
      mutationFn: async (body: { phone: string; note: string }) =>
        (await callApi(smsRoutes.addSmsOptOut, { body })).data,
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (phone: string) =>
        (await callApi(smsRoutes.removeSmsOptOut, { params: { phone } })).data,
      onSuccess: refresh,
    }),
  };
}

/** The latest dues reminders (newest first), refreshed while some are still going out. */
export function useDueRemindersLog(enabled: boolean) {
  return useQuery({
    queryKey: ['results', 'sms-due-reminders'],
    enabled,
    queryFn: async () => (await callApi(smsRoutes.dueRemindersLog, {})).data,
    refetchInterval: (query) =>
      query.state.data?.messages.some((m) => m.status === 'queued' || m.status === 'sending') ? 1500 : false,
  });
}

/** Sends the failed dues reminders (of dues still unpaid) again; the reminders log is read again afterwards. */
export function useResendDueReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(smsRoutes.resendDueReminders, { body: {} })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['results', 'sms-due-reminders'] }),
  });
}
