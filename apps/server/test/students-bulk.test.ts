import type { StaffRole } from '@lms/domain';
import {
  type AuditEntry,
  accountRoutes,
  auditRoutes,
  type BulkOutcome,
  type BulkStudentsBody,
  staffRoutes,
  studentBulkRoutes,
} from '@lms/domain/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { callRoute } from './support/call-route';
import {
  admit,
  appWithAdmin,
  makeGroup,
  newPhone,
  registeredStudent,
  signIn,
  staffSession,
} from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let other: TestApp;
let admin: string;
let moderator: string;
let groupId: string;
let otherGroupId: string;
let otherStudentId: string;
/** 25 students found by the stamp: more than one page of the console's list (20). */
let stamped: string[];
const STAMP = `Bulkstamp${Date.now() % 100000}`;
const NOT_ORG: StaffRole[] = [
  'examModerator',
  'examiner',
  'contentUploader',
  'questionUploader',
  'mentor',
  'accountant',
];

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  moderator = await staffSession(t.app, ['moderator']);
  groupId = await makeGroup(t.ctx, 'HSC-25 Morning');
  stamped = [];
  for (let i = 0; i < 25; i++) stamped.push(await admit(t.ctx, newPhone(), [], `${STAMP} ${i}`));
  // Another institute: a server of its own, with a database of its own.
  other = (await appWithAdmin()).t;
  otherGroupId = await makeGroup(other.ctx, 'Other institute group');
  otherStudentId = await admit(other.ctx, newPhone(), [], 'Other institute student');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const bulk = (body: BulkStudentsBody, token = moderator) =>
  callRoute(t.app, studentBulkRoutes.bulkStudents, { body }, { token });
