import { STAFF_ROLES } from '@lms/domain';
import {
  type AuditEntry,
  auditRoutes,
  examRoutes,
  examStaffRoutes,
  feesRoutes,
  staffRoutes,
  studentAdminRoutes,
} from '@lms/domain/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { caller, examInGroup, liveExamWorld, publishGroup, student } from './exams-fixtures';
import { formKey } from './fees-fixtures';
import { callRoute } from './support/call-route';
import { admit, appWithAdmin, makeGroup, newPhone, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
const stamp = `W${Date.now() % 1_000_000}`;
let rahim: string;
let karim: string;
let morning: string;
let evening: string;

type Query = Record<string, string | number>;

async function audit(query: Query = {}) {
  await auditWritesSettled(t.ctx);
  const res = await callRoute(t.app, auditRoutes.listAudit, { query: query as never }, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: AuditEntry[]; total: number };
}

const exportFile = async (query: Query) => {
  await auditWritesSettled(t.ctx);
  return callRoute(t.app, auditRoutes.exportAudit, { query: query as never }, { token: admin });
};

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  morning = await makeGroup(t.ctx, `HSC-25 Morning ${stamp}`);
  evening = await makeGroup(t.ctx, `HSC-25 Evening ${stamp}`);
  rahim = await admit(t.ctx, newPhone(), [morning], `Rahim ${stamp}`);
  karim = await admit(t.ctx, newPhone(), [morning], `Karim ${stamp}`);
  // Rahim moves from the morning group to the evening group: added there, then taken out of the morning.
  const added = await callRoute(
    t.app,
    staffRoutes.addGroupMembers,
    { params: { groupId: evening }, body: { studentIds: [rahim] } },
    { token: admin },
  );
  expect(added.statusCode, added.body).toBe(200);
  // A second later, so the log's newest-first order is certain.
  t.clock.advance(1_000);
  const removed = await callRoute(
    t.app,
    staffRoutes.removeGroupMember,
    { params: { groupId: morning, studentId: rahim } },
    { token: admin },
  );
  expect(removed.statusCode, removed.body).toBe(200);
});
afterAll(() => t.close());

