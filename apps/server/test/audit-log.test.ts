import { STAFF_ROLES } from '@lms/domain';
import {
  type AuditEntry,
  type AuditListQuery,
  auditRoutes,
  brandingRoutes,
  examRoutes,
  examStaffRoutes,
  staffRoutes,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditValue } from '../src/modules/audit/audit-value';
import { auditWritesSettled, recordWriteLater } from '../src/modules/audit/record-write';
import { caller, examInGroup, liveExamWorld, student } from './exams-fixtures';
import { callRoute } from './support/call-route';
import { appWithAdmin, newPhone, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let adminName: string;
let moderator: string;
let moderatorName: string;

const usernameOf = async (session: string) =>
  (await callRoute(t.app, staffRoutes.me, {}, { token: session })).json().data.username as string;

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  adminName = await usernameOf(admin);
  moderator = await staffSession(t.app, ['moderator']);
  moderatorName = await usernameOf(moderator);
});
afterAll(() => t.close());

type Query = Partial<Record<keyof AuditListQuery, string | number>>;

/** The audit log as the admin reads it, once every entry being written is in. */
async function audit(query: Query = {}) {
  await auditWritesSettled(t.ctx);
  const res = await callRoute(t.app, auditRoutes.listAudit, { query: query as never }, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: AuditEntry[]; total: number };
}

