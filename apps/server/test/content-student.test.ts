import {
  accountRoutes,
  contentRoutes,
  examRoutes,
  groupAccessRoutes,
  type RouteInput,
  staffContentRoutes,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, type Catalog, callAs } from './support/content-fixtures';
import { makeGroup, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const dataDir = tempDataDir();
let staff: string;
let physics: Catalog;
let chemistry: Catalog;
/** In a group with the whole Physics course. */
let student: string;
let studentId: string;
/** In a group granted only Chemistry's first lecture. */
let partial: string;
/** In a group with no content. */
let emptyGroup: string;
/** In no group. */
let loner: string;
let chemGroup: string;

const NIL = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  staff = await staffSession(t.app, ['contentUploader']);
  physics = await buildCatalog(t.app, staff, 'Physics');
  chemistry = await buildCatalog(t.app, staff, 'Chemistry');

  const physicsGroup = await makeGroup(t.ctx);
  await callAs(
    t.app,
    groupAccessRoutes.setGroupCourses,
    { params: { groupId: physicsGroup }, body: { courseIds: [physics.courseId] } },
    staff,
  );
  chemGroup = await makeGroup(t.ctx);
  await callAs(
    t.app,
    staffContentRoutes.grantItems,
    {
      params: { groupId: chemGroup },
      body: {
        itemIds: [chemistry.lectureIds[0]],
      },
    },
    staff,
  );

  const phones = [newPhone(), newPhone(), newPhone(), newPhone()] as const;
  studentId = await registeredStudent(t.ctx, phones[0], 'secret12', [physicsGroup]);
  await registeredStudent(t.ctx, phones[1], 'secret12', [chemGroup]);
  await registeredStudent(t.ctx, phones[2], 'secret12', [await makeGroup(t.ctx)]);
  await registeredStudent(t.ctx, phones[3]);
  [student, partial, emptyGroup, loner] = (await Promise.all(phones.map((p) => signIn(t.app, p)))) as [
    string,
    string,
    string,
    string,
  ];
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

describe('GET /course', () => {
  it("lists the courses of the student's groups, whole or through granted items", async () => {
    const res = await callAs(t.app, contentRoutes.courses, {}, student);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      _id: physics.courseId,
      name: 'Physics',
      description: 'Physics course',
      type: 'course',
      qa: false,
      hasFullAccess: true,
    });
    expect(res.body.data[0].subjects.map((s: { name: string }) => s.name)).toEqual([
      'Physics 1st paper',
      'Physics 2nd paper',
    ]);

    const part = (await callAs(t.app, contentRoutes.courses, {}, partial)).body.data;
    expect(part).toHaveLength(1);
    expect(part[0]).toMatchObject({ _id: chemistry.courseId, hasFullAccess: false });
    expect(part[0].subjects.map((s: { name: string }) => s.name)).toEqual(['Chemistry 1st paper']);
  });

  it('is empty for a student in a group without content or in no group, and fills the profile', async () => {
    expect((await callAs(t.app, contentRoutes.courses, {}, emptyGroup)).body.data).toEqual([]);
    expect((await callAs(t.app, contentRoutes.courses, {}, loner)).body.data).toEqual([]);
    const profile = (await callAs(t.app, accountRoutes.profile, {}, student)).body.data;
    expect(profile.courses.map((c: { _id: string }) => c._id)).toEqual([physics.courseId]);
  });

  it("lists a group's granted items in GET /group/{groupId}, tagged with their course", async () => {
    const res = await callAs(t.app, examRoutes.group, { params: { groupId: chemGroup } }, partial);
    expect(res.status).toBe(200);
    expect(res.body.data.lectures).toEqual([
      {
        _id: chemistry.lectureIds[0],
        lectureId: {
          _id: chemistry.lectureIds[0],
          name: 'Lecture 1',
          description: 'Vectors',
          subjectId: chemistry.subjectIds[0],
        },
        courseId: chemistry.courseId,
      },
    ]);
    expect(res.body.data.chapters).toEqual([]);
    expect(res.body.data.questionSolves).toEqual([]);
  });

  it('needs a student session', async () => {
    expect((await callAs(t.app, contentRoutes.courses, {})).status).toBe(401);
    expect((await callAs(t.app, contentRoutes.courses, {}, staff)).status).toBe(403);
  });
});

