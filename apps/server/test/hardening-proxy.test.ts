import { brandingRoutes } from '@lms/domain/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { createTestApp, type TestApp } from './support/test-app';

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

async function app(env: Record<string, string> = {}) {
  const t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3', ...env });
  apps.push(t);
  return t;
}

/** Four signed-out calls from one connecting address, claiming the given client addresses in turn. */
async function rotatingCalls(
  t: TestApp,
  remoteAddress: string,
  claimed = (i: number) => `203.0.113.${i}`,
): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 1; i <= 4; i++) {
    const res = await callRoute(
      t.app,
      // Health routes are never limited; the branding is a signed-out route that is.
      brandingRoutes.branding,
      {},
      { headers: { 'x-forwarded-for': claimed(i) }, remoteAddress },
    );
    codes.push(res.statusCode);
  }
  return codes;
}

describe('X-Forwarded-For', () => {
  it('is ignored by default: rotating it does not escape the per-address limit', async () => {
    const t = await app();
    expect(await rotatingCalls(t, '198.51.100.7')).toEqual([200, 200, 200, 429]);
  });

  it('is ignored from an address that is not a configured proxy', async () => {
    const t = await app({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1' });
    expect(await rotatingCalls(t, '198.51.100.7')).toEqual([200, 200, 200, 429]);
  });

  it('is honoured from a configured proxy (address or CIDR range)', async () => {
    const t = await app({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1' });
    expect(await rotatingCalls(t, '10.1.2.3')).toEqual([200, 200, 200, 200]);
    // The client behind the other proxy is counted as itself: 203.0.113.1 has used one call already.
    expect(await rotatingCalls(t, '192.0.2.1', () => '203.0.113.1')).toEqual([200, 200, 429, 429]);
  });
});
