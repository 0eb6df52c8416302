// The real bKash and SSLCommerz provider code against the payment simulator over real HTTP: tokens
// granted once, reused and refreshed; create, the payer's page, execute once, a time-out answered by a
// status query; SSLCommerz's session, IPN, return, validation and tran_id query.
import { count, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSimulatorTokens } from '../src/db/schema';
import { BkashClient, BkashRefusal } from '../src/modules/payments/bkash/bkash-client';
import { memoryTokenStore, redisTokenStore } from '../src/modules/payments/bkash/bkash-token-store';
import type { GatewayOrder, ReturnUrls } from '../src/modules/payments/gateway';
import { gatewayOf, SIMULATOR_PATH } from '../src/modules/payments/payment-gateways';
import { SIMULATOR_ACCOUNT } from '../src/modules/payments/simulator/simulator-account';
import {
  type ListeningApp,
  listeningApp,
  type Merchant,
  pressOnPage,
  standInMerchant,
} from './support/payment-world';

let t: ListeningApp;
let merchant: Merchant;
let urls: ReturnUrls;
let invoices = 0;

beforeAll(async () => {
  t = await listeningApp({ PAYMENT_GATEWAY_TIMEOUT_MS: '1500' });
  merchant = await standInMerchant();
  urls = {
    bkashCallback: `${merchant.url}/bkash/callback`,
    sslSuccess: `${merchant.url}/ssl/success`,
    sslFail: `${merchant.url}/ssl/fail`,
    sslCancel: `${merchant.url}/ssl/cancel`,
    sslIpn: `${merchant.url}/ssl/ipn`,
  };
});
afterAll(async () => {
  await merchant.close();
  await t.close();
});

const order = (amountPaisa = 150000): GatewayOrder => ({
  invoice: `INV-T${++invoices}-${Date.now()}`,
  amountPaisa,
  currency: 'BDT',
  studentName: 'Test Student',
  studentPhone: '01900000001',
  description: 'Course fee',
});

function client(store = memoryTokenStore()) {
  return new BkashClient(
    { ...SIMULATOR_ACCOUNT.bkash, baseUrl: `${t.url}${SIMULATOR_PATH}/bkash` },
    { timeoutMs: 1500, tokens: store, now: () => t.clock.now().getTime() },
  );
}

async function tokensMade(grantedBy: 'grant' | 'refresh'): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(paymentSimulatorTokens)
    .where(eq(paymentSimulatorTokens.grantedBy, grantedBy));
  return row?.n ?? 0;
}

describe('bKash tokenized checkout', () => {
  it('grants a token once, reuses it, and refreshes it before it runs out instead of granting again', async () => {
    const grants = await tokensMade('grant');
    const refreshes = await tokensMade('refresh');
    const bkash = client();
    const first = await bkash.idToken();
    expect(await bkash.idToken()).toBe(first);
    // Two callers at once share one grant.
    await Promise.all([client().idToken(), client().idToken()]);
    expect(await tokensMade('grant')).toBe(grants + 3);
    t.clock.advance(59.5 * 60_000);
    const renewed = await bkash.idToken();
    expect(renewed).not.toBe(first);
    expect(await tokensMade('refresh')).toBe(refreshes + 1);
    expect(await tokensMade('grant')).toBe(grants + 3);
    // The refreshed token works for a payment call.
    const created = await bkash.create({
      amount: '10.00',
      invoice: 'INV-R',
      payerReference: 'x',
      callbackURL: urls.bkashCallback,
    });
    expect(created.transactionStatus).toBe('Initiated');
  });

  it('refuses wrong credentials with a bKash refusal', async () => {
    const wrong = new BkashClient(
      { ...SIMULATOR_ACCOUNT.bkash, appSecret: 'wrong', baseUrl: `${t.url}${SIMULATOR_PATH}/bkash` },
      { timeoutMs: 1500, tokens: memoryTokenStore() },
    );
    await expect(wrong.idToken()).rejects.toBeInstanceOf(BkashRefusal);
  });

  it('create -> page shows the amount -> Pay -> callback -> execute completes once', async () => {
    const gateway = gatewayOf(t.ctx, 'bkash', t.url);
    const o = order(150050);
    const started = await gateway.start(o, urls);
    const page = await fetch(started.redirectUrl);
    expect(await page.text()).toContain('1500.50 BDT');
    const back = await pressOnPage(started.redirectUrl, 'pay');
    expect(back.status).toBe(303);
    const location = new URL(String(back.headers.get('location')));
    expect(location.origin + location.pathname).toBe(urls.bkashCallback);
    expect(location.searchParams.get('paymentID')).toBe(started.gatewayRef);
    expect(location.searchParams.get('status')).toBe('success');

    const paid = await gateway.confirm({ paymentId: started.gatewayRef });
    expect(paid).toMatchObject({ kind: 'paid', invoice: o.invoice, amountPaisa: 150050, currency: 'BDT' });
    // A second execute (a callback twice) is refused by bKash (2062); the status still says paid, same trxID.
    const again = await gateway.confirm({ paymentId: started.gatewayRef });
    expect(again).toEqual(paid);
    expect(await gateway.status({ invoice: o.invoice, gatewayRef: started.gatewayRef })).toEqual(paid);
  });

  it('Cancel sends the payer back with status=cancel, and execute does not complete it', async () => {
    const gateway = gatewayOf(t.ctx, 'bkash', t.url);
    const started = await gateway.start(order(), urls);
    const back = await pressOnPage(started.redirectUrl, 'cancel');
    expect(new URL(String(back.headers.get('location'))).searchParams.get('status')).toBe('cancel');
    expect(await gateway.confirm({ paymentId: started.gatewayRef })).toMatchObject({ kind: 'cancelled' });
  });

  it('an execute never approved by the payer fails with the refusal as its reason', async () => {
    const gateway = gatewayOf(t.ctx, 'bkash', t.url);
    const started = await gateway.start(order(), urls);
    const outcome = await gateway.confirm({ paymentId: started.gatewayRef });
    expect(outcome).toMatchObject({ kind: 'failed', reason: expect.stringContaining('2056') });
  });

  it('an execute that times out is answered by a status query', async () => {
    const gateway = gatewayOf(t.ctx, 'bkash', t.url);
    const o = order();
    const started = await gateway.start(o, urls);
    await pressOnPage(started.redirectUrl, 'pay', 'execute-timeout');
    const startedAt = Date.now();
    const outcome = await gateway.confirm({ paymentId: started.gatewayRef });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1400);
    expect(outcome).toMatchObject({ kind: 'paid', invoice: o.invoice, amountPaisa: 150000 });
  });

  it.runIf(process.env.REDIS_URL)('nodes sharing Redis share one token', async () => {
    const redis = new Redis(String(process.env.REDIS_URL));
    const key = `lms-bkash-token:test:${Date.now()}`;
    try {
      const grants = await tokensMade('grant');
      const a = await client(redisTokenStore(redis, key)).idToken();
      const b = await client(redisTokenStore(redis, key)).idToken();
      expect(b).toBe(a);
      expect(await tokensMade('grant')).toBe(grants + 1);
    } finally {
      await redis.del(key);
      redis.disconnect();
    }
  });
});