describe('subjects and items', () => {
  it("lists a course's subjects with their chapters, and refuses other courses", async () => {
    const res = await callAs(
      t.app,
      contentRoutes.subjects,
      { params: { courseId: physics.courseId } },
      student,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { _id: string }) => s._id)).toEqual(physics.subjectIds);
    expect(res.body.data[0]).toMatchObject({
      name: 'Physics 1st paper',
      image: '',
      courseId: physics.courseId,
    });
    expect(res.body.data[0].chapters).toEqual([{ _id: physics.chapterId, name: 'Chapter 1' }]);
    expect(
      (await callAs(t.app, contentRoutes.subjects, { params: { courseId: chemistry.courseId } }, student))
        .status,
    ).toBe(404);
    expect((await callAs(t.app, contentRoutes.subjects, { params: { courseId: NIL } }, student)).status).toBe(
      404,
    );
    expect(
      (await callAs(t.app, contentRoutes.subjects, { params: { courseId: 'not-an-id' } }, student)).status,
    ).toBe(400);
    const part = await callAs(
      t.app,
      contentRoutes.subjects,
      { params: { courseId: chemistry.courseId } },
      partial,
    );
    expect(part.body.data.map((s: { _id: string }) => s._id)).toEqual([chemistry.subjectIds[0]]);
    expect(part.body.data[0].chapters).toEqual([]);
  });

  it('lists the items of each kind in the order staff set', async () => {
    const [s1] = physics.subjectIds;
    const lectures = await callAs(t.app, contentRoutes.lectures, { params: { subjectId: s1 } }, student);
    expect(lectures.body.data._id).toBe(s1);
    expect(lectures.body.data.lectures.map((l: { name: string }) => l.name)).toEqual([
      'Lecture 1',
      'Lecture 2',
    ]);
    expect(lectures.body.data.lectures[0]).toMatchObject({
      description: 'Vectors',
      subjectId: s1,
      courseId: physics.courseId,
    });
    const reorder = await callAs(
      t.app,
      staffContentRoutes.order,
      {
        body: {
          type: 'items',
          ids: [...physics.lectureIds].reverse(),
        },
      },
      staff,
    );
    expect(reorder.status).toBe(200);
    const again = await callAs(t.app, contentRoutes.lectures, { params: { subjectId: s1 } }, student);
    expect(again.body.data.lectures.map((l: { name: string }) => l.name)).toEqual(['Lecture 2', 'Lecture 1']);
    const chapters = await callAs(t.app, contentRoutes.chapters, { params: { subjectId: s1 } }, student);
    expect(chapters.body.data.chapters.map((c: { _id: string }) => c._id)).toEqual([physics.chapterId]);
    const solves = await callAs(t.app, contentRoutes.questionSolves, { params: { subjectId: s1 } }, student);
    expect(solves.body.data.questionSolves.map((q: { _id: string }) => q._id)).toEqual([
      physics.questionSolveId,
    ]);
  });

  it('shows a partly granted subject with only the granted items, and hides other subjects', async () => {
    const [c1, c2] = chemistry.subjectIds;
    const lectures = await callAs(t.app, contentRoutes.lectures, { params: { subjectId: c1 } }, partial);
    expect(lectures.body.data.lectures.map((l: { _id: string }) => l._id)).toEqual([chemistry.lectureIds[0]]);
    expect(
      (await callAs(t.app, contentRoutes.chapters, { params: { subjectId: c1 } }, partial)).body.data,
    ).toEqual({ _id: c1, chapters: [] });
    expect((await callAs(t.app, contentRoutes.lectures, { params: { subjectId: c2 } }, partial)).status).toBe(
      404,
    );
    expect((await callAs(t.app, contentRoutes.lectures, { params: { subjectId: c1 } }, student)).status).toBe(
      404,
    );
    expect((await callAs(t.app, contentRoutes.lectures, { params: { subjectId: c1 } }, loner)).status).toBe(
      404,
    );
  });

  it('records that a subject was opened, in either body form', async () => {
    const [s1] = physics.subjectIds;
    const first = await callAs(
      t.app,
      contentRoutes.startSubject,
      {
        body: {
          data: { subjectId: s1, courseId: physics.courseId },
        },
      },
      student,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ subjectId: s1, courseId: physics.courseId });
    t.clock.advance(60_000);
    const second = await callAs(t.app, contentRoutes.startSubject, { body: { subjectId: s1 } }, student);
    expect(second.body.data.startedAt).toBe(first.body.data.startedAt);
    expect(second.body.data.lastOpenedAt > first.body.data.lastOpenedAt).toBe(true);
    expect(
      (
        await callAs(
          t.app,
          contentRoutes.startSubject,
          {
            body: {
              data: { subjectId: chemistry.subjectIds[0] },
            },
          },
          student,
        )
      ).status,
    ).toBe(404);
    expect(
      (await callAs(t.app, contentRoutes.startSubject, { body: { data: {} } as never }, student)).status,
    ).toBe(400);
  });
});

