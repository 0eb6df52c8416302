import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../src/db/schema';
import { buildCatalog, call, upload, uploadHls } from './support/content-fixtures';
import { makeGroup, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const dataDir = tempDataDir();
let staff: string;
const NIL = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  staff = await staffSession(t.app, ['contentUploader']);
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

describe('who may change content', () => {
  it('refuses no session (401), students (403) and other staff roles (403)', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const student = await signIn(t.app, phone);
    const mentor = await staffSession(t.app, ['mentor']);
    const moderator = await staffSession(t.app, ['moderator']);
    expect((await call(t.app, 'POST', '/api/staff/courses', undefined, { name: 'X' })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/staff/courses', student, { name: 'X' })).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/staff/courses', mentor, { name: 'X' })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/staff/courses', moderator)).status).toBe(403);
    // moderators run groups, so they may grant content
    const group = await makeGroup(t.ctx);
    expect((await call(t.app, 'GET', `/api/staff/groups/${group}/items`, moderator)).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/staff/groups/${group}/items`, mentor)).status).toBe(403);
    const admin = await staffSession(t.app, ['admin']);
    expect((await call(t.app, 'POST', '/api/staff/courses', admin, { name: 'By admin' })).status).toBe(201);
  });
});

describe('courses, subjects and items', () => {
  it('creates, edits, lists and deletes, with clear 400s and 404s', async () => {
    const image = await upload(t.app, staff, Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg', 'upload');
    const course = await call(t.app, 'POST', '/api/staff/courses', staff, {
      name: 'Biology',
      description: 'Cells',
      image,
      type: 'qna',
    });
    expect(course.status).toBe(201);
    expect(course.body.data).toMatchObject({ name: 'Biology', image, type: 'qna', qa: true });
    const courseId = course.body.data._id;
    expect((await call(t.app, 'POST', '/api/staff/courses', staff, { name: '' })).status).toBe(400);
    const unknownImage = await call(t.app, 'POST', '/api/staff/courses', staff, {
      name: 'X',
      image: 'uploads/none.png',
    });
    expect(unknownImage.status).toBe(400);
    expect(unknownImage.body.errors.title).toBe('Unknown image');
    expect(
      (
        await call(t.app, 'POST', '/api/staff/courses', staff, {
          name: 'Y',
          image: 'https://cdn.example.com/y.png',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(t.app, 'PATCH', `/api/staff/courses/${courseId}`, staff, {
          description: 'Cells and tissues',
        })
      ).body.data.description,
    ).toBe('Cells and tissues');
    expect((await call(t.app, 'PATCH', `/api/staff/courses/${courseId}`, staff, {})).status).toBe(400);
    expect((await call(t.app, 'PATCH', `/api/staff/courses/${NIL}`, staff, { name: 'Z' })).status).toBe(404);

    const subject = await call(t.app, 'POST', '/api/staff/subjects', staff, { courseId, name: 'Botany' });
    expect(subject.status).toBe(201);
    expect(
      (await call(t.app, 'POST', '/api/staff/subjects', staff, { courseId: NIL, name: 'Nowhere' })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/staff/subjects', staff, { courseId: 'x', name: 'Bad' })).status,
    ).toBe(400);
    const item = await call(t.app, 'POST', '/api/staff/items', staff, {
      kind: 'chapter',
      subjectId: subject.body.data._id,
      name: 'Plant cells',
    });
    expect(item.body.data).toMatchObject({ kind: 'chapter', courseId, position: 0 });
    expect(
      (
        await call(t.app, 'POST', '/api/staff/items', staff, {
          kind: 'video',
          subjectId: subject.body.data._id,
          name: 'X',
        })
      ).status,
    ).toBe(400);
    const listed = await call(
      t.app,
      'GET',
      `/api/staff/subjects/${subject.body.data._id}/items?kind=chapter`,
      staff,
    );
    expect(listed.body.data.map((i: { name: string }) => i.name)).toEqual(['Plant cells']);

    const group = await makeGroup(t.ctx);
    await call(t.app, 'PUT', `/api/staff/groups/${group}/course`, staff, { courseId });
    expect((await call(t.app, 'DELETE', `/api/staff/courses/${courseId}`, staff)).status).toBe(200);
    const [after] = await t.ctx.db.select().from(groups).where(eq(groups.id, group));
    expect(after!.courseId).toBeNull();
    expect(
      (await call(t.app, 'GET', `/api/staff/subjects/${subject.body.data._id}/items`, staff)).body.data,
    ).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/staff/courses/${courseId}`, staff)).status).toBe(404);
  });

  it('orders siblings, and refuses unknown ids, repeats and mixed parents', async () => {
    const a = await buildCatalog(t.app, staff, 'Order A');
    const order = (type: string, ids: string[]) =>
      call(t.app, 'PUT', '/api/staff/content/order', staff, { type, ids });
    expect((await order('subjects', [...a.subjectIds].reverse())).status).toBe(200);
    const subjects = await call(t.app, 'GET', `/api/staff/courses/${a.courseId}/subjects`, staff);
    expect(subjects.body.data.map((s: { _id: string }) => s._id)).toEqual([...a.subjectIds].reverse());
    expect((await order('subjects', [a.subjectIds[0], NIL])).status).toBe(400);
    expect((await order('subjects', [a.subjectIds[0], a.subjectIds[0]])).status).toBe(400);
    const mixed = await order('items', [a.lectureIds[0], a.otherSubjectLectureId]);
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors.title).toBe('Mixed parents');
    expect((await order('chapters', [a.chapterId])).status).toBe(400);
  });
});

