import { accountRoutes, notificationRoutes, type RouteInput, staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_LIST_LIMIT } from '../src/modules/notifications/list-notifications';
import { notifyStudents } from '../src/modules/notifications/notify';
import { notifyResultsPublished } from '../src/modules/notifications/notify-events';
import { callRoute } from './support/call-route';
import {
  appWithAdmin,
  giveCourse,
  makeGroup,
  newPhone,
  registeredStudent,
  signIn,
  staffSession,
} from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

type NoticeInput = RouteInput<typeof notificationRoutes.sendNotice>['body'];
const notice = (session: string | undefined, body: NoticeInput) =>
  callRoute(t.app, notificationRoutes.sendNotice, { body }, { token: session });
const markSeen = (id: string, session?: string) =>
  callRoute(t.app, notificationRoutes.markSeen, { params: { id } }, { token: session });
const remove = (id: string, session?: string) =>
  callRoute(t.app, notificationRoutes.remove, { params: { id } }, { token: session });

interface Wrapper {
  isSeen: boolean;
  notificationId: {
    _id: string;
    type: string;
    message: string;
    createdAt: string;
    info: Record<string, unknown>;
  };
}

async function student(groupIds: string[] = []) {
  const phone = newPhone();
  const id = await registeredStudent(t.ctx, phone, 'secret12', groupIds);
  return { id, session: await signIn(t.app, phone) };
}

async function myNotifications(session: string): Promise<Wrapper[]> {
  const res = await callRoute(t.app, accountRoutes.profile, {}, { token: session });
  expect(res.statusCode).toBe(200);
  return res.json().data.notifications;
}