describe('GET /{type}/{id}', () => {
  it('returns the item with its published videos and its notes', async () => {
    const res = await callAs(
      t.app,
      contentRoutes.lecture,
      { params: { id: physics.lectureIds[0] } },
      student,
    );
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      _id: physics.lectureIds[0],
      name: 'Lecture 1',
      course: { _id: physics.courseId, name: 'Physics' },
      subject: { _id: physics.subjectIds[0], name: 'Physics 1st paper' },
    });
    expect(data.videoContents).toHaveLength(1);
    expect(data.videoContents[0]).toMatchObject({
      _id: physics.videoId,
      title: 'Intro video',
      key: physics.videoKey,
      URL: `hls/${physics.videoKey}/master.m3u8`,
      isVOD: true,
      isAvailable: true,
      isPublished: true,
      isDrmEnabled: '0',
      averageRating: 0,
      totalRatings: 0,
      subjects: [physics.subjectIds[0]],
    });
    expect(data.fileContents).toEqual([
      expect.objectContaining({
        _id: physics.fileId,
        title: 'Lecture 1 note',
        type: 'file',
        completed: false,
      }),
    ]);
    expect(new Date(data.fileContents[0].createdAt).getFullYear()).toBeGreaterThan(2000);
    expect(data.contents.map((c: { type: string }) => c.type)).toEqual(['video', 'file']);
  });

  it('hides a video once it is unpublished or not available, and shows it again when published', async () => {
    const lecture = () =>
      callAs(t.app, contentRoutes.lecture, { params: { id: physics.lectureIds[0] } }, student);
    await callAs(
      t.app,
      staffContentRoutes.updateVideo,
      { params: { videoId: physics.videoId }, body: { isPublished: false } },
      staff,
    );
    expect((await lecture()).body.data.videoContents).toEqual([]);
    await callAs(
      t.app,
      staffContentRoutes.updateVideo,
      {
        params: { videoId: physics.videoId },
        body: {
          isPublished: true,
          isAvailable: false,
        },
      },
      staff,
    );
    expect((await lecture()).body.data.videoContents).toEqual([]);
    await callAs(
      t.app,
      staffContentRoutes.updateVideo,
      { params: { videoId: physics.videoId }, body: { isAvailable: true } },
      staff,
    );
    expect((await lecture()).body.data.videoContents).toHaveLength(1);
  });

  it("refuses items outside the student's groups, the wrong type, and bad ids", async () => {
    expect(
      (await callAs(t.app, contentRoutes.lecture, { params: { id: chemistry.lectureIds[0] } }, student))
        .status,
    ).toBe(404);
    expect(
      (await callAs(t.app, contentRoutes.lecture, { params: { id: chemistry.lectureIds[1] } }, partial))
        .status,
    ).toBe(404);
    expect(
      (await callAs(t.app, contentRoutes.lecture, { params: { id: chemistry.lectureIds[0] } }, partial))
        .status,
    ).toBe(200);
    expect(
      (await callAs(t.app, contentRoutes.chapter, { params: { id: physics.lectureIds[0] } }, student)).status,
    ).toBe(404);
    expect(
      (await callAs(t.app, contentRoutes.chapter, { params: { id: physics.chapterId } }, student)).status,
    ).toBe(200);
    expect(
      (await callAs(t.app, contentRoutes.questionSolve, { params: { id: physics.questionSolveId } }, student))
        .status,
    ).toBe(200);
    expect((await callAs(t.app, contentRoutes.lecture, { params: { id: '123' } }, student)).status).toBe(400);
    expect(
      (await callAs(t.app, contentRoutes.lecture, { params: { id: physics.lectureIds[0] } })).status,
    ).toBe(401);
  });
});