describe('recording staff writes', () => {
  it('records an admission with who, section, route, body and the answer', async () => {
    const phone = newPhone();
    const res = await callRoute(
      t.app,
      staffRoutes.admitStudent,
      { body: { name: 'Audit Admitted', sid: 'AU-1', phone } },
      { token: moderator, remoteAddress: '10.1.2.3' },
    );
    expect(res.statusCode).toBe(201);
    const { items } = await audit({ staff: moderatorName, section: 'staff' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      username: moderatorName,
      name: 'Staff',
      section: 'staff',
      action: 'admitStudent',
      method: 'POST',
      path: '/api/staff/students',
      body: { name: 'Audit Admitted', sid: 'AU-1', phone },
      before: null,
      after: { _id: res.json().data._id, username: res.json().data.username },
      status: 201,
      ip: '10.1.2.3',
    });
    expect(items[0]?.staffId).toEqual(expect.any(String));
    expect(Date.parse(items[0]?.at ?? '')).not.toBeNaN();
  });

  it('removes passwords from the recorded body', async () => {
    const username = `audited${Date.now() % 100000}`;
    const res = await callRoute(
      t.app,
      staffRoutes.createStaff,
      { body: { username, name: 'New Examiner', password: 'topsecret99', roles: ['examiner'] } },
      { token: admin },
    );
    expect(res.statusCode).toBe(201);
    const { items } = await audit({ staff: adminName, section: 'staff' });
    const entry = items.find((i) => i.action === 'createStaff');
    expect(entry?.body).toEqual({
      username,
      name: 'New Examiner',
      password: '[removed]',
      roles: ['examiner'],
    });
    expect(JSON.stringify(entry)).not.toContain('topsecret99');
  });

  it('records nothing for reads, failed writes and students', async () => {
    const before = (await audit()).total;
    await callRoute(t.app, staffRoutes.listStudents, { query: {} }, { token: admin });
    const bad = await callRoute(t.app, staffRoutes.createGroup, { body: { name: '' } }, { token: moderator });
    expect(bad.statusCode).toBe(400);
    const denied = await callRoute(
      t.app,
      staffRoutes.createStaff,
      { body: { username: 'nobodyx', name: 'X', password: 'longenough1', roles: ['mentor'] } },
      { token: moderator },
    );
    expect(denied.statusCode).toBe(403);
    expect((await audit()).total).toBe(before);
  });

  it('keeps the marks before and after an examiner marks a written answer', async () => {
    const w = await liveExamWorld(t);
    const call = caller(t);
    const sitter = await student(t, [w.groupId]);
    const paper = (await call(examRoutes.paper, examInGroup(w), sitter.session)).body.data;
    const paragraph = paper.questions.find((q: { type: string }) => q.type === 'paragraph');
    const saved = await call(
      examRoutes.addAnswer,
      {
        ...examInGroup(w),
        query: { isLive: true },
        body: {
          questionId: paragraph._id,
          answer: ['Light makes sugar'],
          timestamp: t.clock.now().getTime(),
          extra: [],
        },
      },
      sitter.session,
    );
    expect(saved.status).toBe(200);
    expect((await call(examRoutes.submit, examInGroup(w), sitter.session)).status).toBe(200);
    const examiner = await staffSession(t.app, ['examiner']);
    const examinerName = await usernameOf(examiner);
    const list = await callRoute(
      t.app,
      examStaffRoutes.listWrittenAnswers,
      { params: { examId: w.examId }, query: { groupId: w.groupId } },
      { token: examiner },
    );
    const item = list.json().data.find((a: { studentId: string }) => a.studentId === sitter.id);
    const params = { examId: w.examId, attemptId: item.attemptId, questionId: item.questionId };
    const mark = (marks: number, notes: string) =>
      callRoute(t.app, examStaffRoutes.markAnswer, { params, body: { marks, notes } }, { token: examiner });
    expect((await mark(3, 'Good')).statusCode).toBe(200);
    t.clock.advance(1_000);
    expect((await mark(4, 'Better on review')).statusCode).toBe(200);

    const { items, total } = await audit({ staff: examinerName, section: 'staff exams' });
    expect(total).toBe(2);
    const [second, first] = items;
    expect(first).toMatchObject({
      action: 'markAnswer',
      method: 'PATCH',
      before: { ...params, marks: null, notes: '' },
      after: { ...params, marks: 3, notes: 'Good' },
    });
    expect(second).toMatchObject({
      before: { ...params, marks: 3, notes: 'Good', markedBy: expect.any(String) },
      after: { ...params, marks: 4, notes: 'Better on review' },
    });
  });

  it('keeps a question before its answer key changes', async () => {
    const created = await callRoute(
      t.app,
      examStaffRoutes.createQuestion,
      { body: { type: 'MCQ', title: 'Audit 2+2', options: ['3', '4'], answer: ['3'], point: 1 } as never },
      { token: admin },
    );
    expect(created.statusCode).toBe(201);
    const questionId = created.json().data._id;
    const res = await callRoute(
      t.app,
      examStaffRoutes.updateQuestion,
      { params: { questionId }, body: { answer: ['4'] } as never },
      { token: admin },
    );
    expect(res.statusCode).toBe(200);
    const entry = (await audit({ staff: adminName, section: 'staff exams' })).items.find(
      (i) => i.action === 'updateQuestion',
    );
    expect(entry).toMatchObject({ before: { _id: questionId, answer: ['3'] }, after: { answer: ['4'] } });
  });

  it('keeps the branding before an update', async () => {
    const old = (await callRoute(t.app, brandingRoutes.branding, {})).json().data;
    const res = await callRoute(
      t.app,
      brandingRoutes.updateBranding,
      { body: { shortName: 'AUD' } as never },
      { token: admin },
    );
    expect(res.statusCode).toBe(200);
    const entry = (await audit({ section: 'branding' })).items[0];
    expect(entry).toMatchObject({
      action: 'updateBranding',
      before: { shortName: old.shortName },
      after: { shortName: 'AUD' },
    });
  });
});

