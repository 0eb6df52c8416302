import { notificationRoutes, type RouteInput } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { makeGroup, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let moderator: string;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await staffSession(t.app, ['moderator']);
});
afterAll(async () => {
  await t.close();
});

type NoticeInput = RouteInput<typeof notificationRoutes.sendNotice>['body'];
const send = (body: NoticeInput, session: string | undefined = moderator) =>
  callRoute(t.app, notificationRoutes.sendNotice, { body }, { token: session });
const history = (query: Record<string, unknown> = {}, session: string | null = moderator) =>
  callRoute(
    t.app,
    notificationRoutes.noticeHistory,
    { query } as RouteInput<typeof notificationRoutes.noticeHistory>,
    { token: session ?? undefined },
  );

describe('notices to several groups and their history', () => {
  it('reaches each member of the groups once and keeps sender, groups, time and reach', async () => {
    const science = await makeGroup(t.ctx, 'Science batch');
    const arts = await makeGroup(t.ctx, 'Arts batch');
    for (const groups of [[science], [arts], [science, arts]])
      await registeredStudent(t.ctx, newPhone(), 'secret12', groups);
    const sent = await send({ message: 'Class moved to 4 pm', title: 'Schedule', groupIds: [science, arts] });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.recipients).toBe(3);

    const res = await history();
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().data.items;
    expect(latest).toMatchObject({
      _id: sent.json().data._id,
      message: 'Class moved to 4 pm',
      title: 'Schedule',
      groups: [
        { _id: science, name: 'Science batch' },
        { _id: arts, name: 'Arts batch' },
      ],
      course: null,
      student: null,
      recipients: 3,
    });
    expect(latest.sender.name).toEqual(expect.any(String));
    expect(Date.parse(latest.createdAt)).not.toBeNaN();
  });

  it('pages newest first', async () => {
    const group = await makeGroup(t.ctx);
    await registeredStudent(t.ctx, newPhone(), 'secret12', [group]);
    t.clock.advance(60_000);
    await send({ message: 'First', groupId: group });
    t.clock.advance(60_000);
    await send({ message: 'Second', groupId: group });
    const page = await history({ limit: 1 });
    expect(page.json().data.items.map((n: { message: string }) => n.message)).toEqual(['Second']);
    expect(page.json().data.total).toBeGreaterThanOrEqual(3);
    const next = await history({ limit: 1, page: 2 });
    expect(next.json().data.items[0].message).toBe('First');
  });

  it('refuses an unknown group, an empty list and bad paging with a clear message', async () => {
    const unknown = await send({ message: 'x', groupIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
    const empty = await send({ message: 'x', groupIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toMatch(/Choose a group/);
    const both = await send({
      message: 'x',
      groupIds: [await makeGroup(t.ctx)],
      courseId: undefined,
      studentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(both.statusCode).toBe(400);
    expect((await history({ limit: 1000 })).statusCode).toBe(400);
    expect((await history({ page: 0 })).statusCode).toBe(400);
  });

  it('is for moderators and admins only', async () => {
    expect((await history({}, null)).statusCode).toBe(401);
    for (const role of ['mentor', 'examiner', 'contentUploader'] as const)
      expect((await history({}, await staffSession(t.app, [role]))).statusCode).toBe(403);
    const phone = newPhone();
    await registeredStudent(t.ctx, phone, 'secret12', []);
    expect((await history({}, await signIn(t.app, phone))).statusCode).toBe(403);
    expect((await history({}, await staffSession(t.app, ['admin']))).statusCode).toBe(200);
  });
});
