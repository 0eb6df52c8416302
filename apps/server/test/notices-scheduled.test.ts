import { STAFF_ROLES } from '@lms/domain';
import {
  accountRoutes,
  NOTIFICATION_CHANGED_EVENT,
  NOTIFICATION_REMOVED_EVENT,
  notificationRoutes,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverScheduledNotice } from '../src/modules/notifications/scheduled-notices';
import { callRoute } from './support/call-route';
import { makeGroup, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { connected, eventually, nextEvent, openSocket } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let moderator: string;
beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: '' });
  moderator = await staffSession(t.app, ['moderator']);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A group with one signed-in student: the group's id and the student's session. */
async function groupWithStudent() {
  const group = await makeGroup(t.ctx);
  const phone = newPhone();
  await registeredStudent(t.ctx, phone, 'secret12', [group]);
  return { group, student: await signIn(t.app, phone) };
}

const inSeconds = (s: number) => new Date(t.ctx.now().getTime() + s * 1000).toISOString();
const send = (body: object, token = moderator) =>
  callRoute(t.app, notificationRoutes.sendNotice, { body: body as never }, { token });
const listOf = async (student: string) =>
  (
    (await callRoute(t.app, accountRoutes.profile, {}, { token: student })).json().data.notifications as {
      notificationId: { _id: string; message: string };
    }[]
  ).map((n) => n.notificationId);
const historyOf = async (noticeId: string) =>
  (await callRoute(t.app, notificationRoutes.noticeHistory, { query: {} as never }, { token: moderator }))
    .json()
    .data.items.find((n: { _id: string }) => n._id === noticeId);

