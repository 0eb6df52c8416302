import { accountRoutes, studentAdminRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { admit, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// One app for the file: every test uses numbers of its own, and its SMS are those sent to them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const smsTo = (phone: string, app: TestApp = t) =>
  app.logs.filter((l) => l.msg === 'sms' && l.to === `88${phone}`);

async function requestCode(phone: string) {
  return callRoute(t.app, accountRoutes.requestOtp, { params: { phone } });
}

async function setPassword(body: Record<string, unknown>, forgot = false) {
  // The tests send wrong bodies too.
  return callRoute(t.app, accountRoutes.setPassword, {
    query: forgot ? { forgotPassword: true } : {},
    body: body as never,
  });
}

describe('registration by OTP', () => {
  it('sends a code to an admitted number, sets the password, and the student can sign in', async () => {
    const phone = newPhone();
    await admit(t.ctx, phone);
    const res = await requestCode(phone);
    expect(res.statusCode).toBe(200);
    const { hash, otp, phone: echoed } = res.json().data;
    expect(echoed).toBe(phone);
    expect(otp).toMatch(/^\d{6}$/);
    expect(smsTo(phone)).toHaveLength(1);
    expect(String(smsTo(phone)[0]!.text)).toContain(otp);

    const set = await setPassword({ otp, hash, phone, password: 'newpass1' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ status: '200', data: { message: 'Successfully set the password!' } });
    const session = await signIn(t.app, phone, 'newpass1');
    expect(session.length).toBeGreaterThan(20);
  });

  it('keeps the code out of the response unless revealing is on, and stores only its hash', async () => {
    const hidden = await createTestApp({ OTP_REVEAL: '0' });
    try {
      const phone = newPhone();
      await admit(hidden.ctx, phone);
      const res = await callRoute(hidden.app, accountRoutes.requestOtp, { params: { phone } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.otp).toBeUndefined();
      const code = /(\d{6})/.exec(String(smsTo(phone, hidden)[0]!.text))![1]!;
      const rows = await hidden.ctx.database.runner.query<{ code_hash: string }>(
        'select code_hash from otp_codes',
      );
      expect(rows[0]!.code_hash).not.toContain(code);
      const set = await callRoute(hidden.app, accountRoutes.setPassword, {
        query: {},
        body: { otp: code, hash: res.json().data.hash, phone, password: 'newpass1' },
      });
      expect(set.statusCode).toBe(200);
    } finally {
      await hidden.close();
    }
  });

  it('refuses a number that is not on the roster, with no SMS', async () => {
    const phone = newPhone();
    const res = await requestCode(phone);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.title).toBe('This number is not in our admission records');
    expect(smsTo(phone)).toHaveLength(0);
  });

  it('refuses a badly formed number with the client message', async () => {
    for (const bad of ['0171234', '01212345678', 'abcdefghijk']) {
      const res = await requestCode(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.title).toBe('Phone number is not valid');
    }
  });

  it('refuses a number that is registered already', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const res = await requestCode(phone);
    expect(res.statusCode).toBe(409);
  });

  it('makes a resend wait 300 seconds', async () => {
    const phone = newPhone();
    await admit(t.ctx, phone);
    const first = await requestCode(phone);
    expect(first.statusCode).toBe(200);
    t.clock.advance(299_000);
    const early = await requestCode(phone);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    t.clock.advance(1_000);
    const again = await requestCode(phone);
    expect(again.statusCode).toBe(200);
    // only the newest code works
    const old = await setPassword({
      otp: first.json().data.otp,
      hash: first.json().data.hash,
      phone,
      password: 'newpass1',
    });
    expect(old.statusCode).toBe(400);
  });

  it('limits codes per number per hour', async () => {
    const phone = newPhone();
    await admit(t.ctx, phone);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await requestCode(phone)).statusCode);
      t.clock.advance(301_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('rejects a wrong code, counts tries, and voids the code after five', async () => {
    const phone = newPhone();
    await admit(t.ctx, phone);
    const { hash, otp } = (await requestCode(phone)).json().data;
    const wrong = otp === '000000' ? '111111' : '000000';
    const first = await setPassword({ otp: wrong, hash, phone, password: 'newpass1' });
    expect(first.statusCode).toBe(400);
    expect(first.json().errors).toMatchObject({
      title: 'Wrong code',
      message: 'The code is not correct. 4 tries left.',
    });
    for (let i = 0; i < 3; i++) await setPassword({ otp: wrong, hash, phone, password: 'newpass1' });
    const fifth = await setPassword({ otp: wrong, hash, phone, password: 'newpass1' });
    expect(fifth.statusCode).toBe(429);
    const right = await setPassword({ otp, hash, phone, password: 'newpass1' });
    expect(right.statusCode).toBe(429);
    expect(right.json().errors.title).toBe('Too many wrong codes');
  });

  it('rejects an expired code', async () => {
    const phone = newPhone();
    await admit(t.ctx, phone);
    const { hash, otp } = (await requestCode(phone)).json().data;
    t.clock.advance(5 * 60_000 + 1);
    const res = await setPassword({ otp, hash, phone, password: 'newpass1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.title).toBe('The code has expired');
  });

  it('answers bad set-password input with the client messages', async () => {
    const phone = newPhone();
    await admit(t.ctx, phone);
    const { hash, otp } = (await requestCode(phone)).json().data;
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'newpass1' }, 'Please register first!'],
      [{ otp: '12', hash, phone, password: 'newpass1' }, 'Please enter otp first'],
      [{ otp, hash, phone, password: '123' }, 'password: Password length must be at least 6 characters.'],
      [{ otp, hash: 'not-a-hash', phone, password: 'newpass1' }, 'This code is no longer valid'],
    ];
    for (const [body, text] of cases) {
      const res = await setPassword(body);
      expect(res.statusCode).toBe(400);
      const e = res.json().errors;
      expect([e.title, e.message]).toContain(text);
    }
    const noBody = await callRoute(
      t.app,
      accountRoutes.setPassword,
      { body: '{oops' as never }, // malformed JSON on purpose
      { headers: { 'content-type': 'application/json' } },
    );
    expect(noBody.statusCode).toBe(400);
  });
});

describe('forgot password', () => {
  it('resets the password with a code and ends the open sessions', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone, 'oldpass1');
    const session = await signIn(t.app, phone, 'oldpass1');
    const res = await callRoute(t.app, accountRoutes.forgotPassword, { params: { phone } });
    expect(res.statusCode).toBe(200);
    const { hash, otp } = res.json().data;
    // a registration code is not a reset code
    expect((await setPassword({ otp, hash, phone, password: 'newpass1' })).statusCode).toBe(400);
    const set = await setPassword({ otp, hash, phone, password: 'newpass1' }, true);
    expect(set.statusCode).toBe(200);
    const profile = await callRoute(t.app, accountRoutes.profile, {}, { token: session });
    expect(profile.statusCode).toBe(401);
    await expect(signIn(t.app, phone, 'oldpass1')).rejects.toThrow();
    await signIn(t.app, phone, 'newpass1');
  });

  it('refuses a number that never registered, telling the student to register', async () => {
    const phone = newPhone();
    await admit(t.ctx, phone);
    const res = await callRoute(t.app, accountRoutes.forgotPassword, { params: { phone } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.title).toBe('Please register with this number');
    expect(smsTo(phone)).toHaveLength(0);
  });

  it('tells a student whose password staff reset to register again, and registering works', async () => {
    const phone = newPhone();
    const studentId = await registeredStudent(t.ctx, phone, 'oldpass1');
    const admin = await staffSession(t.app);
    const reset = await callRoute(
      t.app,
      studentAdminRoutes.resetStudentPassword,
      { params: { studentId } },
      { token: admin },
    );
    expect(reset.statusCode).toBe(200);
    const res = await callRoute(t.app, accountRoutes.forgotPassword, { params: { phone } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toMatchObject({
      title: 'Please register with this number',
      message: expect.stringContaining('the institute reset it'),
    });
    // Only the registration code the reset sent, none for the refused request.
    expect(smsTo(phone)).toHaveLength(1);
    t.clock.advance(10 * 60_000);
    const code = await requestCode(phone);
    expect(code.statusCode).toBe(200);
  });

  it('refuses a number not on the roster as not registered', async () => {
    const res = await callRoute(t.app, accountRoutes.forgotPassword, { params: { phone: newPhone() } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toMatchObject({
      title: 'This number is not registered',
      message: 'Please create an account first.',
    });
  });
});
