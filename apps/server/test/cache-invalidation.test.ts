import { accountRoutes, brandingRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { createRedisInvalidation, type Invalidation } from '../src/lib/invalidation';
import { sha256 } from '../src/lib/tokens';
import { saveBrandingRow } from '../src/modules/branding/branding-repository';
import { callRoute } from './support/call-route';
import { newPhone, registeredStudent, signIn } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Another node is played by a second announcer on the same Redis plus a direct database write: what
// the other node would do when a student signs out or staff change the branding through it.
const redisUrl = process.env.REDIS_URL;
let t: TestApp;
let otherNode: { bus: Invalidation; redis: Redis } | undefined;
afterEach(async () => {
  await otherNode?.bus.close();
  otherNode?.redis.disconnect();
  otherNode = undefined;
  await t.close();
});

async function withOtherNode(): Promise<Invalidation> {
  t = await createTestApp({ REDIS_URL: redisUrl! });
  const redis = new Redis(redisUrl!);
  otherNode = { bus: createRedisInvalidation(redis), redis };
  // Both subscriber connections settle before the first announcement.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return otherNode.bus;
}

const soon = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

describe.skipIf(!redisUrl)(
  'caches of one node follow changes made through another',
  { timeout: 90_000 },
  () => {
    it('a session ended on another node is refused here at once, not after the cache ages', async () => {
      const other = await withOtherNode();
      const phone = newPhone();
      await registeredStudent(t.ctx, phone);
      const session = await signIn(t.app, phone);
      const profile = () => callRoute(t.app, accountRoutes.profile, {}, { token: session });
      expect((await profile()).statusCode).toBe(200); // now cached on this node

      const tokenHash = sha256(session);
      await t.ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      other.publish('session', tokenHash);
      expect(await soon(async () => (await profile()).statusCode === 401)).toBe(true);
    });

    it('branding changed on another node shows here at once', async () => {
      const other = await withOtherNode();
      const name = async () => (await callRoute(t.app, brandingRoutes.branding, {})).json().data.name;
      const before = await name(); // now cached on this node
      await saveBrandingRow(t.ctx.db, {
        name: 'Renamed Coaching',
        shortName: 'Renamed',
        logoUrl: '/logo.svg',
        primaryColor: '#1677ff',
        assetHost: '/api/files',
        supportEmail: 'office@example.org',
      });
      expect(await name()).toBe(before);
      other.publish('branding');
      expect(await soon(async () => (await name()) === 'Renamed Coaching')).toBe(true);
    });
  },
);