describe('an entry in words', () => {
  it("names the staff member, the action, the student and the student's groups before and after", async () => {
    const { items } = await audit({ target: `Rahim ${stamp}` });
    expect(items.map((i) => i.action)).toEqual(['removeGroupMember', 'addGroupMembers']);
    const [out, into] = items as [AuditEntry, AuditEntry];
    expect(out).toMatchObject({
      name: 'Staff',
      roles: ['admin'],
      actionText: "Changed a student's group",
      target: {
        kind: 'student',
        id: rahim,
        name: expect.stringMatching(new RegExp(`^Rahim ${stamp} \\(R\\d+\\)$`)),
      },
      changes: [
        {
          field: 'groups',
          label: 'Group',
          before: `HSC-25 Evening ${stamp}, HSC-25 Morning ${stamp}`,
          after: `HSC-25 Evening ${stamp}`,
        },
      ],
    });
    expect(into).toMatchObject({
      actionText: "Changed a student's group",
      target: { kind: 'group', id: evening, name: `HSC-25 Evening ${stamp}` },
      students: [{ kind: 'student', id: rahim, name: out.target?.name }],
      changes: [
        {
          label: 'Group',
          before: `HSC-25 Morning ${stamp}`,
          after: `HSC-25 Evening ${stamp}, HSC-25 Morning ${stamp}`,
        },
      ],
    });
    // The raw call stays for the details.
    expect(out.path).toBe(`/api/staff/groups/${morning}/students/${rahim}`);
  });

  it("keeps a student's details before a change and tells the change with labels", async () => {
    const res = await callRoute(
      t.app,
      studentAdminRoutes.updateStudent,
      { params: { studentId: karim }, body: { session: '2026-27' } },
      { token: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await audit({ action: 'updateStudent', target: `Karim ${stamp}` })).items[0];
    expect(entry).toMatchObject({
      actionText: "Changed a student's details",
      target: { kind: 'student', id: karim },
      changes: [{ field: 'session', label: 'Session', before: '2025-26', after: '2026-27' }],
    });
  });

  it('tells which groups had their results published before and after publishing', async () => {
    const w = await liveExamWorld(t, { exam: { title: `Physics ${stamp}` } });
    await publishGroup(t, { ...w, admin });
    const entry = (await audit({ action: 'publishResults', target: `Physics ${stamp}` })).items[0];
    expect(entry).toMatchObject({
      actionText: 'Published results',
      target: { kind: 'exam', id: w.examId, name: `Physics ${stamp}` },
      changes: [{ label: 'Results published for', before: '—', after: expect.any(String) }],
    });
  });

  it("tells an examiner's change of marks as before -> after, about the exam", async () => {
    const w = await liveExamWorld(t, { exam: { title: `Chemistry ${stamp}` } });
    const call = caller(t);
    const sitter = await student(t, [w.groupId]);
    const paper = (await call(examRoutes.paper, examInGroup(w), sitter.session)).body.data;
    const paragraph = paper.questions.find((q: { type: string }) => q.type === 'paragraph');
    await call(
      examRoutes.addAnswer,
      {
        ...examInGroup(w),
        query: { isLive: true },
        body: { questionId: paragraph._id, answer: ['Ions'], timestamp: t.clock.now().getTime(), extra: [] },
      },
      sitter.session,
    );
    expect((await call(examRoutes.submit, examInGroup(w), sitter.session)).status).toBe(200);
    const list = await callRoute(
      t.app,
      examStaffRoutes.listWrittenAnswers,
      { params: { examId: w.examId }, query: { groupId: w.groupId } },
      { token: admin },
    );
    const item = list.json().data.find((a: { studentId: string }) => a.studentId === sitter.id);
    const params = { examId: w.examId, attemptId: item.attemptId, questionId: item.questionId };
    for (const marks of [1.5, 0.5]) {
      const res = await callRoute(
        t.app,
        examStaffRoutes.markAnswer,
        { params, body: { marks, notes: '' } },
        { token: admin },
      );
      expect(res.statusCode, res.body).toBe(200);
      t.clock.advance(1_000);
    }
    const [latest, first] = (await audit({ action: 'markAnswer', target: `Chemistry ${stamp}` })).items;
    expect(latest).toMatchObject({
      actionText: 'Changed marks',
      target: { kind: 'exam', id: w.examId, name: `Chemistry ${stamp}` },
      changes: [{ field: 'marks', label: 'Marks', before: '1.5', after: '0.5' }],
    });
    expect(first?.changes).toEqual([{ field: 'marks', label: 'Marks', before: '—', after: '1.5' }]);
  });

  it("keeps a group's exam schedule before it changes", async () => {
    const w = await liveExamWorld(t, { exam: { title: `Biology ${stamp}` } });
    const res = await callRoute(
      t.app,
      examStaffRoutes.updateAssignment,
      { params: { examId: w.examId, groupId: w.groupId }, body: { duration: 90 } },
      { token: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    const entry = (await audit({ action: 'updateAssignment', target: `Biology ${stamp}` })).items[0];
    expect(entry).toMatchObject({
      actionText: "Changed an exam's group schedule",
      changes: [{ field: 'duration', label: 'Duration (minutes)', before: '60', after: '90' }],
    });
  });

  it("names a payment by its receipt number, found by the student's name", async () => {
    const paid = await callRoute(
      t.app,
      feesRoutes.collect,
      { body: { studentId: karim, amountPaisa: 50_000, method: 'cash', requestKey: formKey() } },
      { token: admin },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const receipt = paid.json().data.receipt;
    const entry = (await audit({ action: 'collect', target: `Karim ${stamp}` })).items[0];
    expect(entry).toMatchObject({
      actionText: 'Took a payment',
      target: { kind: 'payment', id: receipt._id, name: receipt.serial },
    });
  });

  it('looks the names up once per kind for a whole page, whatever its length', async () => {
    const { items } = await audit({ limit: 200 });
    expect(items.length).toBeGreaterThan(4);
    expect(items.filter((i) => i.target?.kind === 'student').every((i) => i.target?.name)).toBe(true);
  });
});

describe('filters', () => {
  it('finds the writes about a student, a group or an exam by part of its name, and none for no match', async () => {
    expect((await audit({ target: `Rahim ${stamp}` })).total).toBe(2);
    // The evening group was the target of one write, and both its names appear in the students' groups.
    const byGroup = await audit({ target: `HSC-25 Evening ${stamp}` });
    expect(byGroup.items.map((i) => i.action)).toEqual(['addGroupMembers']);
    expect((await audit({ target: `nobody-${stamp}` })).total).toBe(0);
    expect((await audit({ target: '%' })).total).toBe(0);
  });

  it('filters by action kind, person and dates together', async () => {
    const kinds = await audit({ action: 'addGroupMembers,removeGroupMember,removeGroupMembers' });
    expect(kinds.items.every((i) => i.actionText === "Changed a student's group")).toBe(true);
    expect(kinds.total).toBe(2);
    const today = t.clock.now().toISOString().slice(0, 10);
    const me = (await callRoute(t.app, staffRoutes.me, {}, { token: admin })).json().data._id as string;
    expect((await audit({ action: 'removeGroupMember', staff: me, from: today, to: today })).total).toBe(1);
    expect((await audit({ action: 'removeGroupMember', to: '2000-01-01' })).total).toBe(0);
  });

  it('offers every action kind in words', async () => {
    const res = await callRoute(t.app, auditRoutes.auditFilters, {}, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.actions).toEqual(
      expect.arrayContaining([{ text: 'Refunded a payment', actions: ['refundPayment'] }]),
    );
  });
});

describe('GET /staff/audit/export', () => {
  it('writes the filtered entries to a workbook in words', async () => {
    const res = await exportFile({ target: `Rahim ${stamp}`, format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('audit-log.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(
      expect.arrayContaining(['When (Asia/Dhaka)', 'Staff', 'Action', 'Target', 'Changes']),
    );
    expect(rows).toHaveLength(3);
    const [, latest] = rows as unknown[][];
    expect(latest?.[4]).toBe("Changed a student's group");
    expect(String(latest?.[5])).toMatch(new RegExp(`^Rahim ${stamp}`));
    expect(latest?.[7]).toBe(
      `Group: HSC-25 Evening ${stamp}, HSC-25 Morning ${stamp} -> HSC-25 Evening ${stamp}`,
    );
    // Day-month in the institute's zone, on its clock (12-hour until set otherwise).
    expect(String(latest?.[0])).toMatch(/^\d\d [A-Z][a-z]{2} \d{4}, \d\d:\d\d [ap]m$/);
  });

  it('writes a CSV with a BOM, and nothing but the header when nothing matches', async () => {
    const res = await exportFile({ target: `Karim ${stamp}`, action: 'updateStudent', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Session: 2025-26 -> 2026-27');
    const none = await exportFile({ target: `nobody-${stamp}`, format: 'csv' });
    expect(
      none.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});

describe('who may read it, and bad input', () => {
  it.each(STAFF_ROLES.filter((r) => r !== 'admin'))('is closed to %s', async (role) => {
    const session = await staffSession(t.app, [role]);
    for (const route of [auditRoutes.listAudit, auditRoutes.exportAudit])
      expect((await callRoute(t.app, route, {} as never, { token: session })).statusCode).toBe(403);
  });

  it('is closed to students and to callers with no session', async () => {
    const sitter = await student(t, []);
    expect(
      (await callRoute(t.app, auditRoutes.exportAudit, {} as never, { token: sitter.session })).statusCode,
    ).toBe(403);
    expect((await callRoute(t.app, auditRoutes.exportAudit, {} as never)).statusCode).toBe(401);
  });

  it('answers 400 with a clear message to malformed filters', async () => {
    for (const [route, query] of [
      [auditRoutes.listAudit, { from: '31-12-2026' }],
      [auditRoutes.listAudit, { from: '2026-05-02', to: '2026-05-01' }],
      [auditRoutes.listAudit, { action: 'drop table;' }],
      [auditRoutes.listAudit, { target: '' }],
      [auditRoutes.exportAudit, { to: 'tomorrow' }],
      [auditRoutes.exportAudit, { from: '2026-05-02', to: '2026-05-01' }],
      [auditRoutes.exportAudit, { format: 'pdf' }],
    ] as const) {
      const res = await callRoute(t.app, route, { query: query as never }, { token: admin });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors.message).toMatch(/^(from|to|action|target|format): /);
    }
  });
});
