import { qaStaffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askQuestion, caller, makeCourse, makeCourseGroup, staffIn, studentIn } from './qa-support';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let forum: Awaited<ReturnType<typeof makeCourse>>;
let student: { id: string; session: string };
let mentor: { id: string; session: string };
let admin: { id: string; session: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  forum = await makeCourse(t.ctx, 'Inbox course', { Physics: ['Vectors', 'Motion'], Biology: ['Cells'] });
  student = await studentIn(t, [await makeCourseGroup(t.ctx, forum.courseId)]);
  admin = await staffIn(t, ['admin']);
  mentor = await staffIn(t, ['mentor']);
  await call(
    qaStaffRoutes.setMentorSubjects,
    { params: { staffId: mentor.id }, body: { subjectIds: [forum.subjectIds.Physics] } },
    admin.session,
  );
  for (const [key, chapter, text] of [
    ['old', 'Vectors', 'What is a unit vector?'],
    ['answered', 'Motion', 'Why does a ball slow down when rolling?'],
    ['newest', 'Vectors', 'How do I add two vectors graphically?'],
  ] as const) {
    t.clock.advance(60_000);
    const res = await askQuestion(t, student, { course: forum, subject: 'Physics', chapter }, text);
    ids[key] = res.json().data._id;
  }
  await askQuestion(t, student, { course: forum, subject: 'Biology', chapter: 'Cells' }, 'What is a cell?');
  await call(
    qaStaffRoutes.reply,
    { params: { questionId: ids.answered }, body: { reply: 'Friction.' } },
    mentor.session,
  );
});
afterAll(async () => {
  await t.close();
});

const list = (query: Record<string, unknown>, session = mentor.session) =>
  call(qaStaffRoutes.questions, { query }, session);
const order = (res: Awaited<ReturnType<typeof list>>) =>
  (res.json().data.questions as { _id: string }[]).map((q) => q._id);

describe('the Teacher inbox', () => {
  it('puts questions without a Teacher reply first, newest first within each', async () => {
    const res = await list({ sort: 'Unanswered' });
    expect(res.statusCode).toBe(200);
    expect(order(res)).toEqual([ids.newest, ids.old, ids.answered]);
    expect(res.json().data.totalRecords).toBe(3);
  });

  it('filters by Teacher-answered, chapter and words, and pages on the server', async () => {
    expect(order(await list({ answered: 'false' }))).toEqual([ids.newest, ids.old]);
    expect(order(await list({ answered: 'true' }))).toEqual([ids.answered]);
    expect(order(await list({ chapterId: forum.chapterIds.Motion }))).toEqual([ids.answered]);
    expect(order(await list({ search: 'vectors' }))).toContain(ids.newest);
    const page2 = await list({ sort: 'Unanswered', limit: 2, page: 2 });
    expect(order(page2)).toEqual([ids.answered]);
    expect(page2.json().data.totalRecords).toBe(3);
  });

  it('lists the subjects the mentor answers with their chapters (all Q&A subjects for an admin)', async () => {
    const mine = await call(qaStaffRoutes.subjects, {}, mentor.session);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      {
        _id: forum.subjectIds.Physics,
        name: 'Physics',
        courseId: forum.courseId,
        courseName: 'Inbox course',
        chapters: [
          { _id: forum.chapterIds.Vectors, name: 'Vectors' },
          { _id: forum.chapterIds.Motion, name: 'Motion' },
        ],
      },
    ]);
    const all = await call(qaStaffRoutes.subjects, {}, admin.session);
    expect(all.json().data.map((s: { name: string }) => s.name)).toEqual(['Physics', 'Biology']);
  });

  it('refuses other roles and no session, and bad filters with a clear message', async () => {
    const moderator = await staffIn(t, ['moderator']);
    expect((await call(qaStaffRoutes.subjects, {}, undefined)).statusCode).toBe(401);
    expect((await call(qaStaffRoutes.subjects, {}, student.session)).statusCode).toBe(403);
    expect((await call(qaStaffRoutes.subjects, {}, moderator.session)).statusCode).toBe(403);
    expect((await list({ sort: 'Unanswered' }, moderator.session)).statusCode).toBe(403);
    const bad = await list({ sort: 'Loudest' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/sort/);
    expect((await list({ answered: 'maybe' })).statusCode).toBe(400);
    expect((await list({ chapterId: 'nope' })).statusCode).toBe(400);
  });
});
