import type { PaymentProvider } from '@lms/domain';
import type { AppContext } from '../../context';
import { slot } from '../../lib/context-slots';
import { conflict } from '../../lib/http-error';
import { BkashClient } from './bkash/bkash-client';
import { bkashGateway } from './bkash/bkash-gateway';
import { memoryTokenStore, redisTokenStore } from './bkash/bkash-token-store';
import type { PaymentGateway } from './gateway';
import { SIMULATOR_ACCOUNT } from './simulator/simulator-account';
import { sslcommerzGateway } from './sslcommerz/sslcommerz-gateway';

/** Where the simulator is served, under the API. */
export const SIMULATOR_PATH = '/api/payment-simulator';

// One client per gateway address per node: the bKash client keeps its token (and its renewal) there.
const GATEWAYS = slot<Map<string, PaymentGateway>>('payment-gateways');
const MAX_KEPT = 20;

/** Whether `provider` is offered; 409 with a clear message when it is not. */
export function assertOffered(ctx: AppContext, provider: PaymentProvider): void {
  if (!ctx.config.payments.providers.includes(provider))
    throw conflict(
      'Payment method not available',
      provider === 'bkash'
        ? 'Paying by bKash is not set up at this institute. Please pay another way or at the office.'
        : 'Paying online by card or bank is not set up at this institute. Please pay another way or at the office.',
    );
}

/**
 * The gateway of `provider`: the real bKash or SSLCommerz with the institute's credentials, or the
 * same provider code pointed at this server's simulator (`base` is our own public address then).
 */
export function gatewayOf(ctx: AppContext, provider: PaymentProvider, base: string): PaymentGateway {
  const { config } = ctx;
  const simulated = config.payments.simulator;
  const key = `${provider} ${simulated ? base : ''}`;
  const gateways = ctx.slots.get(GATEWAYS, () => new Map());
  let gateway = gateways.get(key);
  if (gateway) return gateway;
  if (provider === 'bkash') {
    const account = simulated
      ? { ...SIMULATOR_ACCOUNT.bkash, baseUrl: `${base}${SIMULATOR_PATH}/bkash` }
      : {
          baseUrl: config.BKASH_BASE_URL.replace(/\/+$/, ''),
          appKey: config.BKASH_APP_KEY ?? '',
          appSecret: config.BKASH_APP_SECRET ?? '',
          username: config.BKASH_USERNAME ?? '',
          password: config.BKASH_PASSWORD ?? '',
        };
    const tokens = ctx.redis
      ? redisTokenStore(ctx.redis, `lms-bkash-token:${account.baseUrl}:${account.appKey}`)
      : memoryTokenStore();
    gateway = bkashGateway(
      new BkashClient(account, {
        timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
        tokens,
        now: () => ctx.now().getTime(),
      }),
    );
  } else {
    gateway = sslcommerzGateway(
      simulated
        ? { ...SIMULATOR_ACCOUNT.sslcommerz, live: false, baseUrl: `${base}${SIMULATOR_PATH}/sslcommerz` }
        : {
            storeId: config.SSLCOMMERZ_STORE_ID ?? '',
            storePassword: config.SSLCOMMERZ_STORE_PASSWORD ?? '',
            live: config.SSLCOMMERZ_LIVE,
          },
      config.PAYMENT_GATEWAY_TIMEOUT_MS,
    );
  }
  // The simulator's clients are per request origin (a Host header): a few are kept, never without bound.
  if (gateways.size >= MAX_KEPT) gateways.clear();
  gateways.set(key, gateway);
  return gateway;
}

/** The SSLCommerz store password IPNs are signed with: the simulator's, or the store's. */
export function sslStorePassword(ctx: AppContext): string {
  return ctx.config.payments.simulator
    ? SIMULATOR_ACCOUNT.sslcommerz.storePassword
    : (ctx.config.SSLCOMMERZ_STORE_PASSWORD ?? '');
}
