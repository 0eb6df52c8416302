import { STAFF_ROLES, toUsername } from '@lms/domain';
import { accountRoutes, auditRoutes, staffRoutes, studentAdminRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { callRoute } from './support/call-route';
import { admit, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Codes are not revealed here: the student has only the SMS the configured provider sent.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ OTP_REVEAL: '0' });
  admin = await staffSession(t.app, ['admin']);
});
afterAll(() => t.close());

const smsTo = (phone: string) => t.logs.filter((l) => l.msg === 'sms' && l.to === `88${phone}`);
const codeIn = (line: { text?: unknown }) => /\b(\d{6})\b/.exec(String(line.text))?.[1];
const reset = (studentId: string, token = admin) =>
  callRoute(t.app, studentAdminRoutes.resetStudentPassword, { params: { studentId } }, { token });

/** Waits for the SMS sent after the answer. */
async function waitForSms(phone: string, count: number) {
  for (let i = 0; i < 50 && smsTo(phone).length < count; i++) await new Promise((r) => setTimeout(r, 20));
  return smsTo(phone);
}

describe("staff reset a student's password", () => {
  it('texts a code with which the student sets a new password in the app and signs in', async () => {
    const phone = newPhone();
    const id = await registeredStudent(t.ctx, phone);
    const token = await signIn(t.app, phone);

    const res = await reset(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ registered: false, phone });
    const sent = await waitForSms(phone, 1);
    expect(sent).toHaveLength(1);
    const code = codeIn(sent[0]!);
    expect(code).toMatch(/^\d{6}$/);
    expect((await callRoute(t.app, accountRoutes.profile, {}, { token })).statusCode).toBe(401);
    const old = await callRoute(t.app, accountRoutes.login, {
      body: { username: toUsername(phone), password: 'secret12' },
    });
    expect(old.statusCode).not.toBe(200);

    // The app asks for a code as in registration: it is answered with the code already sent, no new SMS.
    const asked = await callRoute(t.app, accountRoutes.requestOtp, { params: { phone } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.otp).toBeUndefined();
    expect(smsTo(phone)).toHaveLength(1);
    const set = await callRoute(t.app, accountRoutes.setPassword, {
      query: {},
      body: { otp: code, hash: asked.json().data.hash, phone, password: 'fresh-pass-9' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await signIn(t.app, phone, 'fresh-pass-9')).length).toBeGreaterThan(20);

    const detail = await callRoute(
      t.app,
      studentAdminRoutes.studentDetail,
      { params: { studentId: id } },
      {
        token: admin,
      },
    );
    expect(detail.json().data.registered).toBe(true);
  });

  it('sends one code when the reset arrives twice, and audits the reset with before and after', async () => {
    const phone = newPhone();
    const id = await registeredStudent(t.ctx, phone);
    const [first, second] = [await reset(id), await reset(id)];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(await waitForSms(phone, 1)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(smsTo(phone)).toHaveLength(1);

    await auditWritesSettled(t.ctx);
    const me = (await callRoute(t.app, staffRoutes.me, {}, { token: admin })).json().data.username;
    const audit = await callRoute(
      t.app,
      auditRoutes.listAudit,
      { query: { staff: me, section: 'staff' } as never },
      { token: admin },
    );
    const entries = (audit.json().data.items as { path: string; before: unknown; after: unknown }[]).filter(
      (e) => e.path === `/api/staff/students/${id}/reset-password`,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { registered: true }, after: { registered: false, phone } });
  });

  it('resets a student who registered a moment ago (a used code does not hold the reset back)', async () => {
    const phone = newPhone();
    const id = await admit(t.ctx, phone);
    const asked = await callRoute(t.app, accountRoutes.requestOtp, { params: { phone } });
    const code = codeIn((await waitForSms(phone, 1))[0]!);
    const body = { otp: code, hash: asked.json().data.hash, phone, password: 'first-pass-1' };
    expect((await callRoute(t.app, accountRoutes.setPassword, { query: {}, body })).statusCode).toBe(200);
    const res = await reset(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await waitForSms(phone, 2)).toHaveLength(2);
  });

  it('refuses a deactivated student, an unknown one, and roles other than admin', async () => {
    const phone = newPhone();
    const id = await registeredStudent(t.ctx, phone);
    const others = STAFF_ROLES.filter((role) => role !== 'admin' && role !== 'moderator');
    for (const role of others)
      expect((await reset(id, await staffSession(t.app, [role]))).statusCode).toBe(403);
    expect((await reset(id, await signIn(t.app, phone))).statusCode).toBe(403);
    expect(
      (await callRoute(t.app, studentAdminRoutes.resetStudentPassword, { params: { studentId: id } }))
        .statusCode,
    ).toBe(401);
    expect((await reset('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await callRoute(
      t.app,
      studentAdminRoutes.deactivateStudent,
      { params: { studentId: id } },
      { token: admin },
    );
    const refused = await reset(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.title).toBe('This student is deactivated');
    expect(smsTo(phone)).toHaveLength(0);
  });
});