describe('GET /staff/audit', () => {
  it('filters by person (id or username), section and dates, newest first, paginated', async () => {
    const all = await audit();
    expect(all.total).toBeGreaterThan(3);
    const times = all.items.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);

    const moderatorId = (await callRoute(t.app, staffRoutes.me, {}, { token: moderator })).json().data._id;
    expect((await audit({ staff: moderatorId })).total).toBe(1);
    expect((await audit({ staff: moderatorName.toUpperCase() })).total).toBe(1);
    expect((await audit({ section: 'branding' })).items.every((i) => i.section === 'branding')).toBe(true);

    const page = await audit({ limit: 2, offset: 1 });
    expect(page.items.map((i) => i._id)).toEqual(all.items.slice(1, 3).map((i) => i._id));
    expect(page.total).toBe(all.total);

    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await audit({ from: today, to: today })).total).toBe(all.total);
    expect((await audit({ to: '2000-01-01' })).total).toBe(0);
    expect((await audit({ from: '2999-01-01T00:00:00Z' })).total).toBe(0);
  });

  it('lists the filter choices: sections from the route tables and the people in the log', async () => {
    const res = await callRoute(t.app, auditRoutes.auditFilters, {}, { token: admin });
    expect(res.statusCode).toBe(200);
    const { sections, people } = res.json().data;
    expect(sections).toEqual(expect.arrayContaining(['staff', 'staff exams', 'branding']));
    expect(sections).not.toContain('audit');
    expect(people).toEqual(
      expect.arrayContaining([{ staffId: expect.any(String), username: moderatorName, name: 'Staff' }]),
    );
  });

  it('answers 400 with a clear message to bad filters', async () => {
    for (const query of [
      { from: 'yesterday' },
      { to: '2026-13-45' },
      { from: '2026-05-02', to: '2026-05-01' },
      { section: 'no such; drop' },
      { staff: '' },
      { limit: 0 },
      { offset: -1 },
    ]) {
      const res = await callRoute(t.app, auditRoutes.listAudit, { query: query as never }, { token: admin });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors.message).toMatch(/^(from|to|section|staff|limit|offset): /);
    }
  });

  const others = STAFF_ROLES.filter((role) => role !== 'admin');
  it.each(others)('is closed to %s', async (role) => {
    const session = await staffSession(t.app, [role]);
    for (const route of [auditRoutes.listAudit, auditRoutes.auditFilters])
      expect((await callRoute(t.app, route, {} as never, { token: session })).statusCode).toBe(403);
  });

  it('is closed to students and to callers with no session', async () => {
    const sitter = await student(t, []);
    for (const route of [auditRoutes.listAudit, auditRoutes.auditFilters]) {
      expect((await callRoute(t.app, route, {} as never, { token: sitter.session })).statusCode).toBe(403);
      expect((await callRoute(t.app, route, {} as never)).statusCode).toBe(401);
    }
  });
});

describe('what an entry keeps', () => {
  it('cuts long texts and long lists, and replaces secrets at any depth', () => {
    const kept = auditValue({
      csv: 'x'.repeat(5_000),
      rows: Array.from({ length: 120 }, (_, i) => i),
      nested: { newPassword: 'p', access_token: 't', otp: '123456', passwordHash: 'h', notPublished: true },
    }) as { csv: string; rows: unknown[]; nested: Record<string, unknown> };
    expect(kept.csv).toMatch(/^x{1000}… \(5000 characters\)$/);
    expect(kept.rows).toHaveLength(51);
    expect(kept.rows.at(-1)).toBe('… 70 more');
    expect(kept.nested).toEqual({
      newPassword: '[removed]',
      access_token: '[removed]',
      otp: '[removed]',
      passwordHash: '[removed]',
      notPublished: true,
    });
  });

  it('reports a failed entry write without failing anything', async () => {
    const errors: unknown[] = [];
    const broken = {
      ...t.ctx,
      db: { insert: () => ({ values: () => Promise.reject(new Error('database down')) }) },
    };
    recordWriteLater(
      broken as never,
      {
        staff: { id: 'x', username: 'x', name: 'x' },
        section: 'staff',
        action: 'createGroup',
        method: 'POST',
        path: '/api/staff/groups',
        body: {},
        before: null,
        after: null,
        status: 201,
        ip: '127.0.0.1',
      },
      (error) => errors.push(error),
    );
    await auditWritesSettled(broken as never);
    expect(errors).toHaveLength(1);
  });
});
