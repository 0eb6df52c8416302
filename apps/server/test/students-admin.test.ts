import { type StaffRole, toUsername } from '@lms/domain';
import { accountRoutes, type Route, staffRoutes, studentAdminRoutes } from '@lms/domain/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import {
  admit,
  appWithAdmin,
  branchAndGroup,
  newPhone,
  registeredStudent,
  signIn,
  staffSession,
} from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
const as = () => ({ token: admin });

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  await branchAndGroup(t.app, admin, { branch: 'Mirpur', group: 'HSC 27 A' });
});
afterAll(() => t.close());

const HEADER = 'name,sid,phone,contact,branch,session,groups';

describe('roster preview and chunked import', () => {
  it('reports every bad row of a CSV without writing anything', async () => {
    const taken = newPhone();
    await admit(t.ctx, taken);
    const good = newPhone();
    const csv = [
      HEADER,
      `Nadia Preview,P-1,${good},,Mirpur,2027-28,HSC 27 A`,
      `Dup Row,P-2,${good},,,,`,
      'Bad Number,P-3,0123,,,,',
      `Old One,P-4,${taken},,,,`,
      `No Group,P-5,${newPhone()},,,,Nowhere`,
      `No Branch,P-6,${newPhone()},,Gulshan,,`,
      `,,${newPhone()},,,,`,
    ].join('\n');
    const res = await callRoute(t.app, studentAdminRoutes.previewRoster, { body: { csv } }, as());
    expect(res.statusCode).toBe(200);
    const preview = res.json().data;
    expect(preview.total).toBe(7);
    expect(preview.rows[0]).toEqual({
      row: 2,
      name: 'Nadia Preview',
      sid: 'P-1',
      phone: good,
      contact: '',
      branch: 'Mirpur',
      session: '2027-28',
      groups: 'HSC 27 A',
    });
    expect(preview.errors).toEqual([
      { row: 3, name: 'Dup Row', sid: 'P-2', message: `phone ${good} is already on line 2` },
      { row: 4, name: 'Bad Number', sid: 'P-3', message: 'phone "0123" is not a valid mobile number' },
      { row: 5, name: 'Old One', sid: 'P-4', message: `phone ${taken} is admitted already` },
      { row: 6, name: 'No Group', sid: 'P-5', message: 'no group named "Nowhere"' },
      {
        row: 7,
        name: 'No Branch',
        sid: 'P-6',
        message: `no branch named "Gulshan" (branches are made in Groups > Branches, or the import can create them)`,
      },
      { row: 8, name: '', sid: '', message: 'name is empty; roll is empty' },
    ]);
    const found = await callRoute(t.app, staffRoutes.listStudents, { query: { search: good } }, as());
    expect(found.json().data.total).toBe(0);

    // The same rows sent for import: nothing is written while a row is bad...
    const strict = await callRoute(
      t.app,
      studentAdminRoutes.importRosterRows,
      { body: { rows: preview.rows } },
      as(),
    );
    expect(strict.json().data).toMatchObject({ created: 0, skipped: 7 });
    expect(
      (await callRoute(t.app, staffRoutes.listStudents, { query: { search: good } }, as())).json().data.total,
    ).toBe(0);
    // ...unless the staff member chose to import only the valid rows.
    const lenient = await callRoute(
      t.app,
      studentAdminRoutes.importRosterRows,
      { body: { rows: preview.rows, skipInvalid: true } },
      as(),
    );
    expect(lenient.json().data).toMatchObject({ created: 1, skipped: 6 });
    const admitted = (
      await callRoute(t.app, staffRoutes.listStudents, { query: { search: good } }, as())
    ).json().data.items;
    expect(admitted[0]).toMatchObject({ name: 'Nadia Preview', active: true, registered: false });
  });

  it('reads an Excel workbook by the same rule, numbers typed as numbers included', async () => {
    const a = newPhone();
    const b = newPhone();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Roster');
    sheet.addRow(['Name', 'SID', 'Phone', 'Contact', 'Branch', 'Session', 'Groups']);
    sheet.addRow(['Xl One', 'X-1', Number(a), '', 'mirpur', '2027-28', 'HSC 27 A']);
    sheet.addRow(['Xl Two', 1002, b, '', '', '', '']);
    sheet.addRow(['Xl Bad', 'X-3', '99', '', '', '', '']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const preview = (
      await callRoute(t.app, studentAdminRoutes.previewRoster, { body: { xlsx } }, as())
    ).json().data;
    expect(preview.total).toBe(3);
    expect(preview.rows.map((r: { phone: string }) => r.phone)).toEqual([a, b, '99']);
    expect(preview.rows[1].sid).toBe('1002');
    expect(preview.errors).toEqual([
      { row: 4, name: 'Xl Bad', sid: 'X-3', message: 'phone "99" is not a valid mobile number' },
    ]);
    const res = await callRoute(
      t.app,
      studentAdminRoutes.importRosterRows,
      { body: { rows: preview.rows.slice(0, 2) } },
      as(),
    );
    expect(res.json().data).toEqual({ created: 2, skipped: 0, errors: [] });
    const page = (await callRoute(t.app, staffRoutes.listStudents, { query: { search: 'Xl ' } }, as())).json()
      .data;
    expect(page.total).toBe(2);
  });

  it('refuses a file that is not a roster with a clear 400', async () => {
    const bad = (body: object) => callRoute(t.app, studentAdminRoutes.previewRoster, { body } as never, as());
    const noColumns = await bad({ csv: 'name,roll number\nA,1' });
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().errors.message).toBe('Add the column(s): roll, phone.');
    const notExcel = await bad({ xlsx: Buffer.from('hello').toString('base64') });
    expect(notExcel.statusCode).toBe(400);
    expect(notExcel.json().errors.title).toBe('This is not an Excel workbook');
    expect((await bad({})).statusCode).toBe(400);
    expect((await bad({ csv: 'a', xlsx: 'b' })).statusCode).toBe(400);
    const empty = await callRoute(t.app, studentAdminRoutes.importRosterRows, { body: { rows: [] } }, as());
    expect(empty.statusCode).toBe(400);
  });
});

