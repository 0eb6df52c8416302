import { STAFF_ROLES } from '@lms/domain';
import { accountRoutes, auditRoutes, notificationRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { callRoute } from './support/call-route';
import { makeGroup, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let moderator: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await staffSession(t.app, ['moderator']);
  admin = await staffSession(t.app, ['admin']);
});
afterAll(() => t.close());

/** A group with one signed-in student and a notice sent to it: the notice's id and the student's session. */
async function sentNotice(message: string) {
  const group = await makeGroup(t.ctx);
  const phone = newPhone();
  await registeredStudent(t.ctx, phone, 'secret12', [group]);
  const student = await signIn(t.app, phone);
  const sent = await callRoute(
    t.app,
    notificationRoutes.sendNotice,
    { body: { message, title: 'Schedule', groupIds: [group] } },
    { token: moderator },
  );
  expect(sent.statusCode).toBe(201);
  return { noticeId: sent.json().data._id as string, student };
}

const listOf = async (student: string) =>
  (await callRoute(t.app, accountRoutes.profile, {}, { token: student })).json().data.notifications as {
    notificationId: { _id: string; message: string; info?: { title?: string } };
  }[];
const edit = (noticeId: string, body: object, token = moderator) =>
  callRoute(t.app, notificationRoutes.editNotice, { params: { noticeId }, body: body as never }, { token });
const recall = (noticeId: string, token = moderator) =>
  callRoute(t.app, notificationRoutes.recallNotice, { params: { noticeId } }, { token });

async function auditOf(noticeId: string, action: string) {
  await auditWritesSettled(t.ctx);
  const res = await callRoute(
    t.app,
    auditRoutes.listAudit,
    { query: { section: 'notifications' } as never },
    { token: admin },
  );
  return (
    res.json().data.items as { action: string; path: string; before: unknown; after: unknown }[]
  ).filter((e) => e.action === action && e.path.includes(noticeId));
}

describe('editing and recalling a sent notice', () => {
  it("changes the text the students' lists show, audited with before and after", async () => {
    const { noticeId, student } = await sentNotice('Class at 4 pm');
    const res = await edit(noticeId, { message: 'Class at 5 pm', title: 'New time' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      _id: noticeId,
      message: 'Class at 5 pm',
      title: 'New time',
      recalledAt: null,
    });
    const [mine] = (await listOf(student)).filter((n) => n.notificationId._id === noticeId);
    expect(mine?.notificationId).toMatchObject({ message: 'Class at 5 pm', info: { title: 'New time' } });
    const history = (
      await callRoute(t.app, notificationRoutes.noticeHistory, { query: {} as never }, { token: moderator })
    )
      .json()
      .data.items.find((n: { _id: string }) => n._id === noticeId);
    expect(history).toMatchObject({ message: 'Class at 5 pm', title: 'New time', recalledAt: null });
    const [entry] = await auditOf(noticeId, 'editNotice');
    expect(entry).toMatchObject({
      before: { message: 'Class at 4 pm', title: 'Schedule' },
      after: { message: 'Class at 5 pm', title: 'New time' },
    });
    expect((await edit(noticeId, { message: '' })).statusCode).toBe(400);
  });

  it('recalls once: the notice leaves the lists, stays in the history marked, and cannot be edited', async () => {
    const { noticeId, student } = await sentNotice('Exam moved');
    const first = await recall(noticeId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.recalledAt).toEqual(expect.any(String));
    expect((await listOf(student)).some((n) => n.notificationId._id === noticeId)).toBe(false);
    const again = await recall(noticeId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.recalledAt).toBe(first.json().data.recalledAt);
    const edited = await edit(noticeId, { message: 'Too late' });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().errors.title).toBe('This notice was recalled');
    const entries = await auditOf(noticeId, 'recallNotice');
    expect(entries.map((e) => e.before)).toContainEqual({
      _id: noticeId,
      message: 'Exam moved',
      title: 'Schedule',
      recalledAt: null,
    });
  });

  it('is for those who may send notices; unknown notices are 404', async () => {
    const { noticeId, student } = await sentNotice('Holiday on Friday');
    const others = STAFF_ROLES.filter((role) => role !== 'admin' && role !== 'moderator');
    for (const role of others) {
      const token = await staffSession(t.app, [role]);
      expect((await edit(noticeId, { message: 'x' }, token)).statusCode).toBe(403);
      expect((await recall(noticeId, token)).statusCode).toBe(403);
    }
    expect((await edit(noticeId, { message: 'x' }, student)).statusCode).toBe(403);
    expect((await recall(noticeId, student)).statusCode).toBe(403);
    expect(
      (await callRoute(t.app, notificationRoutes.recallNotice, { params: { noticeId } })).statusCode,
    ).toBe(401);
    expect((await edit(noticeId, { message: 'By the admin' }, admin)).statusCode).toBe(200);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await recall(missing)).statusCode).toBe(404);
    expect((await edit(missing, { message: 'x' })).statusCode).toBe(404);
  });
});
