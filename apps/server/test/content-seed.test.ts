import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ITEM_KINDS } from '@lms/domain';
import { contentRoutes, itemRoutesByKind, uploadRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoAccounts } from '../src/seed/demo-accounts';
import { DEMO_NOTE_TITLE, DEMO_VIDEO_TITLE, seedDemoContent } from '../src/seed/demo-content';
import { callRoute } from './support/call-route';
import { callAs } from './support/content-fixtures';
import { signIn } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const dir = tempDataDir();
let student: string;
const asset = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../seed-assets/${path}`, import.meta.url)));

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dir.path });
  const accounts = await seedDemoAccounts(t.ctx);
  await seedDemoContent(t.ctx, accounts);
  student = await signIn(t.app, DEMO.studentPhone, DEMO.studentPassword);
});
afterAll(async () => {
  await t.close();
  dir.remove();
});

describe('the demo content', () => {
  it('gives the demo student two whole courses, the first with Q&A, with pictures', async () => {
    const courses = (await callAs(t.app, contentRoutes.courses, {}, student)).body.data;
    expect(courses.map((c: { name: string; qa: boolean }) => [c.name, c.qa])).toEqual([
      ['HSC Science 2026', true],
      ['HSC English 2026', false],
    ]);
    expect(courses.every((c: { hasFullAccess: boolean }) => c.hasFullAccess)).toBe(true);
    const cover = await callRoute(t.app, uploadRoutes.getFile, { params: { '*': courses[0].image } });
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.equals(asset('images/course-hsc.jpg'))).toBe(true);

    const subjects = (
      await callAs(t.app, contentRoutes.subjects, { params: { courseId: courses[0]._id } }, student)
    ).body.data;
    expect(subjects.map((s: { name: string }) => s.name)).toEqual(['Physics', 'Chemistry', 'Higher Math']);
    for (const s of subjects) expect(s.image).toMatch(/^uploads\//);
    const english = (
      await callAs(t.app, contentRoutes.subjects, { params: { courseId: courses[1]._id } }, student)
    ).body.data;
    expect(english[0].chapters.map((c: { name: string }) => c.name)).toContain('Narration');
  });

  it('has lectures, chapters and question-solve items, and a real video and note on Physics > Vectors', async () => {
    const [course] = (await callAs(t.app, contentRoutes.courses, {}, student)).body.data;
    const physics = course.subjects[0]._id;
    for (const kind of ITEM_KINDS) {
      const items = await callAs(
        t.app,
        itemRoutesByKind[kind].list,
        { params: { subjectId: physics } },
        student,
      );
      expect(items.body.data[itemRoutesByKind[kind].field].length).toBeGreaterThan(0);
    }
    const [vectors] = (
      await callAs(t.app, contentRoutes.chapters, { params: { subjectId: physics } }, student)
    ).body.data.chapters;
    const item = (await callAs(t.app, contentRoutes.chapter, { params: { id: vectors._id } }, student)).body
      .data;
    expect(item.videoContents.map((v: { title: string }) => v.title)).toEqual([DEMO_VIDEO_TITLE]);
    expect(item.fileContents.map((f: { title: string }) => f.title)).toEqual([DEMO_NOTE_TITLE]);

    const video = item.videoContents[0];
    const { accessToken } = (
      await callAs(t.app, contentRoutes.videoToken, { body: { key: video.key } }, student)
    ).body.data;
    // video.URL is the playlist address the API hands out, so it is called as given.
    const master = await t.app.inject({ method: 'GET', url: `/api/${video.URL}?token=${accessToken}` });
    expect(master.body).toBe(asset('demo-video/master.m3u8').toString());
    const segment = await callRoute(t.app, contentRoutes.hls, {
      params: { '*': `${video.key}/v0/seg_000.m4s` },
      query: { token: accessToken },
    });
    expect(segment.rawPayload.equals(asset('demo-video/v0/seg_000.m4s'))).toBe(true);

    const { url } = (
      await callAs(t.app, contentRoutes.fileUrl, { params: { fileId: item.fileContents[0]._id } }, student)
    ).body.data;
    const note = await t.app.inject({ method: 'GET', url });
    expect(note.rawPayload.equals(asset('notes/vectors-note.pdf'))).toBe(true);
    expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows nothing to the demo student who is in no group', async () => {
    const loner = await signIn(t.app, DEMO.noGroupPhone, DEMO.studentPassword);
    expect((await callAs(t.app, contentRoutes.courses, {}, loner)).body.data).toEqual([]);
  });
});
