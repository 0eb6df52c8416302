import { paymentSimulatorRoutes } from '@lms/domain/contract';
import { implement } from '../../../plugins/route-registrar';
import {
  chooseOnBkashPage,
  showBkashPage,
  simulateCreate,
  simulateExecute,
  simulateGrant,
  simulateRefresh,
  simulateRefund,
  simulateStatus,
} from './bkash-simulator';
import {
  chooseOnSslPage,
  showSslPage,
  simulateSslInit,
  simulateSslQuery,
  simulateSslValidate,
} from './sslcommerz-simulator';

/** The payment simulator: bKash and SSLCommerz sandboxes played by this server (PAYMENT_PROVIDER=simulator). */
export const paymentSimulatorModule = implement(paymentSimulatorRoutes, {
  bkashGrant: async ({ ctx, request, body }) => simulateGrant(ctx, request, body),
  bkashRefresh: async ({ ctx, request, body }) => simulateRefresh(ctx, request, body),
  bkashCreate: async ({ ctx, request, reply, body }) => simulateCreate(ctx, request, reply, body),
  bkashExecute: async ({ ctx, request, reply, body }) => simulateExecute(ctx, request, reply, body),
  bkashStatus: async ({ ctx, request, reply, body }) => simulateStatus(ctx, request, reply, body),
  bkashRefund: async ({ ctx, request, reply, body }) => simulateRefund(ctx, request, reply, body),
  bkashPage: async ({ ctx, reply, params, query }) =>
    showBkashPage(ctx, reply, params.paymentId, query.simulate),
  bkashChoose: async ({ ctx, reply, params, query }) =>
    chooseOnBkashPage(ctx, reply, params.paymentId, query),
  sslInit: async ({ ctx, request }) => simulateSslInit(ctx, request),
  sslValidate: async ({ ctx, query }) => simulateSslValidate(ctx, query),
  sslValidatePost: async ({ ctx, query }) => simulateSslValidate(ctx, query),
  sslQuery: async ({ ctx, query }) => simulateSslQuery(ctx, query),
  sslQueryPost: async ({ ctx, query }) => simulateSslQuery(ctx, query),
  sslPage: async ({ ctx, reply, params, query }) => showSslPage(ctx, reply, params.paymentId, query.simulate),
  sslChoose: async ({ ctx, reply, params, query }) => chooseOnSslPage(ctx, reply, params.paymentId, query),
});