const outcome = async (body: BulkStudentsBody, token = moderator) => {
  const res = await bulk(body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BulkOutcome;
};
const members = async (group: string) =>
  (
    await callRoute(
      t.app,
      staffRoutes.listStudents,
      { query: { groupId: group, search: STAMP, limit: 100 } },
      { token: admin },
    )
  ).json().data.total as number;
const byStamp = { filter: { search: STAMP } };

describe('who may work on many students', () => {
  it('refuses callers without a session and staff outside student administration', async () => {
    const body = { action: 'deactivate', ...byStamp } as const;
    expect((await callRoute(t.app, studentBulkRoutes.bulkStudents, { body })).statusCode).toBe(401);
    for (const role of NOT_ORG) {
      const token = await staffSession(t.app, [role]);
      expect((await bulk(body, token)).statusCode, role).toBe(403);
      const file = await callRoute(t.app, studentBulkRoutes.exportStudents, { body: byStamp }, { token });
      expect(file.statusCode, role).toBe(403);
    }
    expect(await members(groupId)).toBe(0);
  });
});

describe('POST /staff/students/bulk: bad input', () => {
  it('refuses a body naming no students, or both ids and a filter, with 400', async () => {
    for (const body of [
      { action: 'deactivate' },
      { action: 'deactivate', studentIds: [stamped[0]!], filter: {} },
      { action: 'deactivate', studentIds: [] },
      { action: 'deactivate', studentIds: ['not-an-id'] },
    ]) {
      const res = await bulk(body as BulkStudentsBody);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('needs a group for the group actions and no group for the others', async () => {
    expect((await bulk({ action: 'addToGroup', ...byStamp })).statusCode).toBe(400);
    expect((await bulk({ action: 'deactivate', groupId, ...byStamp })).statusCode).toBe(400);
  });

  it("refuses another institute's group and students with 400, changing nothing", async () => {
    const foreignGroup = await bulk({ action: 'addToGroup', groupId: otherGroupId, ...byStamp });
    expect(foreignGroup.statusCode).toBe(400);
    expect(foreignGroup.json().errors.title).toBe('Unknown group');
    const mixed = await bulk({
      action: 'addToGroup',
      groupId,
      studentIds: [stamped[0]!, stamped[1]!, otherStudentId],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors.title).toBe('Unknown student');
    expect(await members(groupId)).toBe(0);
    const deactivate = await bulk({ action: 'deactivate', studentIds: [stamped[0]!, otherStudentId] });
    expect(deactivate.statusCode).toBe(400);
    const active = await callRoute(
      t.app,
      staffRoutes.listStudents,
      { query: { search: STAMP, active: 'false' } },
      { token: admin },
    );
    expect(active.json().data.total).toBe(0);
    const file = await callRoute(
      t.app,
      studentBulkRoutes.exportStudents,
      { body: { studentIds: [otherStudentId] } },
      { token: admin },
    );
    expect(file.statusCode).toBe(400);
  });
});

describe('POST /staff/students/bulk: group membership', () => {
  it('adds picked students, counting the ones already in the group, and audits one entry', async () => {
    const first = await outcome({ action: 'addToGroup', groupId, studentIds: stamped.slice(0, 3) });
    expect(first).toMatchObject({ groupName: 'HSC-25 Morning', matched: 3, changed: 3, unchanged: 0 });
    const all = await outcome({ action: 'addToGroup', groupId, ...byStamp });
    expect(all).toMatchObject({ action: 'addToGroup', groupId, matched: 25, changed: 22, unchanged: 3 });
    expect(new Set(all.studentIds)).toEqual(new Set(stamped.slice(3)));
    expect(await members(groupId)).toBe(25);
    // Twice: nothing more happens.
    const again = await outcome({ action: 'addToGroup', groupId, ...byStamp });
    expect(again).toMatchObject({ matched: 25, changed: 0, unchanged: 25, studentIds: [] });

    await auditWritesSettled(t.ctx);
    const log = await callRoute(
      t.app,
      auditRoutes.listAudit,
      { query: { section: 'staff', limit: 100 } },
      { token: admin },
    );
    const entries = (log.json().data.items as AuditEntry[]).filter((e) => e.action === 'bulkStudents');
    const entry = entries.find((e) => (e.after as BulkOutcome).changed === 22);
    expect(entry).toBeDefined();
    expect(entry!.body).toMatchObject({ action: 'addToGroup', groupId, filter: { search: STAMP } });
    expect(entry!.before).toMatchObject({ group: 'HSC-25 Morning', state: 'notInGroup' });
    expect((entry!.before as { studentIds: string[] }).studentIds).toHaveLength(22);
    expect(entry!.after).toMatchObject({ matched: 25, changed: 22, unchanged: 3 });
  });

  it('adds every student matching a filter of another group, and removes them again once', async () => {
    const second = await makeGroup(t.ctx, 'HSC-25 Evening');
    const added = await outcome({ action: 'addToGroup', groupId: second, filter: { groupId } });
    expect(added.changed).toBeGreaterThanOrEqual(25);
    expect(await members(second)).toBe(25);
    const removed = await outcome({ action: 'removeFromGroup', groupId: second, ...byStamp });
    expect(removed).toMatchObject({ matched: 25, changed: 25, unchanged: 0 });
    const twice = await outcome({ action: 'removeFromGroup', groupId: second, ...byStamp });
    expect(twice).toMatchObject({ matched: 25, changed: 0, unchanged: 25 });
    expect(await members(second)).toBe(0);
    expect(await members(groupId)).toBe(25);
  });
});

describe('POST /staff/students/bulk: deactivate and reactivate', () => {
  it('deactivates the matching students once, closes their sessions, and reactivates them', async () => {
    const phone = newPhone();
    const signedUp = await registeredStudent(t.ctx, phone);
    const session = await signIn(t.app, phone);
    const picked = [signedUp, stamped[0]!];
    expect((await callRoute(t.app, accountRoutes.profile, {}, { token: session })).statusCode).toBe(200);
    const off = await outcome({ action: 'deactivate', studentIds: picked });
    expect(off).toMatchObject({ matched: 2, changed: 2, unchanged: 0 });
    const repeat = await outcome({ action: 'deactivate', studentIds: picked });
    expect(repeat).toMatchObject({ matched: 2, changed: 0, unchanged: 2 });
    const closed = await callRoute(t.app, accountRoutes.profile, {}, { token: session });
    expect(closed.json().errors.title).toBe('Your account was deactivated by the institute');
    const onByFilter = await outcome({ action: 'reactivate', filter: { search: STAMP, active: 'false' } });
    expect(onByFilter).toMatchObject({ matched: 1, changed: 1, studentIds: [stamped[0]] });
    const on = await outcome({ action: 'reactivate', studentIds: picked });
    expect(on).toMatchObject({ matched: 2, changed: 1, unchanged: 1, studentIds: [signedUp] });
  });
});

describe('POST /staff/students/export', () => {
  it('gives the matching students as a workbook whose cells a spreadsheet reads', async () => {
    const res = await callRoute(
      t.app,
      studentBulkRoutes.exportStudents,
      { body: { format: 'xlsx', filter: { search: STAMP, groupId } } },
      { token: moderator },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Roll',
      'Mobile',
      'Guardian',
      'Branch',
      'Session',
      'Groups',
      'Status',
      'Admitted',
    ]);
    expect(sheet.rowCount).toBe(26);
    expect(sheet.getCell('A2').text).toBe(`${STAMP} 0`);
    expect(sheet.getCell('C2').text).toMatch(/^019\d{8}$/);
    expect(sheet.getCell('G2').text).toBe('HSC-25 Morning');
  });

  it('gives picked students as CSV with a byte-order mark', async () => {
    const res = await callRoute(
      t.app,
      studentBulkRoutes.exportStudents,
      { body: { format: 'csv', studentIds: [stamped[1]!] } },
      { token: admin },
    );
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFName,Roll,Mobile,Guardian,Branch,Session,Groups,Status,Admitted');
    expect(lines[1]).toMatch(
      new RegExp(`^${STAMP} 1,R\\d+,019\\d{8},,,2025-26,HSC-25 Morning,Not registered,\\d{4}-\\d\\d-\\d\\d$`),
    );
    expect(lines).toHaveLength(3);
  });
});
