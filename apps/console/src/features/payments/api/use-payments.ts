import type { PaymentStatus } from '@lms/domain';
import { paymentRoutes } from '@lms/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Payment orders for the office: one status, or (none given) pending, failed and held; newest first. */
export function usePayments(status: PaymentStatus | undefined) {
  return useQuery({
    queryKey: ['staff-payments', status ?? 'needing-a-look'],
    queryFn: async () => (await callApi(paymentRoutes.staffPayments, { query: { status, limit: 200 } })).data,
    placeholderData: keepPreviousData,
    // Pending orders settle on their own (returns, IPN, reconciliation): the list follows.
    refetchInterval: 30_000,
  });
}
