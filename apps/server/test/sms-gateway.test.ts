import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRoute } from './support/call-route';
import { admit, newPhone } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// A local stand-in for an SMS gateway: records what it receives, fails when told to.
let gateway: Server;
let received: { auth?: string; body: { to: string; from: string; text: string } }[] = [];
let failNext = false;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let s = '';
    req.on('data', (c) => {
      s += c;
    });
    req.on('end', () => resolve(s));
  });
}

let t: TestApp;
beforeAll(async () => {
  gateway = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    if (failNext) {
      failNext = false;
      res.writeHead(500).end('gateway down');
      return;
    }
    received.push({ auth: req.headers.authorization, body });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  const port = (gateway.address() as AddressInfo).port;
  t = await createTestApp({
    OTP_REVEAL: '0',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
    SMS_HTTP_TOKEN: 'gateway-token',
    SMS_HTTP_SENDER: 'UDVASH',
  });
});
afterAll(async () => {
  await t.close();
  gateway.close();
});

describe('HTTP SMS gateway', () => {
  it('sends the code to the gateway with the token, and the code sets the password', async () => {
    received = [];
    const phone = newPhone();
    await admit(t.ctx, phone);
    const res = await callRoute(t.app, accountRoutes.requestOtp, { params: { phone } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.otp).toBeUndefined();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.auth).toBe('Bearer gateway-token');
    expect(received[0]!.body).toMatchObject({ to: `88${phone}`, from: 'UDVASH' });
    const code = /(\d{6})/.exec(received[0]!.body.text)![1];
    const set = await callRoute(t.app, accountRoutes.setPassword, {
      body: { otp: code, hash: res.json().data.hash, phone, password: 'newpass1' },
    });
    expect(set.statusCode).toBe(200);
  });

  it('logs a code the gateway failed to send, and lets the number ask again at once', async () => {
    received = [];
    const phone = newPhone();
    await admit(t.ctx, phone);
    failNext = true;
    // The code is sent after the answer (its time must not tell a listed number from another).
    const failed = await callRoute(t.app, accountRoutes.requestOtp, { params: { phone } });
    expect(failed.statusCode).toBe(200);
    await vi.waitFor(() => expect(t.logs.some((l) => l.msg === 'could not send a one-time code')).toBe(true));
    await vi.waitFor(async () => {
      const retry = await callRoute(t.app, accountRoutes.requestOtp, { params: { phone } });
      expect(retry.statusCode).toBe(200);
    });
    await vi.waitFor(() => expect(received).toHaveLength(1));
  });
});
