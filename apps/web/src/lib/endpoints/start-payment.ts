import { paymentRoutes, type RouteBody } from '@lms/domain/contract';
import { callApi } from '../api-client';

/**
 * POST /payments: starts paying one of the student's dues through a gateway; the server charges the
 * due's amount and answers the gateway's page to send the student to.
 */
export async function startPayment(body: RouteBody<typeof paymentRoutes.startPayment>) {
  return (await callApi(paymentRoutes.startPayment, { body })).data;
}
