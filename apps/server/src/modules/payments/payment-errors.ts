import { NOTHING_TO_PAY } from '@lms/domain/contract';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';

/** The errors of the payment routes, each with its one wording. */
export const paymentErrors = {
  nothingToPay: () => conflict(NOTHING_TO_PAY.title, NOTHING_TO_PAY.message),
  noSuchPayment: () => notFound('No such payment', 'There is no payment of yours with this id.'),
  gatewayDown: (detail: string) =>
    new HttpError(
      502,
      'Payment gateway unavailable',
      `The payment gateway could not start the payment (${detail}). Nothing was charged; please try again later.`,
    ),
  refundUnanswered: (detail: string) =>
    new HttpError(
      502,
      'Payment gateway unavailable',
      `The gateway did not answer the refund (${detail}). The order is still to be refunded; try again later.`,
    ),
  notMarkedForRefund: (status: string) =>
    conflict(
      'Not refundable',
      `Only a paid order or one marked for refund is refunded; this one is ${status}.`,
    ),
  nothingToRefund: () =>
    conflict('Nothing to refund', 'This payment was voided or has been given back already.'),
  refundTooLarge: (left: number) =>
    badRequest('Refund too large', `At most ${left} paisa is left on this payment.`),
};