describe('staff notices', () => {
  it('delivers a notice to one student in the notification wrapper, unseen, newest first', async () => {
    const s = await student();
    const first = await notice(admin, { message: 'Fees due', studentId: s.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.recipients).toBe(1);
    t.clock.advance(60_000);
    await notice(admin, {
      message: '  Class moved to 4 pm  ',
      title: 'Schedule',
      studentId: s.id,
    });
    const list = await myNotifications(s.session);
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      isSeen: false,
      notificationId: {
        _id: expect.any(String),
        type: 'notice',
        message: 'Class moved to 4 pm',
        createdAt: t.clock.now().toISOString(),
        info: { on: 'notice', title: 'Schedule' },
      },
    });
    expect(list[1]!.notificationId.message).toBe('Fees due');
    expect(list[1]!.notificationId._id).toBe(first.json().data._id);
  });

  it('sends to the members of a group only, and to every group of a course once', async () => {
    const { courses } = await import('../src/db/schema');
    const [noticeCourse] = await t.ctx.db.insert(courses).values({ name: 'Notice course' }).returning();
    const courseId = noticeCourse!.id;
    const g1 = await makeGroup(t.ctx);
    const g2 = await makeGroup(t.ctx);
    await giveCourse(t.ctx, courseId, g1, g2);
    const inBoth = await student([g1, g2]);
    const inOne = await student([g1]);
    const outside = await student();
    const toGroup = await notice(admin, { message: 'Group 1 only', groupId: g1 });
    expect(toGroup.json().data.recipients).toBe(2);
    t.clock.advance(1000);
    const toCourse = await notice(admin, { message: 'Whole course', courseId });
    expect(toCourse.json().data.recipients).toBe(2);
    expect((await myNotifications(inBoth.session)).map((n) => n.notificationId.message)).toEqual([
      'Whole course',
      'Group 1 only',
    ]);
    expect(await myNotifications(inOne.session)).toHaveLength(2);
    expect(await myNotifications(outside.session)).toEqual([]);
    const course = (await myNotifications(inOne.session))[0]!.notificationId.info;
    expect(course).toEqual({ on: 'notice', courseId });
  });

  it('may point a notice at something a click opens', async () => {
    const s = await student();
    const lectureId = crypto.randomUUID();
    const res = await notice(admin, {
      message: 'New lecture on vectors',
      studentId: s.id,
      on: 'lecture',
      id: lectureId,
    });
    expect(res.statusCode).toBe(201);
    expect((await myNotifications(s.session))[0]!.notificationId.info).toEqual({
      on: 'lecture',
      id: lectureId,
    });
    const half = await notice(admin, {
      message: 'x',
      studentId: s.id,
      on: 'lecture',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.message).toMatch(/Give both on and id/);
    const wrong = await notice(admin, {
      message: 'x',
      studentId: s.id,
      on: 'somewhere' as never,
      id: lectureId,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses bad notices (400), unknown targets (404), students (403), wrong roles (403), no session (401)', async () => {
    const s = await student();
    const g = await makeGroup(t.ctx);
    const two = await notice(admin, {
      message: 'x',
      studentId: s.id,
      groupId: g,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().errors.message).toMatch(/exactly one of groupId, courseId or studentId/);
    expect((await notice(admin, { message: 'x' })).statusCode).toBe(400);
    const empty = await notice(admin, { message: '   ', studentId: s.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.message).toMatch(/message: Write the notice/);
    expect((await notice(admin, { message: 'x', groupId: 'not-an-id' })).statusCode).toBe(400);
    const unknown = crypto.randomUUID();
    expect((await notice(admin, { message: 'x', groupId: unknown })).statusCode).toBe(404);
    expect((await notice(admin, { message: 'x', studentId: unknown })).statusCode).toBe(404);
    const body = { message: 'x', studentId: s.id };
    expect((await notice(undefined, body)).statusCode).toBe(401);
    expect((await notice(s.session, body)).statusCode).toBe(403);
    const mentor = await staffSession(t.app, ['mentor']);
    expect((await notice(mentor, body)).statusCode).toBe(403);
    const moderator = await staffSession(t.app, ['moderator']);
    expect((await notice(moderator, body)).statusCode).toBe(201);
  });
});

describe('seen and delete', () => {
  it("marks a notification seen; another student's is refused and stays unseen", async () => {
    const owner = await student();
    const other = await student();
    await notice(admin, { message: 'Mine', studentId: owner.id });
    const [n] = await myNotifications(owner.session);
    const id = n!.notificationId._id;

    const foreign = await markSeen(id, other.session);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors.title).toBe('Notification not found');
    expect((await myNotifications(owner.session))[0]!.isSeen).toBe(false);

    expect((await markSeen(id)).statusCode).toBe(401);
    expect((await markSeen(id, admin)).statusCode).toBe(403);
    expect((await markSeen('nope', owner.session)).statusCode).toBe(400);

    const seen = await markSeen(id, owner.session);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({ _id: id, isSeen: true });
    expect((await myNotifications(owner.session))[0]!.isSeen).toBe(true);
  });

  it("deletes from the student's own list only; a group notice stays with the other members", async () => {
    const g = await makeGroup(t.ctx);
    const a = await student([g]);
    const b = await student([g]);
    const outsider = await student();
    await notice(admin, { message: 'For both', groupId: g });
    const id = (await myNotifications(a.session))[0]!.notificationId._id;

    expect((await remove(id, outsider.session)).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(401);
    expect((await remove('123', a.session)).statusCode).toBe(400);

    const gone = await remove(id, a.session);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ _id: id, deleted: true });
    expect(await myNotifications(a.session)).toEqual([]);
    expect((await myNotifications(b.session)).map((n) => n.notificationId._id)).toEqual([id]);
    expect((await remove(id, a.session)).statusCode).toBe(404);
  });
});

describe('notifications from other areas', () => {
  it(`keeps every notification but lists the newest ${NOTIFICATION_LIST_LIMIT}`, async () => {
    const s = await student();
    for (let i = 1; i <= NOTIFICATION_LIST_LIMIT + 5; i++) {
      t.clock.advance(1000);
      await notifyStudents(t.ctx, [s.id], { type: 'notification', message: `Number ${i}` });
    }
    const list = await myNotifications(s.session);
    expect(list).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(list[0]!.notificationId.message).toBe(`Number ${NOTIFICATION_LIST_LIMIT + 5}`);
    expect(list.at(-1)!.notificationId.message).toBe('Number 6');
  });

  it('tells students added to a group, once: a member added again is not told twice', async () => {
    const g = (
      await callRoute(t.app, staffRoutes.createGroup, { body: { name: 'Physics Batch 7' } }, { token: admin })
    ).json().data._id;
    const already = await student([g]);
    const fresh = await student();
    const res = await callRoute(
      t.app,
      staffRoutes.addGroupMembers,
      {
        params: { groupId: g },
        body: {
          studentIds: [already.id, fresh.id],
        },
      },
      { token: admin },
    );
    expect(res.statusCode).toBe(200);
    expect(await myNotifications(already.session)).toEqual([]);
    const [n] = await myNotifications(fresh.session);
    expect(n!.notificationId).toMatchObject({
      type: 'notification',
      message: 'You have been added to the group "Physics Batch 7".',
      info: { on: 'group', id: g, title: 'Physics Batch 7' },
    });
  });

  it('gives each student their own result notification with their result id', async () => {
    const a = await student();
    const b = await student();
    const examId = crypto.randomUUID();
    const count = await notifyResultsPublished(
      t.ctx,
      { examId, title: 'Physics Weekly 3', isPracticeExam: false },
      [
        { studentId: a.id, examResultId: 'result-a', groupId: 'group-a' },
        { studentId: b.id, examResultId: 'result-b', groupId: 'group-b' },
        { studentId: crypto.randomUUID(), examResultId: 'nobody', groupId: 'group-a' },
      ],
    );
    expect(count).toBe(2);
    const [na] = await myNotifications(a.session);
    const [nb] = await myNotifications(b.session);
    expect(na!.notificationId.info).toEqual({
      on: 'exam',
      id: examId,
      title: 'Physics Weekly 3',
      isPracticeExam: false,
      examResultId: 'result-a',
      groupId: 'group-a',
    });
    expect(nb!.notificationId.info.examResultId).toBe('result-b');
    expect(na!.notificationId._id).not.toBe(nb!.notificationId._id);
  });
});
