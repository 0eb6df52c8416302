import type { PaymentStatus } from '@lms/domain';
import { paymentRoutes, type RouteBody } from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Payment orders for the office: one status, or (none given) those needing a look; newest first. */
export function usePayments(status: PaymentStatus | undefined) {
  return useQuery({
    queryKey: ['staff-payments', status ?? 'needing-a-look'],
    queryFn: async () => (await callApi(paymentRoutes.staffPayments, { query: { status, limit: 200 } })).data,
    placeholderData: keepPreviousData,
    // Pending orders settle on their own (returns, IPN, reconciliation): the list follows.
    refetchInterval: 30_000,
  });
}

/** The office's decision on a held order: accept (records the payment once) or mark for refund. */
export function useResolveHeld() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      orderId,
      ...body
    }: { orderId: string } & RouteBody<typeof paymentRoutes.resolveHeld>) =>
      (await callApi(paymentRoutes.resolveHeld, { params: { orderId }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff-payments'] }),
  });
}

/** The office's refund, through the gateway, of an order marked for refund (once). */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      orderId,
      ...body
    }: { orderId: string } & RouteBody<typeof paymentRoutes.refundOrder>) =>
      (await callApi(paymentRoutes.refundOrder, { params: { orderId }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff-payments'] }),
  });
}
