import { qaRoutes, qaStaffRoutes, staffRoutes, uploadRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo-accounts';
import { DEMO_TEACHER, type DemoQa, seedDemoQa } from '../src/seed/demo-qa';
import { caller } from './qa-support';
import { callRoute } from './support/call-route';
import { signIn } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let seeded: DemoQa;
let session: string;
const dataDir = tempDataDir();

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  const accounts = await seedDemoAccounts(t.ctx);
  seeded = await seedDemoQa(t.ctx, accounts);
  session = await signIn(t.app, '01710000001', 'demo1234');
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

describe('the demo forum', () => {
  it('gives the demo student a course with Q&A and a dozen threads in Bengali and English', async () => {
    const call = caller(t);
    const tree = (await call(qaRoutes.courseTree, {}, session)).json().data;
    const forumCourse = tree.find((c: { _id: string }) => c._id === seeded.courseId);
    // Q&A is a switch of a course (here the seed's own, without the content seed): every subject takes questions.
    expect(forumCourse).toMatchObject({ type: 'course' });
    expect(forumCourse.qa).toHaveLength(3);
    expect(forumCourse.qa).toEqual(forumCourse.subjects.map((s: { _id: string }) => s._id));
    expect(forumCourse.qa.length).toBeGreaterThan(0);
    const page = (
      await call(
        qaRoutes.searchQuestions,
        { body: { courseId: seeded.courseId, page: 1, limit: 40 } },
        session,
      )
    ).json().data;
    expect(page.totalRecords).toBe(12);
    const texts = page.questions.map((q: { questionDescription: string }) => q.questionDescription).join(' ');
    expect(texts).toMatch(/[\u0980-\u09FF]/);
    expect(texts).toMatch(/vector/i);
    const types = new Set(
      page.questions.flatMap((q: { media: { mediaType: string }[] }) => q.media.map((m) => m.mediaType)),
    );
    expect([...types].sort()).toEqual([
      'application/pdf',
      'audio/mpeg',
      'audio/wav',
      'image/jpeg',
      'image/png',
    ]);
    expect(page.questions.filter((q: { status: string }) => q.status === 'COMPLETED')).toHaveLength(1);
    expect(page.questions.some((q: { teacherReplies: number }) => q.teacherReplies > 0)).toBe(true);
    expect(page.questions.some((q: { likes: number }) => q.likes > 0)).toBe(true);
    expect(page.questions.some((q: { upvotes: number }) => q.upvotes > 0)).toBe(true);
    expect(page.questions.filter((q: { isBookmarked: boolean }) => q.isBookmarked).length).toBeGreaterThan(0);

    // the attachments are real files, served under the asset host
    const withImage = page.questions.find((q: { media: { mediaType: string }[] }) =>
      q.media.some((m) => m.mediaType === 'image/png'),
    );
    const key = withImage.media[0].mediaUrl;
    const file = await callRoute(t.app, uploadRoutes.getFile, { params: { '*': key } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('has a Teacher who can sign in and answer', async () => {
    const res = await callRoute(t.app, staffRoutes.login, {
      body: { username: DEMO_TEACHER.username, password: DEMO_TEACHER.password },
    });
    expect(res.statusCode).toBe(200);
    const list = await callRoute(
      t.app,
      qaStaffRoutes.questions,
      {},
      { token: String(res.headers.sessionid) },
    );
    expect(list.json().data.totalRecords).toBe(12);
  });
});
