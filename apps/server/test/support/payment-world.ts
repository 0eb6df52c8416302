import { createServer, type Server } from 'node:http';
import { createTestApp, type TestApp } from './test-app';

/** A test app listening on 127.0.0.1, its public address set, so gateways (the simulator) reach it over HTTP. */
export interface ListeningApp extends TestApp {
  url: string;
}

/** A test app with the payment simulator, listening on a free port of 127.0.0.1. */
export async function listeningApp(env: Record<string, string> = {}): Promise<ListeningApp> {
  const t = await createTestApp({
    PAYMENT_PROVIDER: 'simulator',
    PAYMENT_GATEWAY_TIMEOUT_MS: '2000',
    ...env,
  });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // Gateways send payers and notices back to the public address: this app's own.
  t.ctx.config.PUBLIC_URL = url;
  return { ...t, url };
}

/** A form or JSON body one stand-in merchant endpoint received. */
export interface Received {
  path: string;
  fields: Record<string, string>;
}

/** A stand-in merchant (return URLs and IPN listener) recording what the gateway posts to it. */
export interface Merchant {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** Starts a stand-in merchant on a free port of 127.0.0.1. */
export async function standInMerchant(): Promise<Merchant> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      received.push({ path: req.url ?? '', fields });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Presses a button of the simulator's page (a form post), not following the redirect. */
export async function pressOnPage(
  pageUrl: string,
  action: 'pay' | 'cancel',
  simulate?: string,
  fields: Record<string, string> = {},
): Promise<Response> {
  const url = new URL(pageUrl);
  url.searchParams.set('action', action);
  if (simulate) url.searchParams.set('simulate', simulate);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