describe('a scheduled notice', () => {
  it('reaches the student only at its time, once, sent by the job queue', async () => {
    const { group, student } = await groupWithStudent();
    const at = inSeconds(6);
    const res = await send({ message: 'Mock test at $x^2$ o’clock', groupIds: [group], sendAt: at });
    expect(res.statusCode, res.body).toBe(201);
    const { _id: noticeId, recipients, scheduledFor } = res.json().data;
    expect({ recipients, scheduledFor }).toEqual({ recipients: 0, scheduledFor: at });
    const early = await listOf(student);
    const waiting = await historyOf(noticeId);
    // Both read before its time (a busy machine may take longer than that to answer).
    if (Date.now() < Date.parse(at)) {
      expect(early.some((n) => n._id === noticeId)).toBe(false);
      expect(waiting).toMatchObject({ waiting: true, recipients: null, scheduledFor: at });
    }
    expect(
      await eventually(async () => (await listOf(student)).some((n) => n._id === noticeId), 20_000),
    ).toBe(true);
    expect((await listOf(student)).filter((n) => n._id === noticeId)).toHaveLength(1);
    expect(await historyOf(noticeId)).toMatchObject({ waiting: false, recipients: 1 });
  }, 30_000);

  it('delivered twice at once takes effect once, pushed live once', async () => {
    const { group, student } = await groupWithStudent();
    const socket = openSocket(t.app, student);
    await connected(socket);
    const pushed: unknown[] = [];
    socket.on('notification', (n) => pushed.push(n));
    const res = await send({ message: 'Bring your admit card', groupIds: [group], sendAt: inSeconds(3600) });
    const noticeId = res.json().data._id as string;
    const runs = await Promise.all([
      deliverScheduledNotice(t.ctx, noticeId),
      deliverScheduledNotice(t.ctx, noticeId),
    ]);
    expect(runs.sort()).toEqual([1, null]);
    expect(await deliverScheduledNotice(t.ctx, noticeId)).toBeNull();
    expect((await listOf(student)).filter((n) => n._id === noticeId)).toHaveLength(1);
    expect(await eventually(async () => pushed.length === 1)).toBe(true);
    expect(pushed[0]).toMatchObject({ _id: noticeId, type: 'notice', message: 'Bring your admit card' });
    expect(await historyOf(noticeId)).toMatchObject({ waiting: false, recipients: 1 });
    socket.disconnect();
  });

  it('recalled before its time never goes out; edited, it goes with the new text', async () => {
    const { group, student } = await groupWithStudent();
    const recalled = (await send({ message: 'Cancelled', groupIds: [group], sendAt: inSeconds(3600) })).json()
      .data._id as string;
    const recall = await callRoute(
      t.app,
      notificationRoutes.recallNotice,
      { params: { noticeId: recalled } },
      { token: moderator },
    );
    expect(recall.statusCode).toBe(200);
    expect(await deliverScheduledNotice(t.ctx, recalled)).toBeNull();
    const edited = (await send({ message: 'Old', groupIds: [group], sendAt: inSeconds(3600) })).json().data
      ._id as string;
    await callRoute(
      t.app,
      notificationRoutes.editNotice,
      { params: { noticeId: edited }, body: { message: 'New' } },
      { token: moderator },
    );
    expect(await deliverScheduledNotice(t.ctx, edited)).toBe(1);
    const list = await listOf(student);
    expect(list.some((n) => n._id === recalled)).toBe(false);
    expect(list.find((n) => n._id === edited)?.message).toBe('New');
  });

  it('refuses a time not ahead, too far ahead, or not a time, an SMS with it, and its SMS until it is out', async () => {
    const { group } = await groupWithStudent();
    const past = await send({ message: 'x', groupIds: [group], sendAt: inSeconds(-60) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.title).toBe('Choose a time in the future');
    const far = await send({ message: 'x', groupIds: [group], sendAt: inSeconds(61 * 24 * 3600) });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors.title).toBe('Schedule at most 60 days ahead');
    expect((await send({ message: 'x', groupIds: [group], sendAt: 'tomorrow' })).statusCode).toBe(400);
    const withSms = await send({ message: 'x', groupIds: [group], sendAt: inSeconds(60), sms: 'students' });
    expect(withSms.statusCode).toBe(400);
    expect(withSms.body).toContain('A scheduled notice goes without SMS');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send({ message: 'x', groupIds: [missing], sendAt: inSeconds(60) })).statusCode).toBe(404);
    const waiting = (await send({ message: 'x', groupIds: [group], sendAt: inSeconds(3600) })).json().data
      ._id as string;
    const sms = await callRoute(
      t.app,
      notificationRoutes.sendNoticeSms,
      { params: { noticeId: waiting }, body: { audience: 'students' } as never },
      { token: moderator },
    );
    expect(sms.statusCode).toBe(409);
    expect(sms.json().errors.title).toBe('This notice has not gone out yet');
  });

  it('is scheduled only by those who may send notices', async () => {
    const { group, student } = await groupWithStudent();
    const body = { message: 'x', groupIds: [group], sendAt: inSeconds(3600) };
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin' && r !== 'moderator')) {
      expect((await send(body, await staffSession(t.app, [role]))).statusCode).toBe(403);
    }
    expect((await send(body, student)).statusCode).toBe(403);
    expect((await callRoute(t.app, notificationRoutes.sendNotice, { body: body as never })).statusCode).toBe(
      401,
    );
  });
});

describe("an edit or a recall reaches the student's open app", () => {
  it('pushes the new text, then the removal', async () => {
    const { group, student } = await groupWithStudent();
    const socket = openSocket(t.app, student);
    await connected(socket);
    const noticeId = (await send({ message: 'Class at 4 pm', groupIds: [group] })).json().data._id as string;
    const changed = nextEvent<{ _id: string; message: string; info: { title?: string } }>(
      socket,
      NOTIFICATION_CHANGED_EVENT,
    );
    await callRoute(
      t.app,
      notificationRoutes.editNotice,
      { params: { noticeId }, body: { message: 'Class at 5 pm', title: 'New time' } },
      { token: moderator },
    );
    expect(await changed).toMatchObject({
      _id: noticeId,
      message: 'Class at 5 pm',
      info: { title: 'New time' },
    });
    const removed = nextEvent<{ _id: string }>(socket, NOTIFICATION_REMOVED_EVENT);
    await callRoute(t.app, notificationRoutes.recallNotice, { params: { noticeId } }, { token: moderator });
    expect(await removed).toEqual({ _id: noticeId });
    socket.disconnect();
  });
});