describe('editing a student', () => {
  it('changes the details, and refuses a number another student has', async () => {
    const id = await admit(t.ctx, newPhone(), [], 'Edit Me');
    const other = newPhone();
    await admit(t.ctx, other);
    const fresh = newPhone();
    const patch = (body: object) =>
      callRoute(t.app, studentAdminRoutes.updateStudent, { params: { studentId: id }, body }, as());
    const ok = await patch({ name: 'Edited Name', sid: 'E-9', phone: fresh, contact: '', session: '2028' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      name: 'Edited Name',
      sid: 'E-9',
      username: toUsername(fresh),
      session: '2028',
      active: true,
    });
    const taken = await patch({ phone: other });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.title).toBe('Another student has this number');
    expect((await patch({ phone: '123' })).statusCode).toBe(400);
    const branch = await patch({ branchId: '00000000-0000-4000-8000-000000000000' });
    expect(branch.statusCode).toBe(400);
    expect(branch.json().errors.title).toBe('Unknown branch');
    expect((await patch({ name: '' })).statusCode).toBe(400);
  });
});

describe('deactivating, password reset, registration code', () => {
  it('ends the sessions of a deactivated student and refuses their sign-in until reactivated', async () => {
    const phone = newPhone();
    const id = await registeredStudent(t.ctx, phone);
    const token = await signIn(t.app, phone);
    expect((await callRoute(t.app, accountRoutes.profile, {}, { token })).statusCode).toBe(200);
    const off = await callRoute(
      t.app,
      studentAdminRoutes.deactivateStudent,
      { params: { studentId: id } },
      as(),
    );
    expect(off.json().data).toEqual({ active: false });
    const closed = await callRoute(t.app, accountRoutes.profile, {}, { token });
    expect(closed.statusCode).toBe(401);
    expect(closed.json().errors).toEqual({
      title: 'Your account was deactivated by the institute',
      message: 'Please contact the institute to use your account again.',
      code: 'notLoggedIn',
    });
    const login = () =>
      callRoute(t.app, accountRoutes.login, { body: { username: toUsername(phone), password: 'secret12' } });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.title).toBe('This account is deactivated');
    const listed = (
      await callRoute(t.app, staffRoutes.listStudents, { query: { search: phone } }, as())
    ).json().data.items;
    expect(listed[0].active).toBe(false);
    const deactivated = (
      await callRoute(t.app, staffRoutes.listStudents, { query: { active: 'false' } }, as())
    ).json().data;
    expect(deactivated.items.map((s: { _id: string }) => s._id)).toEqual([id]);
    await callRoute(t.app, studentAdminRoutes.reactivateStudent, { params: { studentId: id } }, as());
    // the session the deactivation closed stays ended: the student signs in anew
    const ended = await callRoute(t.app, accountRoutes.profile, {}, { token });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().errors).toMatchObject({ title: 'Please login first', code: 'notLoggedIn' });
    const again = await login();
    expect(again.statusCode).toBe(200);
    const fresh = String(again.headers.sessionid);
    expect((await callRoute(t.app, accountRoutes.profile, {}, { token: fresh })).statusCode).toBe(200);
  });

  it('clears a password so the student registers again with a new code', async () => {
    const phone = newPhone();
    const id = await registeredStudent(t.ctx, phone);
    const token = await signIn(t.app, phone);
    const params = { studentId: id };
    // A registered student gets no registration code.
    const early = await callRoute(t.app, studentAdminRoutes.resendRegistrationCode, { params }, as());
    expect(early.statusCode).toBe(409);
    const reset = await callRoute(t.app, studentAdminRoutes.resetStudentPassword, { params }, as());
    expect(reset.json().data).toEqual({ registered: false, phone, otp: expect.stringMatching(/^\d+$/) });
    expect((await callRoute(t.app, accountRoutes.profile, {}, { token })).statusCode).toBe(401);
    // The reset sent a code a moment ago: another one waits for the resend time.
    const code = await callRoute(t.app, studentAdminRoutes.resendRegistrationCode, { params }, as());
    expect(code.statusCode).toBe(429);
    const detail = await callRoute(t.app, studentAdminRoutes.studentDetail, { params }, as());
    expect(detail.json().data).toMatchObject({ registered: false, active: true, attempts: [], groups: [] });
  });

  it('answers 404 for a student that does not exist', async () => {
    const params = { studentId: '00000000-0000-4000-8000-000000000000' };
    const res = await callRoute(t.app, studentAdminRoutes.studentDetail, { params }, as());
    expect(res.statusCode).toBe(404);
    expect(
      (await callRoute(t.app, studentAdminRoutes.studentDetail, { params: { studentId: 'x' } }, as()))
        .statusCode,
    ).toBe(400);
  });
});

