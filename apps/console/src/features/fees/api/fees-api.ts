import {
  type CollectInput,
  type DefaultersQuery,
  type DiscountInput,
  type FeePlanInput,
  feesRoutes,
  type HoldPolicyInput,
  type RefundInput,
} from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { downloadFile } from '../../../lib/download-file';

/** Students matching a search (at least one character), for the counter. */
export function useFeeStudents(search: string) {
  return useQuery({
    queryKey: ['fees', 'students', search],
    queryFn: async () => (await callApi(feesRoutes.findStudents, { query: { search } })).data,
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** A student's dues, receipts and ledger. */
export function useLedger(studentId: string | undefined) {
  return useQuery({
    queryKey: ['fees', 'ledger', studentId],
    queryFn: async () =>
      (await callApi(feesRoutes.studentLedger, { params: { studentId: studentId! } })).data,
    enabled: Boolean(studentId),
  });
}

/** Everything a payment, void or refund changes is read again. */
function useRefreshFees() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['fees'] });
}

/** Takes money at the counter. */
export function useCollect() {
  const refresh = useRefreshFees();
  return useMutation({
    mutationFn: async (body: CollectInput) => (await callApi(feesRoutes.collect, { body })).data,
    onSuccess: refresh,
  });
}

/** Voids a receipt with a reason. */
export function useVoid() {
  const refresh = useRefreshFees();
  return useMutation({
    mutationFn: async ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      (await callApi(feesRoutes.voidPayment, { params: { paymentId }, body: { reason } })).data,
    onSuccess: refresh,
  });
}

/** The day's collection (today when no day is given). */
export function useCollection(day?: string) {
  return useQuery({
    queryKey: ['fees', 'collection', day],
    queryFn: async () => (await callApi(feesRoutes.collection, { query: day ? { day } : {} })).data,
  });
}

/** Defaulters overdue by more than N days. */
export function useDefaulters(query: Pick<DefaultersQuery, 'overdueDays'>) {
  return useQuery({
    queryKey: ['fees', 'defaulters', query],
    queryFn: async () => (await callApi(feesRoutes.defaulters, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/** Fee plans and the courses they can be for. */
export function usePlans() {
  return useQuery({
    queryKey: ['fees', 'plans'],
    queryFn: async () => (await callApi(feesRoutes.listPlans, { query: {} })).data,
  });
}

/** The courses a plan can be for. */
export function useCourseChoices() {
  return useQuery({
    queryKey: ['fees', 'courses'],
    queryFn: async () => (await callApi(feesRoutes.courseChoices, {})).data,
  });
}

/** Creates a plan. */
export function useCreatePlan() {
  const refresh = useRefreshFees();
  return useMutation({
    mutationFn: async (body: FeePlanInput) => (await callApi(feesRoutes.createPlan, { body })).data,
    onSuccess: refresh,
  });
}

/** Downloads a receipt's PDF (A5 or A4, English or Bengali) to print. */
export function downloadReceipt(
  receipt: { _id: string; serial: string },
  size: 'A5' | 'A4',
  lang: 'en' | 'bn',
) {
  return downloadFile(
    feesRoutes.receiptPdf,
    { params: { paymentId: receipt._id }, query: { size, lang } },
    `receipt-${receipt.serial}.pdf`,
  );
}

/** Downloads the defaulters as .xlsx or CSV. */
export function downloadDefaulters(overdueDays: number, format: 'xlsx' | 'csv') {
  return downloadFile(
    feesRoutes.exportDefaulters,
    { params: undefined, query: { overdueDays, format } },
    `defaulters-${overdueDays}-days.${format}`,
  );
}

/** The hold policy. */
export function useHoldPolicy() {
  return useQuery({
    queryKey: ['fees', 'hold'],
    queryFn: async () => (await callApi(feesRoutes.holdPolicy, {})).data,
  });
}

/** Saves the hold policy (admin). */
export function useSetHoldPolicy() {
  const refresh = useRefreshFees();
  return useMutation({
    mutationFn: async (body: HoldPolicyInput) => (await callApi(feesRoutes.setHoldPolicy, { body })).data,
    onSuccess: refresh,
  });
}

/** Gives a student a discount or waiver on a course. */
export function useGiveDiscount(studentId: string) {
  const refresh = useRefreshFees();
  return useMutation({
    mutationFn: async (body: DiscountInput) =>
      (await callApi(feesRoutes.giveDiscount, { params: { studentId }, body })).data,
    onSuccess: refresh,
  });
}

/** Gives money back on a payment (once per form: its key). */
export function useRefund() {
  const refresh = useRefreshFees();
  return useMutation({
    mutationFn: async ({ paymentId, ...body }: { paymentId: string } & RefundInput) =>
      (await callApi(feesRoutes.refundPayment, { params: { paymentId }, body })).data,
    onSuccess: refresh,
  });
}

/**
 * Changes a plan; with `applyToAdmitted`, its terms are applied to the students admitted already too
 * (dues nothing was paid on are replaced). Answers how many students the apply reached.
 */
export function useUpdatePlan() {
  const refresh = useRefreshFees();
  return useMutation({
    mutationFn: async ({
      planId,
      body,
      applyToAdmitted,
    }: {
      planId: string;
      body: FeePlanInput;
      applyToAdmitted: boolean;
    }) => {
      await callApi(feesRoutes.updatePlan, { params: { planId }, body });
      return applyToAdmitted ? (await callApi(feesRoutes.applyPlan, { params: { planId } })).data : null;
    },
    onSuccess: refresh,
  });
}
