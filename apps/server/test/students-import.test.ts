import type { StaffRole } from '@lms/domain';
import { type RosterPreview, staffRoutes, studentAdminRoutes, studentBulkRoutes } from '@lms/domain/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { appWithAdmin, makeGroup, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let other: TestApp;
let admin: string;
let groupId: string;
let otherGroupId: string;
const as = () => ({ token: admin });
const NOT_ORG: StaffRole[] = [
  'examModerator',
  'examiner',
  'contentUploader',
  'questionUploader',
  'mentor',
  'accountant',
];

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
let phoneCounter = 0;
/** A fresh local number of this file (01 + 6 + 8 digits), in English digits. */
const freshPhone = () =>
  `016${String(++phoneCounter + (Date.now() % 1e6) * 100)
    .padStart(8, '0')
    .slice(-8)}`;
const inBengali = (digits: string) => digits.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!);

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  groupId = await makeGroup(t.ctx, 'Import Into Me');
  other = (await appWithAdmin()).t;
  otherGroupId = await makeGroup(other.ctx, 'Another institute group');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const preview = async (body: object) => {
  const res = await callRoute(t.app, studentAdminRoutes.previewRoster, { body: body as never }, as());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RosterPreview;
};
const studentsFound = async (search: string, extra: Record<string, string> = {}) =>
  (await callRoute(t.app, staffRoutes.listStudents, { query: { search, ...extra } }, as())).json().data;
const branchNamed = async (name: string) =>
  ((await callRoute(t.app, staffRoutes.listBranches, {}, as())).json().data as { name: string }[]).filter(
    (b) => b.name.toLowerCase() === name.toLowerCase(),
  );

describe('the roster template', () => {
  it('is offered as .xlsx and CSV, the roll headed "roll", and the workbook passes the check', async () => {
    const xlsx = await callRoute(
      t.app,
      studentBulkRoutes.rosterTemplate,
      { query: { format: 'xlsx' } },
      as(),
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('roster-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const header = book.worksheets[0]!.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(['name', 'roll', 'phone', 'contact', 'branch', 'session', 'groups']);
    const checked = await preview({ xlsx: xlsx.rawPayload.toString('base64') });
    expect(checked).toMatchObject({ total: 1, errors: [] });
    const csv = await callRoute(t.app, studentBulkRoutes.rosterTemplate, { query: { format: 'csv' } }, as());
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFname,roll,phone,contact,branch,session,groups');
  });

  it('is refused to callers outside student administration and to bad formats', async () => {
    expect((await callRoute(t.app, studentBulkRoutes.rosterTemplate, { query: {} })).statusCode).toBe(401);
    for (const role of NOT_ORG) {
      const token = await staffSession(t.app, [role]);
      const res = await callRoute(t.app, studentBulkRoutes.rosterTemplate, { query: {} }, { token });
      expect(res.statusCode, role).toBe(403);
    }
    const bad = await callRoute(
      t.app,
      studentBulkRoutes.rosterTemplate,
      { query: { format: 'pdf' as never } },
      as(),
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('importing a roster', () => {
  it('reads "Roll" and the old "sid" heading, and Bengali digits in numbers, stored in English ones', async () => {
    const [a, b] = [freshPhone(), freshPhone()];
    const rollHeaded = await preview({ csv: `Name,Roll,Phone\nBn Digits One,BD-1,${inBengali(a)}\n` });
    expect(rollHeaded.errors).toEqual([]);
    expect(rollHeaded.rows[0]).toMatchObject({ sid: 'BD-1', phone: inBengali(a) });
    const sidHeaded = await preview({
      csv: `name,sid,phone,contact\nBn Digits Two,BD-2,${b},${inBengali(a)}\n`,
    });
    expect(sidHeaded.errors).toEqual([]);
    const res = await callRoute(
      t.app,
      studentAdminRoutes.importRosterRows,
      { body: { rows: [...rollHeaded.rows, { ...sidHeaded.rows[0]!, row: 3 }] } },
      as(),
    );
    expect(res.json().data).toEqual({ created: 2, skipped: 0, errors: [] });
    const found = await studentsFound('Bn Digits');
    expect(found.items.map((s: { username: string }) => s.username).sort()).toEqual(
      [`88${a}`, `88${b}`].sort(),
    );
  });

  it('says where branches are made, names the row, and creates missing branches when asked, once', async () => {
    const csv = [
      'name,roll,phone,branch',
      `Branch Less,BR-1,${freshPhone()},Uttara New`,
      `Branch Less Two,BR-2,${freshPhone()},uttara new`,
      'Bad Phone,BR-3,12345,',
    ].join('\n');
    const strict = await preview({ csv });
    expect(strict.errors).toEqual([
      {
        row: 2,
        name: 'Branch Less',
        sid: 'BR-1',
        message:
          'no branch named "Uttara New" (branches are made in Groups > Branches, or the import can create them)',
      },
      expect.objectContaining({ row: 3, name: 'Branch Less Two', sid: 'BR-2' }),
      { row: 4, name: 'Bad Phone', sid: 'BR-3', message: 'phone "12345" is not a valid mobile number' },
    ]);
    expect(strict.newBranches).toEqual([]);
    const lenient = await preview({ csv, createBranches: true });
    expect(lenient.errors.map((e) => e.row)).toEqual([4]);
    expect(lenient.newBranches).toEqual(['Uttara New']);
    expect(await branchNamed('Uttara New')).toHaveLength(0);

    // Two chunks naming the same new branch: it is made once, and both students are in it.
    const send = (rows: RosterPreview['rows']) =>
      callRoute(
        t.app,
        studentAdminRoutes.importRosterRows,
        { body: { rows, createBranches: true, groupId } },
        as(),
      );
    expect((await send([lenient.rows[0]!])).json().data).toMatchObject({ created: 1, skipped: 0 });
    expect((await send([lenient.rows[1]!])).json().data).toMatchObject({ created: 1, skipped: 0 });
    const [branch, ...more] = await branchNamed('Uttara New');
    expect(more).toHaveLength(0);
    const inBranch = await studentsFound('Branch Less', {
      branchId: (branch as unknown as { _id: string })._id,
    });
    expect(inBranch.total).toBe(2);
    // ...and both went into the group chosen for the import.
    expect((await studentsFound('Branch Less', { groupId })).total).toBe(2);
    // Sent again, the rows are refused (admitted already): nothing doubles.
    const again = await send([lenient.rows[0]!]);
    expect(again.json().data).toMatchObject({ created: 0, skipped: 1 });
    expect((await studentsFound('Branch Less')).total).toBe(2);
  });

  it("refuses another institute's group for the import with 400, admitting no one", async () => {
    const rows = (await preview({ csv: `name,roll,phone\nForeign Group,FG-1,${freshPhone()}\n` })).rows;
    const res = await callRoute(
      t.app,
      studentAdminRoutes.importRosterRows,
      { body: { rows, groupId: otherGroupId } },
      as(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.title).toBe('Unknown group');
    expect((await studentsFound('Foreign Group')).total).toBe(0);
    const notBool = await callRoute(
      t.app,
      studentAdminRoutes.importRosterRows,
      { body: { rows, createBranches: 'yes' as never } },
      as(),
    );
    expect(notBool.statusCode).toBe(400);
  });
});