describe('who may manage students', () => {
  const params = { studentId: '00000000-0000-4000-8000-000000000000' };
  const calls: [Route, object][] = [
    [studentAdminRoutes.previewRoster, { body: { csv: HEADER } }],
    [studentAdminRoutes.importRosterRows, { body: { rows: [] } }],
    [studentAdminRoutes.studentDetail, { params }],
    [studentAdminRoutes.updateStudent, { params, body: {} }],
    [studentAdminRoutes.deactivateStudent, { params }],
    [studentAdminRoutes.reactivateStudent, { params }],
    [studentAdminRoutes.resetStudentPassword, { params }],
    [studentAdminRoutes.resendRegistrationCode, { params }],
  ];
  const others: StaffRole[] = ['examModerator', 'examiner', 'contentUploader', 'questionUploader', 'mentor'];

  it('refuses other staff roles (403), students (403) and no session (401)', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const student = await signIn(t.app, phone);
    const tokens = await Promise.all(others.map((r) => staffSession(t.app, [r])));
    for (const [route, input] of calls) {
      expect((await callRoute(t.app, route, input as never)).statusCode).toBe(401);
      expect((await callRoute(t.app, route, input as never, { token: student })).statusCode).toBe(403);
      for (const token of tokens)
        expect((await callRoute(t.app, route, input as never, { token })).statusCode).toBe(403);
    }
  });

  it('lets a moderator in', async () => {
    const moderator = await staffSession(t.app, ['moderator']);
    const res = await callRoute(t.app, studentAdminRoutes.studentDetail, { params }, { token: moderator });
    expect(res.statusCode).toBe(404);
  });
});
