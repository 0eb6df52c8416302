import { accountRoutes, staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { appWithAdmin, newPhone } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

/** A number in the international form staff and students may type: +880 1… */
const international = (local: string) => `+88${local}`;

const admitWith = (phone: string, contact?: string) =>
  callRoute(
    t.app,
    staffRoutes.admitStudent,
    { body: { name: 'Intl Number', sid: `P${newPhone()}`, phone, contact } },
    { token: admin },
  );

describe('Bangladeshi numbers in the international form', () => {
  it('admits +8801… and 8801… as the same student as 01…', async () => {
    const local = newPhone();
    const admitted = await admitWith(international(local), `880${newPhone().slice(1)}`);
    expect(admitted.statusCode).toBe(201);
    expect(admitted.json().data.username).toBe(`88${local}`);
    const again = await admitWith(local);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.title).toBe('This number is admitted already');
    const spaced = await admitWith(`+880 ${local.slice(1, 5)}-${local.slice(5)}`);
    expect(spaced.statusCode).toBe(409);
  });

  it('refuses an international number that is not a mobile number', async () => {
    for (const phone of ['+8801210000557', '+880171000055', '+01710000557']) {
      const res = await admitWith(phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.message).toMatch(/phone: Phone number is not valid/);
    }
  });

  it('registers and signs in with the number typed in any accepted form', async () => {
    const local = newPhone();
    expect((await admitWith(local)).statusCode).toBe(201);
    const code = await callRoute(t.app, accountRoutes.requestOtp, {
      params: { phone: `+880 ${local.slice(1)}` },
    });
    expect(code.statusCode).toBe(200);
    const { hash, otp, phone } = code.json().data;
    expect(phone).toBe(local);
    const set = await callRoute(t.app, accountRoutes.setPassword, {
      body: { otp, hash, phone: international(local), password: 'mypass12' },
    });
    expect(set.statusCode).toBe(200);
    // The student app sends 88 + the number as typed.
    for (const typed of [local, international(local), `88${local}`]) {
      const res = await callRoute(t.app, accountRoutes.login, {
        body: { username: `88${typed}`, password: 'mypass12' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.student.username).toBe(`88${local}`);
    }
    const bad = await callRoute(t.app, accountRoutes.login, {
      body: { username: '88+8801210000557', password: 'mypass12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.title).toBe('Phone no. is not valid');
  });
});