describe('completion', () => {
  it('marks a video and a note complete once, and counts them per subject', async () => {
    const [s1, s2] = physics.subjectIds;
    const completion = () =>
      callAs(t.app, contentRoutes.subjectCompletion, { params: { courseId: physics.courseId } }, student);
    const before = (await completion()).body.data;
    const entry = (subjectId: string | undefined) => ({
      _id: subjectId,
      courseId: physics.courseId,
      subjectId,
    });
    expect(before).toEqual([
      { ...entry(s1), video: [], file: [], completed: 0, total: 2, percentage: 0 },
      { ...entry(s2), video: [], file: [], completed: 0, total: 0, percentage: 0 },
    ]);
    const body = { courseId: physics.courseId, subjectId: s1, type: 'video' as const };
    const first = await callAs(
      t.app,
      contentRoutes.markComplete,
      { params: { contentId: physics.videoId }, body },
      student,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ _id: physics.videoId, completed: true, newlyCompleted: true });
    const again = await callAs(
      t.app,
      contentRoutes.markComplete,
      { params: { contentId: physics.videoId }, body },
      student,
    );
    expect(again.body.data.newlyCompleted).toBe(false);
    const file = await callAs(
      t.app,
      contentRoutes.markComplete,
      {
        params: { contentId: physics.fileId },
        body: {
          ...body,
          type: 'file',
        },
      },
      student,
    );
    expect(file.status).toBe(200);
    const after = (await completion()).body.data;
    expect(after[0]).toEqual({
      ...entry(s1),
      video: [physics.videoId],
      file: [physics.fileId],
      completed: 2,
      total: 2,
      percentage: 100,
    });
    const item = (
      await callAs(t.app, contentRoutes.lecture, { params: { id: physics.lectureIds[0] } }, student)
    ).body.data;
    expect(item.videoContents[0].completed).toBe(true);
    expect(item.fileContents[0].completed).toBe(true);
  });

  it("refuses a mismatched course or subject, a wrong type, other groups' content and bad input", async () => {
    const [s1, s2] = physics.subjectIds;
    const complete = (session: string, body: RouteInput<typeof contentRoutes.markComplete>['body']) =>
      callAs(t.app, contentRoutes.markComplete, { params: { contentId: physics.videoId }, body }, session);
    expect(
      (await complete(student, { courseId: physics.courseId, subjectId: s2, type: 'video' })).status,
    ).toBe(400);
    expect(
      (await complete(student, { courseId: physics.courseId, subjectId: s1, type: 'file' })).status,
    ).toBe(404);
    expect(
      (await complete(student, { courseId: physics.courseId, subjectId: s1, type: 'audio' as never })).status,
    ).toBe(400);
    expect((await complete(student, {} as never)).status).toBe(400);
    expect(
      (await complete(partial, { courseId: physics.courseId, subjectId: s1, type: 'video' })).status,
    ).toBe(404);
    expect(
      (
        await callAs(
          t.app,
          contentRoutes.subjectCompletion,
          { params: { courseId: chemistry.courseId } },
          student,
        )
      ).status,
    ).toBe(404);
  });
});

