import { accountRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../src/lib/housekeeping';
import { callRoute } from './support/call-route';
import { admit, newPhone, registeredStudent, signIn } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = async (table: string) =>
  Number((await t.ctx.database.runner.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

describe('housekeeping', () => {
  it('deletes expired sessions and day-old codes, and keeps live ones', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    await signIn(t.app, phone);
    const other = newPhone();
    await admit(t.ctx, other);
    await callRoute(t.app, accountRoutes.requestOtp, { params: { phone: other } });
    await runHousekeeping(t.ctx);
    expect(await count('sessions')).toBe(1);
    expect(await count('otp_codes')).toBe(1);

    t.clock.advance(31 * 86_400_000);
    await runHousekeeping(t.ctx);
    expect(await count('sessions')).toBe(0);
    expect(await count('otp_codes')).toBe(0);
  });
});
