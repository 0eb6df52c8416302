import { OTP_MAX_TRIES } from '@lms/domain';
import { accountRoutes, guardianRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIR_TRIES } from '../src/lib/sign-in-guard';
import { callAs, callRoute } from './support/call-route';
import {
  guardianSession,
  newPhone,
  registeredStudent,
  setGuardian,
  signIn,
  staffSession,
} from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// A guardian signs in with the number the roster lists as a student's contact and a code sent to it:
// no password, rate limited like a student's sign-in, and a number no student lists gets the same
// answers as one that is listed (until it would have to show a code it never received).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const smsTo = (phone: string) => t.logs.filter((l) => l.msg === 'sms' && l.to === `88${phone}`);
const requestCode = (phone: string, remoteAddress?: string) =>
  callRoute(t.app, guardianRoutes.requestCode, { body: { phone } }, { remoteAddress });
const signInWith = (body: { phone: string; hash: string; otp: string }, remoteAddress?: string) =>
  callRoute(t.app, guardianRoutes.signIn, { body }, { remoteAddress });

/** Two students listing one new guardian number; answers the number and the students' ids. */
async function family(names: [string, string] = ['Rafi Karim', 'Nadia Karim']) {
  const guardian = newPhone();
  const ids = [];
  for (const name of names) {
    const id = await registeredStudent(t.ctx, newPhone());
    await t.ctx.database.runner.query(`update students set name = '${name}' where id = '${id}'`);
    ids.push(id);
  }
  await setGuardian(t.ctx, guardian, ...ids);
  return { guardian, ids };
}

