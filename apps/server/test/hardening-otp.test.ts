import { OTP_MAX_TRIES } from '@lms/domain';
import { accountRoutes } from '@lms/domain/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { admit, newPhone } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const smsLines = () => t.logs.filter((l) => l.msg === 'sms');
const requestCode = (phone: string) => callRoute(t.app, accountRoutes.requestOtp, { params: { phone } });

describe('one-time codes under concurrent requests', () => {
  it('counts every try atomically: 40 wrong guesses and the right code together cannot outlast five tries', async () => {
    const phone = newPhone();
    await admit(t.ctx, phone);
    const { hash, otp } = (await requestCode(phone)).json().data as { hash: string; otp: string };
    const guess = (code: string) =>
      callRoute(t.app, accountRoutes.setPassword, { body: { otp: code, hash, phone, password: 'newpass1' } });
    const wrongCodes = Array.from({ length: 40 }, (_, i) => {
      const code = String(100_000 + i);
      return code === otp ? '999999' : code;
    });
    const wrong = wrongCodes.map(guess);
    const right = guess(otp);
    const results = await Promise.all([...wrong, right]);

    // At most five guesses are ever checked against the code; the rest are refused unchecked.
    const checked = results.filter((r) => r.statusCode === 200 || r.json().errors?.title === 'Wrong code');
    expect(checked.length).toBeLessThanOrEqual(OTP_MAX_TRIES);
    const rows = await t.ctx.database.runner.query<{ attempts: number }>(
      `select attempts from otp_codes where id = '${hash}'`,
    );
    expect(rows[0]!.attempts).toBeLessThanOrEqual(OTP_MAX_TRIES);
    // The right code went in after forty wrong ones had used the tries up: it is refused.
    const last = results.at(-1)!;
    expect(last.statusCode).toBe(429);
    expect(last.json().errors.title).toBe('Too many wrong codes');
    expect((await guess(otp)).statusCode).toBe(429);
  });

  it('makes one code and sends one SMS for 12 requests for one number at once', async () => {
    const phone = newPhone();
    await admit(t.ctx, phone);
    const results = await Promise.all(Array.from({ length: 12 }, () => requestCode(phone)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(429);
      expect(r.json().errors.title).toBe('Please wait before asking for a new code');
    }
    expect(smsLines()).toHaveLength(1);
    const rows = await t.ctx.database.runner.query<{ n: number }>(
      `select count(*)::int as n from otp_codes where phone = '${phone}'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
