import { groupAccessRoutes, type RouteInput, staffContentRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCourses } from '../src/db/schema';
import { buildCatalog, callAs, upload, uploadHls } from './support/content-fixtures';
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
    expect(
      (await callAs(t.app, staffContentRoutes.createCourse, { body: { name: 'X' } }, undefined)).status,
    ).toBe(401);
    expect(
      (await callAs(t.app, staffContentRoutes.createCourse, { body: { name: 'X' } }, student)).status,
    ).toBe(403);
    expect(
      (await callAs(t.app, staffContentRoutes.createCourse, { body: { name: 'X' } }, mentor)).status,
    ).toBe(403);
    expect((await callAs(t.app, staffContentRoutes.courses, {}, moderator)).status).toBe(403);
    // moderators run groups, so they may grant content
    const group = await makeGroup(t.ctx);
    expect(
      (await callAs(t.app, staffContentRoutes.groupItems, { params: { groupId: group } }, moderator)).status,
    ).toBe(200);
    expect(
      (await callAs(t.app, staffContentRoutes.groupItems, { params: { groupId: group } }, mentor)).status,
    ).toBe(403);
    const admin = await staffSession(t.app, ['admin']);
    expect(
      (await callAs(t.app, staffContentRoutes.createCourse, { body: { name: 'By admin' } }, admin)).status,
    ).toBe(201);
  });
});

describe('courses, subjects and items', () => {
  it('creates, edits, lists and deletes, with clear 400s and 404s', async () => {
    const image = await upload(t.app, staff, Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg', 'upload');
    const course = await callAs(
      t.app,
      staffContentRoutes.createCourse,
      {
        body: {
          name: 'Biology',
          description: 'Cells',
          image,
          type: 'qna',
        },
      },
      staff,
    );
    expect(course.status).toBe(201);
    expect(course.body.data).toMatchObject({ name: 'Biology', image, type: 'qna', qa: true });
    const courseId = course.body.data._id;
    expect((await callAs(t.app, staffContentRoutes.createCourse, { body: { name: '' } }, staff)).status).toBe(
      400,
    );
    const unknownImage = await callAs(
      t.app,
      staffContentRoutes.createCourse,
      {
        body: {
          name: 'X',
          image: 'uploads/none.png',
        },
      },
      staff,
    );
    expect(unknownImage.status).toBe(400);
    expect(unknownImage.body.errors.title).toBe('Unknown image');
    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.createCourse,
          {
            body: {
              name: 'Y',
              image: 'https://cdn.example.com/y.png',
            },
          },
          staff,
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.updateCourse,
          {
            params: { courseId },
            body: {
              description: 'Cells and tissues',
            },
          },
          staff,
        )
      ).body.data.description,
    ).toBe('Cells and tissues');
    expect(
      (await callAs(t.app, staffContentRoutes.updateCourse, { params: { courseId }, body: {} }, staff))
        .status,
    ).toBe(400);
    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.updateCourse,
          { params: { courseId: NIL }, body: { name: 'Z' } },
          staff,
        )
      ).status,
    ).toBe(404);

    const subject = await callAs(
      t.app,
      staffContentRoutes.createSubject,
      { body: { courseId, name: 'Botany' } },
      staff,
    );
    expect(subject.status).toBe(201);
    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.createSubject,
          { body: { courseId: NIL, name: 'Nowhere' } },
          staff,
        )
      ).status,
    ).toBe(404);
    expect(
      (await callAs(t.app, staffContentRoutes.createSubject, { body: { courseId: 'x', name: 'Bad' } }, staff))
        .status,
    ).toBe(400);
    const item = await callAs(
      t.app,
      staffContentRoutes.createItem,
      {
        body: {
          kind: 'chapter',
          subjectId: subject.body.data._id,
          name: 'Plant cells',
        },
      },
      staff,
    );
    expect(item.body.data).toMatchObject({ kind: 'chapter', courseId, position: 0 });
    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.createItem,
          {
            body: {
              kind: 'video' as never,
              subjectId: subject.body.data._id,
              name: 'X',
            },
          },
          staff,
        )
      ).status,
    ).toBe(400);
    const listed = await callAs(
      t.app,
      staffContentRoutes.items,
      { params: { subjectId: subject.body.data._id }, query: { kind: 'chapter' } },
      staff,
    );
    expect(listed.body.data.map((i: { name: string }) => i.name)).toEqual(['Plant cells']);

    const group = await makeGroup(t.ctx);
    await callAs(
      t.app,
      groupAccessRoutes.setGroupCourses,
      { params: { groupId: group }, body: { courseIds: [courseId] } },
      staff,
    );
    expect(
      (await callAs(t.app, staffContentRoutes.deleteCourse, { params: { id: courseId } }, staff)).status,
    ).toBe(200);
    expect(await t.ctx.db.select().from(groupCourses).where(eq(groupCourses.groupId, group))).toEqual([]);
    expect(
      (await callAs(t.app, staffContentRoutes.items, { params: { subjectId: subject.body.data._id } }, staff))
        .body.data,
    ).toEqual([]);
    expect(
      (await callAs(t.app, staffContentRoutes.deleteCourse, { params: { id: courseId } }, staff)).status,
    ).toBe(404);
  });

  it('orders siblings, and refuses unknown ids, repeats and mixed parents', async () => {
    const a = await buildCatalog(t.app, staff, 'Order A');
    const order = (type: string, ids: string[]) =>
      callAs(t.app, staffContentRoutes.order, { body: { type: type as never, ids } }, staff);
    expect((await order('subjects', [...a.subjectIds].reverse())).status).toBe(200);
    const subjects = await callAs(
      t.app,
      staffContentRoutes.subjects,
      { params: { courseId: a.courseId } },
      staff,
    );
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
  it('refuses a note whose content is not a PDF (400), and takes a PDF', async () => {
    const a = await buildCatalog(t.app, staff, 'Notes');
    const [item] = a.lectureIds;
    const addNote = (key: string) =>
      callAs(
        t.app,
        staffContentRoutes.addFile,
        { params: { itemId: item }, body: { title: 'Notes', key } },
        staff,
      );
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const refused = await addNote(await upload(t.app, staff, png, 'image/png'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      title: 'Notes must be a PDF',
      message: 'The uploaded file is not a PDF. Upload the notes as a PDF file.',
    });
    const pdf = await upload(t.app, staff, Buffer.from('%PDF-1.4\n% notes\n'), 'application/pdf');
    expect((await addNote(pdf)).status).toBe(201);
  });

  it('adds only uploaded notes, and registers only uploaded HLS folders', async () => {
    const a = await buildCatalog(t.app, staff, 'Media');
    const [item] = a.lectureIds;
    const note = await callAs(
      t.app,
      staffContentRoutes.addFile,
      {
        params: { itemId: item },
        body: {
          title: 'X',
          key: 'content/none.pdf',
        },
      },
      staff,
    );
    expect(note.status).toBe(400);
    expect(note.body.errors.title).toBe('Unknown file');
    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.addFile,
          {
            params: { itemId: NIL },
            body: {
              title: 'X',
              key: 'content/x.pdf',
            },
          },
          staff,
        )
      ).status,
    ).toBe(404);

    const notHls = await callAs(
      t.app,
      staffContentRoutes.hlsUpload,
      {
        body: {
          files: ['evil.html', 'master.m3u8'],
        },
      },
      staff,
    );
    expect(notHls.status).toBe(400);
    expect(
      (await callAs(t.app, staffContentRoutes.hlsUpload, { body: { files: ['v0/seg.m4s'] } }, staff)).status,
    ).toBe(400);
    expect(
      (await callAs(t.app, staffContentRoutes.hlsUpload, { body: { files: ['../master.m3u8'] } }, staff))
        .status,
    ).toBe(400);

    const key = await uploadHls(t.app, staff);
    const register = (body: RouteInput<typeof staffContentRoutes.registerVideo>['body']) =>
      callAs(t.app, staffContentRoutes.registerVideo, { params: { itemId: item }, body }, staff);
    const noPlaylist = await register({
      title: 'X',
      hls: { key, playlist: 'missing.m3u8' },
    });
    expect(noPlaylist.status).toBe(400);
    const elsewhere = await register({
      title: 'X',
      hls: { key: 'uploads/abc', playlist: 'master.m3u8' },
    });
    expect(elsewhere.status).toBe(400);
    const both = await register({
      title: 'X',
      hls: { key, playlist: 'master.m3u8' },
      sourceKey: 'content/x.mp4',
    });
    expect(both.status).toBe(400);
    const ok = await register({
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

    const contents = await callAs(t.app, staffContentRoutes.contents, { params: { itemId: item } }, staff);
    expect(contents.body.data.videoContents.map((v: { title: string }) => v.title)).toEqual([
      'Intro video',
      'Draft video',
      'Ready at once',
    ]);
    expect(
      (await callAs(t.app, staffContentRoutes.deleteVideo, { params: { id: ok.body.data._id } }, staff))
        .status,
    ).toBe(200);
    expect(
      (await callAs(t.app, staffContentRoutes.deleteFile, { params: { id: a.fileId } }, staff)).status,
    ).toBe(200);
    expect(
      (await callAs(t.app, staffContentRoutes.video, { params: { videoId: ok.body.data._id } }, staff))
        .status,
    ).toBe(404);
  });
});

