import { type PaymentOrderView, paymentRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /payments/:orderId: one of the student's payment orders. */
export async function getPayment(orderId: string): Promise<PaymentOrderView> {
  return (await callApi(paymentRoutes.getPayment, { params: { orderId } })).data;
}

/** The order, asked again every 5 s while the gateway's answer is still awaited (pending). */
export function usePayment(orderId: string | null) {
  return useQuery({
    queryKey: ['payments', orderId],
    queryFn: () => getPayment(orderId ?? ''),
    enabled: Boolean(orderId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5000 : false),
  });
}