describe('SSLCommerz v4 through sslcommerz-lts', () => {
  it('session -> page -> Pay: IPN, then the payer posts to success_url; the validation API confirms', async () => {
    const gateway = gatewayOf(t.ctx, 'sslcommerz', t.url);
    const o = order(250000);
    const started = await gateway.start(o, urls);
    expect(await (await fetch(started.redirectUrl)).text()).toContain('2500.00 BDT');
    const back = await pressOnPage(started.redirectUrl, 'pay');
    expect(back.status).toBe(307);
    expect(back.headers.get('location')).toBe(urls.sslSuccess);
    const ipn = merchant.received.find((r) => r.path === '/ssl/ipn' && r.fields.tran_id === o.invoice);
    expect(ipn?.fields).toMatchObject({
      status: 'VALID',
      amount: '2500.00',
      currency: 'BDT',
      risk_level: '0',
    });
    const valId = String(ipn?.fields.val_id);

    const paid = await gateway.confirm({ valId });
    expect(paid).toMatchObject({ kind: 'paid', invoice: o.invoice, amountPaisa: 250000, currency: 'BDT' });
    // Asked again, SSLCommerz says VALIDATED: still the same payment.
    expect(await gateway.confirm({ valId })).toEqual(paid);
    expect(await gateway.status({ invoice: o.invoice, gatewayRef: started.gatewayRef })).toEqual(paid);
    expect(await gateway.confirm({ valId: 'NO-SUCH-VAL' })).toMatchObject({ kind: 'failed' });
  });

  it('a risky payment is held; a tampered amount is reported as charged', async () => {
    const gateway = gatewayOf(t.ctx, 'sslcommerz', t.url);
    const risky = await gateway.start(order(), urls);
    await pressOnPage(risky.redirectUrl, 'pay', 'risky');
    const o = order();
    const tampered = await gateway.start(o, urls);
    await pressOnPage(tampered.redirectUrl, 'pay', 'tamper-amount');
    expect(await gateway.status({ invoice: o.invoice, gatewayRef: tampered.gatewayRef })).toMatchObject({
      kind: 'paid',
      amountPaisa: 100,
    });
    const riskyIpn = merchant.received.filter((r) => r.path === '/ssl/ipn').at(-2);
    expect(await gateway.confirm({ valId: String(riskyIpn?.fields.val_id) })).toMatchObject({ kind: 'held' });
  });

  it('Cancel posts to cancel_url; the tran_id query reports it cancelled; an unpaid one is pending', async () => {
    const gateway = gatewayOf(t.ctx, 'sslcommerz', t.url);
    const o = order();
    const started = await gateway.start(o, urls);
    const back = await pressOnPage(started.redirectUrl, 'cancel');
    expect(back.headers.get('location')).toBe(urls.sslCancel);
    expect(await gateway.status({ invoice: o.invoice, gatewayRef: started.gatewayRef })).toMatchObject({
      kind: 'cancelled',
    });
    const open = order();
    await gateway.start(open, urls);
    expect(await gateway.status({ invoice: open.invoice, gatewayRef: null })).toMatchObject({
      kind: 'pending',
    });
    expect(await gateway.status({ invoice: 'NEVER-OPENED', gatewayRef: null })).toMatchObject({
      kind: 'pending',
    });
  });

  it('a session the gateway refuses throws (amount below its minimum)', async () => {
    const gateway = gatewayOf(t.ctx, 'sslcommerz', t.url);
    await expect(gateway.start(order(500), urls)).rejects.toThrow(/10.00 BDT/);
  });
});