describe('grants to groups', () => {
  it('grants items one by one, lists them in the group shape (lectures, chapters, questionSolves), and takes them back', async () => {
    const a = await buildCatalog(t.app, staff, 'Granted');
    const group = await makeGroup(t.ctx);
    const granted = await callAs(
      t.app,
      staffContentRoutes.grantItems,
      {
        params: { groupId: group },
        body: {
          itemIds: [a.lectureIds[0], a.chapterId, a.questionSolveId],
        },
      },
      staff,
    );
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
      (
        await callAs(
          t.app,
          staffContentRoutes.grantItems,
          { params: { groupId: group }, body: { itemIds: [a.chapterId] } },
          staff,
        )
      ).body.data.chapters,
    ).toHaveLength(1);

    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.revokeItem,
          { params: { groupId: group, itemId: a.chapterId } },
          staff,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.revokeItem,
          { params: { groupId: group, itemId: a.chapterId } },
          staff,
        )
      ).status,
    ).toBe(404);
    expect(
      (await callAs(t.app, staffContentRoutes.groupItems, { params: { groupId: group } }, staff)).body.data
        .chapters,
    ).toEqual([]);

    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.grantItems,
          { params: { groupId: group }, body: { itemIds: [NIL] } },
          staff,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await callAs(
          t.app,
          staffContentRoutes.grantItems,
          { params: { groupId: NIL }, body: { itemIds: [a.chapterId] } },
          staff,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callAs(
          t.app,
          groupAccessRoutes.setGroupCourses,
          { params: { groupId: group }, body: { courseIds: [NIL] } },
          staff,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await callAs(
          t.app,
          groupAccessRoutes.setGroupCourses,
          { params: { groupId: group }, body: { courseIds: [], confirmLoss: true } },
          staff,
        )
      ).status,
    ).toBe(200);
  });
});