describe('a guardian signs in with a code', () => {
  it('sends a code by SMS and signs in with it, answering the children and a session', async () => {
    const { guardian, ids } = await family();
    const code = await requestCode(guardian);
    expect(code.statusCode).toBe(200);
    const { hash, otp } = code.json().data;
    expect(smsTo(guardian)).toHaveLength(1);
    expect(String(smsTo(guardian)[0]!.text)).toContain(otp);

    const res = await signInWith({ phone: guardian, hash, otp });
    expect(res.statusCode, res.body).toBe(200);
    const session = String(res.headers.sessionid);
    expect(session.length).toBeGreaterThan(20);
    const data = res.json().data;
    expect(data.phone).toBe(guardian);
    expect(data.children.map((c: { _id: string; name: string }) => [c.name, c._id])).toEqual([
      ['Nadia Karim', ids[1]],
      ['Rafi Karim', ids[0]],
    ]);

    const me = await callAs(t.app, guardianRoutes.me, {}, session);
    expect(me.status).toBe(200);
    expect(me.body.data.children).toHaveLength(2);

    // The code signed in once.
    const again = await signInWith({ phone: guardian, hash, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.title).toBe('This code is no longer valid');
  });

  it('accepts the number as 8801… or +880 too', async () => {
    const { guardian } = await family();
    const code = await requestCode(`+88${guardian}`);
    expect(code.statusCode).toBe(200);
    const { hash, otp } = code.json().data;
    expect((await signInWith({ phone: `88${guardian}`, hash, otp })).statusCode).toBe(200);
  });

  it('signs out: the session ends and the next call is refused', async () => {
    const { guardian } = await family();
    const session = await guardianSession(t.app, guardian);
    expect((await callAs(t.app, guardianRoutes.logout, {}, session)).status).toBe(200);
    expect((await callAs(t.app, guardianRoutes.me, {}, session)).status).toBe(401);
  });

  it('lets both parents sign in with the number at once (a new sign-in does not end the other)', async () => {
    const { guardian } = await family();
    const first = await guardianSession(t.app, guardian);
    t.clock.advance(301_000);
    const second = await guardianSession(t.app, guardian);
    expect((await callAs(t.app, guardianRoutes.me, {}, first)).status).toBe(200);
    expect((await callAs(t.app, guardianRoutes.me, {}, second)).status).toBe(200);
  });

  it('refuses a malformed number with 400 and the reason', async () => {
    const res = await requestCode('12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.title).toBeTruthy();
    const missing = await callRoute(t.app, guardianRoutes.signIn, {
      body: { phone: newPhone(), hash: '', otp: '' },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('no account enumeration', () => {
  it('answers a number no student lists as it answers a guardian, and texts only the guardian', async () => {
    const { guardian } = await family();
    const stranger = newPhone();
    const [listed, unlisted] = await Promise.all([requestCode(guardian), requestCode(stranger)]);
    expect(unlisted.statusCode).toBe(listed.statusCode);
    expect(Object.keys(unlisted.json().data).sort()).toEqual(Object.keys(listed.json().data).sort());
    expect(smsTo(guardian)).toHaveLength(1);
    expect(smsTo(stranger)).toHaveLength(0);

    // A wrong code is the same "wrong code" for both, tries counted alike.
    const wrong = (r: typeof listed, phone: string) =>
      signInWith({
        phone,
        hash: r.json().data.hash,
        otp: r.json().data.otp === '000000' ? '111111' : '000000',
      });
    const [a, b] = [await wrong(listed, guardian), await wrong(unlisted, stranger)];
    expect([a.statusCode, a.json().errors]).toEqual([b.statusCode, b.json().errors]);

    // Asking again at once is the same wait for both.
    const [c, d] = [await requestCode(guardian), await requestCode(stranger)];
    expect([c.statusCode, c.json().errors.title]).toEqual([429, d.json().errors.title]);
    expect(d.statusCode).toBe(429);
  });

  it('does not sign in a number no student lists, even with its own code', async () => {
    const stranger = newPhone();
    const { hash, otp } = (await requestCode(stranger)).json().data;
    const res = await signInWith({ phone: stranger, hash, otp });
    expect(res.statusCode).toBe(401);
    expect(res.headers.sessionid).toBeUndefined();
  });

  it("does not take a student's own number as a guardian's", async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const { hash, otp } = (await requestCode(phone)).json().data;
    expect((await signInWith({ phone, hash, otp })).statusCode).toBe(401);
  });
});

describe('rate limits like a student sign-in', () => {
  it('refuses a code after its tries are used, even the right one', async () => {
    const { guardian } = await family();
    const { hash, otp } = (await requestCode(guardian)).json().data;
    const wrongCode = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP_MAX_TRIES; i++) {
      const res = await signInWith({ phone: guardian, hash, otp: wrongCode });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.title).toBe('Wrong code');
    }
    expect((await signInWith({ phone: guardian, hash, otp: wrongCode })).statusCode).toBe(429);
    const right = await signInWith({ phone: guardian, hash, otp });
    expect(right.statusCode).toBe(429);
    expect(right.json().errors.title).toBe('Too many wrong codes');
  });

  it('locks the number out for an address after repeated failures, with Retry-After; another address still signs in', async () => {
    const { guardian } = await family();
    const guesser = '10.9.8.7';
    const bogus = { phone: guardian, hash: '00000000-0000-4000-8000-000000000000', otp: '123456' };
    for (let i = 0; i < PAIR_TRIES; i++) expect((await signInWith(bogus, guesser)).statusCode).toBe(400);
    const locked = await signInWith(bogus, guesser);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    const { hash, otp } = (await requestCode(guardian, '10.1.1.1')).json().data;
    expect((await signInWith({ phone: guardian, hash, otp }, guesser)).statusCode).toBe(429);
    expect((await signInWith({ phone: guardian, hash, otp }, '10.1.1.1')).statusCode).toBe(200);
  });

  it('spaces code requests per number (one per resend wait)', async () => {
    const { guardian } = await family();
    expect((await requestCode(guardian)).statusCode).toBe(200);
    const again = await requestCode(guardian);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sessions of different kinds', () => {
  it('refuses the guardian routes to a student and to staff (403), and to no session (401)', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const student = await signIn(t.app, phone);
    const staff = await staffSession(t.app, ['admin']);
    expect((await callAs(t.app, guardianRoutes.me, {}, student)).status).toBe(403);
    expect((await callAs(t.app, guardianRoutes.me, {}, staff)).status).toBe(403);
    expect((await callAs(t.app, guardianRoutes.me, {})).status).toBe(401);
  });

  it("keeps the student's own sign-out and profile closed to a guardian", async () => {
    const { guardian } = await family();
    const session = await guardianSession(t.app, guardian);
    expect((await callAs(t.app, accountRoutes.profile, {}, session)).status).toBe(403);
    expect((await callAs(t.app, accountRoutes.logout, {}, session)).status).toBe(403);
    expect((await callAs(t.app, guardianRoutes.me, {}, session)).status).toBe(200);
  });
});