describe('ratings', () => {
  it('takes half stars, one rating per student that can change, and keeps the average', async () => {
    const rate = (session: string, userId: string, rating: number) =>
      callAs(
        t.app,
        contentRoutes.rate,
        {
          body: {
            contentId: physics.videoId,
            userId,
            rating,
          },
        },
        session,
      );
    const first = await rate(student, studentId, 4.5);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      _id: physics.videoId,
      rating: 4.5,
      averageRating: 4.5,
      totalRatings: 1,
    });
    const changed = await rate(student, studentId, 3);
    expect(changed.body.data).toMatchObject({ averageRating: 3, totalRatings: 1 });

    const phone = newPhone();
    const [group] = await Promise.all([makeGroup(t.ctx)]);
    await callAs(
      t.app,
      groupAccessRoutes.setGroupCourses,
      { params: { groupId: group }, body: { courseIds: [physics.courseId] } },
      staff,
    );
    const otherId = await registeredStudent(t.ctx, phone, 'secret12', [group!]);
    const other = await signIn(t.app, phone);
    const second = await rate(other, otherId, 0.5);
    expect(second.body.data).toMatchObject({ averageRating: 1.75, totalRatings: 2 });
    const video = (
      await callAs(t.app, contentRoutes.lecture, { params: { id: physics.lectureIds[0] } }, other)
    ).body.data.videoContents[0];
    expect(video).toMatchObject({ averageRating: 1.75, totalRatings: 2, myRating: 0.5 });
  });

  it("refuses a rating for someone else, outside 0..5 or between half stars, and other groups' videos", async () => {
    const rate = (session: string, body: object) =>
      callAs(
        t.app,
        contentRoutes.rate,
        {
          // Some calls leave out or break a field on purpose.
          body: { contentId: physics.videoId, userId: studentId, ...body } as never,
        },
        session,
      );
    expect((await rate(student, { userId: NIL, rating: 4 })).status).toBe(403);
    expect((await rate(student, { rating: 5.5 })).status).toBe(400);
    expect((await rate(student, { rating: -0.5 })).status).toBe(400);
    expect((await rate(student, { rating: 4.3 })).status).toBe(400);
    expect((await rate(student, { rating: '4' })).status).toBe(400);
    expect((await rate(student, { contentId: physics.hiddenVideoId, rating: 4 })).status).toBe(404);
    expect((await rate(student, { contentId: chemistry.videoId, rating: 4 })).status).toBe(404);
  });
});

describe('notes download', () => {
  it('gives a short-lived signed URL that downloads the note', async () => {
    const res = await callAs(t.app, contentRoutes.fileUrl, { params: { fileId: physics.fileId } }, student);
    expect(res.status).toBe(200);
    expect(res.body.data.expiresIn).toBe(60);
    const got = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(physics.noteBytes)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    t.clock.advance(61_000);
    expect((await t.app.inject({ method: 'GET', url: res.body.data.url })).statusCode).toBe(403);
    expect(
      (await callAs(t.app, contentRoutes.fileUrl, { params: { fileId: chemistry.fileId } }, student)).status,
    ).toBe(404);
    expect(
      (await callAs(t.app, contentRoutes.fileUrl, { params: { fileId: physics.fileId } }, loner)).status,
    ).toBe(404);
  });
});
