import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toUsername } from '@lms/domain';
import { accountRoutes, type Route, type RouteInput, staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/modules/staff/create-staff';
import { callRoute } from './support/call-route';
import { admit, newPhone, registeredStudent } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// A listed number's answer must not take longer than an unlisted one's. Without the care taken, the
// listed one waits for the SMS gateway (here 400 ms) or an argon2 check (tens of milliseconds) and the
// unlisted one for neither: ten times faster or more. Medians of alternating requests are compared, so
// a loaded machine slows both alike.
const GATEWAY_MS = 400;
const ROUNDS = 20;

let gateway: Server;
let t: TestApp;
beforeAll(async () => {
  gateway = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), GATEWAY_MS);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
    SMS_HTTP_TOKEN: 'gateway-token',
    SMS_HTTP_SENDER: 'UDVASH',
  });
});
afterAll(async () => {
  await t.close();
  gateway.closeAllConnections();
  gateway.close();
});

let address = 0;
/** Calls a route from an address of its own (no per-address limit is met) and returns the status and the milliseconds taken. */
async function timed<R extends Route>(route: R, input: RouteInput<R>) {
  address += 1;
  const started = performance.now();
  const res = await callRoute(t.app, route, input, {
    remoteAddress: `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`,
  });
  return { status: res.statusCode, ms: performance.now() - started, body: res.json() };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The medians agree within twice the smaller one: the gaps this guards against are ten times or more,
 * and on two busy CPUs (three test files at a time) alike medians were seen 1.55 apart.
 */
function expectAlike(medians: Record<string, number>) {
  const values = Object.values(medians);
  expect(Math.max(...values) / Math.min(...values), JSON.stringify(medians)).toBeLessThan(2);
}

describe('answers take as long for a listed number as for an unlisted one', () => {
  it('asking for a registration code', async () => {
    const listed: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const phone = newPhone();
      await admit(t.ctx, phone);
      listed.push(phone);
    }
    const ms: Record<'listed' | 'unlisted', number[]> = { listed: [], unlisted: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const sent = await timed(accountRoutes.requestOtp, { params: { phone: listed[i]! } });
      expect(sent.status).toBe(200);
      ms.listed.push(sent.ms);
      const refused = await timed(accountRoutes.requestOtp, { params: { phone: newPhone() } });
      expect(refused.status).toBe(404);
      expect(refused.body.errors.title).toBe('This number is not in our admission records');
      ms.unlisted.push(refused.ms);
    }
    expectAlike({ listed: median(ms.listed), unlisted: median(ms.unlisted) });
  });

  it('signing in', async () => {
    const registered: string[] = [];
    const unregistered: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const phone = newPhone();
      await registeredStudent(t.ctx, phone, 'secret12', [], { fullCost: true });
      registered.push(phone);
      const admitted = newPhone();
      await admit(t.ctx, admitted);
      unregistered.push(admitted);
    }
    const signIn = (phone: string) =>
      timed(accountRoutes.login, { body: { username: toUsername(phone), password: 'wrong-one' } });
    await signIn(newPhone()); // the first unknown number makes the stand-in hash
    const ms: Record<'registered' | 'unregistered' | 'unknown', number[]> = {
      registered: [],
      unregistered: [],
      unknown: [],
    };
    for (let i = 0; i < ROUNDS; i++) {
      const wrong = await signIn(registered[i]!);
      expect(wrong.body.errors.title).toBe('Wrong phone number or password');
      ms.registered.push(wrong.ms);
      const notYet = await signIn(unregistered[i]!);
      expect(notYet.body.errors.title).toBe('This number is not registered yet');
      ms.unregistered.push(notYet.ms);
      const unknown = await signIn(newPhone());
      expect(unknown.body.errors.title).toBe('Wrong phone number or password');
      ms.unknown.push(unknown.ms);
    }
    expectAlike({
      registered: median(ms.registered),
      unregistered: median(ms.unregistered),
      unknown: median(ms.unknown),
    });
  });

  it('signing in as staff', async () => {
    const names: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const username = `timed${i}x${Date.now()}`;
      await createStaff(t.ctx, { username, name: 'Staff', password: 'staffpass1', roles: ['examiner'] });
      names.push(username);
    }
    const signIn = (username: string) =>
      timed(staffRoutes.login, { body: { username, password: 'wrong-one-1' } });
    const ms: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const known = await signIn(names[i]!);
      const unknown = await signIn(`nobody${i}x${Date.now()}`);
      expect([known.status, unknown.status]).toEqual([401, 401]);
      ms.known.push(known.ms);
      ms.unknown.push(unknown.ms);
    }
    expectAlike({ known: median(ms.known), unknown: median(ms.unknown) });
  });
});