describe('notes and videos', () => {
  it('adds only uploaded notes, and registers only uploaded HLS folders', async () => {
    const a = await buildCatalog(t.app, staff, 'Media');
    const [item] = a.lectureIds;
    const note = await call(t.app, 'POST', `/api/staff/items/${item}/files`, staff, {
      title: 'X',
      key: 'content/none.pdf',
    });
    expect(note.status).toBe(400);
    expect(note.body.errors.title).toBe('Unknown file');
    expect(
      (
        await call(t.app, 'POST', `/api/staff/items/${NIL}/files`, staff, {
          title: 'X',
          key: 'content/x.pdf',
        })
      ).status,
    ).toBe(404);

    const notHls = await call(t.app, 'POST', '/api/staff/videos/hls-upload', staff, {
      files: ['evil.html', 'master.m3u8'],
    });
    expect(notHls.status).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/staff/videos/hls-upload', staff, { files: ['v0/seg.m4s'] })).status,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/staff/videos/hls-upload', staff, { files: ['../master.m3u8'] }))
        .status,
    ).toBe(400);

    const key = await uploadHls(t.app, staff);
    const noPlaylist = await call(t.app, 'POST', `/api/staff/items/${item}/videos`, staff, {
      title: 'X',
      hls: { key, playlist: 'missing.m3u8' },
    });
    expect(noPlaylist.status).toBe(400);
    const elsewhere = await call(t.app, 'POST', `/api/staff/items/${item}/videos`, staff, {
      title: 'X',
      hls: { key: 'uploads/abc', playlist: 'master.m3u8' },
    });
    expect(elsewhere.status).toBe(400);
    const both = await call(t.app, 'POST', `/api/staff/items/${item}/videos`, staff, {
      title: 'X',
      hls: { key, playlist: 'master.m3u8' },
      sourceKey: 'content/x.mp4',
    });
    expect(both.status).toBe(400);
    const ok = await call(t.app, 'POST', `/api/staff/items/${item}/videos`, staff, {
      title: 'Ready at once',
      hls: { key },
      isDrmEnabled: true,
      drmContentId: 'lecture-1',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({
      status: 'ready',
      isAvailable: true,
      isPublished: false,
      isDrmEnabled: true,
    });

    const contents = await call(t.app, 'GET', `/api/staff/items/${item}/contents`, staff);
    expect(contents.body.data.videoContents.map((v: { title: string }) => v.title)).toEqual([
      'Intro video',
      'Draft video',
      'Ready at once',
    ]);
    expect((await call(t.app, 'DELETE', `/api/staff/videos/${ok.body.data._id}`, staff)).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/staff/files/${a.fileId}`, staff)).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/staff/videos/${ok.body.data._id}`, staff)).status).toBe(404);
  });
});

describe('grants to groups', () => {
  it("grants items one by one, lists them in SPEC.md's group shape, and takes them back", async () => {
    const a = await buildCatalog(t.app, staff, 'Granted');
    const group = await makeGroup(t.ctx);
    const granted = await call(t.app, 'POST', `/api/staff/groups/${group}/items`, staff, {
      itemIds: [a.lectureIds[0], a.chapterId, a.questionSolveId],
    });
    expect(granted.status).toBe(200);
    expect(granted.body.data.lectures).toEqual([
      {
        _id: a.lectureIds[0],
        lectureId: {
          _id: a.lectureIds[0],
          name: 'Lecture 1',
          description: 'Vectors',
          subjectId: a.subjectIds[0],
        },
        courseId: a.courseId,
      },
    ]);
    expect(granted.body.data.chapters[0].chapterId._id).toBe(a.chapterId);
    expect(granted.body.data.questionSolves[0].questionSolveId._id).toBe(a.questionSolveId);
    // granting again changes nothing
    expect(
      (await call(t.app, 'POST', `/api/staff/groups/${group}/items`, staff, { itemIds: [a.chapterId] })).body
        .data.chapters,
    ).toHaveLength(1);

    expect(
      (await call(t.app, 'DELETE', `/api/staff/groups/${group}/items/${a.chapterId}`, staff)).status,
    ).toBe(200);
    expect(
      (await call(t.app, 'DELETE', `/api/staff/groups/${group}/items/${a.chapterId}`, staff)).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/staff/groups/${group}/items`, staff)).body.data.chapters).toEqual(
      [],
    );

    expect(
      (await call(t.app, 'POST', `/api/staff/groups/${group}/items`, staff, { itemIds: [NIL] })).status,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', `/api/staff/groups/${NIL}/items`, staff, { itemIds: [a.chapterId] })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'PUT', `/api/staff/groups/${group}/course`, staff, { courseId: NIL })).status,
    ).toBe(400);
    expect(
      (await call(t.app, 'PUT', `/api/staff/groups/${group}/course`, staff, { courseId: null })).status,
    ).toBe(200);
  });
});
