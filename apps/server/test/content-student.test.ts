import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, type Catalog, call } from './support/content-fixtures';
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
  await call(t.app, 'PUT', `/api/staff/groups/${physicsGroup}/course`, staff, { courseId: physics.courseId });
  chemGroup = await makeGroup(t.ctx);
  await call(t.app, 'POST', `/api/staff/groups/${chemGroup}/items`, staff, {
    itemIds: [chemistry.lectureIds[0]],
  });

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
    const res = await call(t.app, 'GET', '/api/course', student);
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

    const part = (await call(t.app, 'GET', '/api/course', partial)).body.data;
    expect(part).toHaveLength(1);
    expect(part[0]).toMatchObject({ _id: chemistry.courseId, hasFullAccess: false });
    expect(part[0].subjects.map((s: { name: string }) => s.name)).toEqual(['Chemistry 1st paper']);
  });

  it('is empty for a student in a group without content or in no group, and fills the profile', async () => {
    expect((await call(t.app, 'GET', '/api/course', emptyGroup)).body.data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/course', loner)).body.data).toEqual([]);
    const profile = (await call(t.app, 'GET', '/api/student/profile', student)).body.data;
    expect(profile.courses.map((c: { _id: string }) => c._id)).toEqual([physics.courseId]);
  });

  it("lists a group's granted items in GET /group/{groupId}, tagged with their course", async () => {
    const res = await call(t.app, 'GET', `/api/group/${chemGroup}`, partial);
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
    expect((await call(t.app, 'GET', '/api/course')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/course', staff)).status).toBe(403);
  });
});

describe('subjects and items', () => {
  it("lists a course's subjects with their chapters, and refuses other courses", async () => {
    const res = await call(t.app, 'GET', `/api/subject/by-course-id/${physics.courseId}`, student);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { _id: string }) => s._id)).toEqual(physics.subjectIds);
    expect(res.body.data[0]).toMatchObject({
      name: 'Physics 1st paper',
      image: '',
      courseId: physics.courseId,
    });
    expect(res.body.data[0].chapters).toEqual([{ _id: physics.chapterId, name: 'Chapter 1' }]);
    expect(
      (await call(t.app, 'GET', `/api/subject/by-course-id/${chemistry.courseId}`, student)).status,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/subject/by-course-id/${NIL}`, student)).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/subject/by-course-id/not-an-id', student)).status).toBe(400);
    const part = await call(t.app, 'GET', `/api/subject/by-course-id/${chemistry.courseId}`, partial);
    expect(part.body.data.map((s: { _id: string }) => s._id)).toEqual([chemistry.subjectIds[0]]);
    expect(part.body.data[0].chapters).toEqual([]);
  });

  it('lists the items of each kind in the order staff set', async () => {
    const [s1] = physics.subjectIds;
    const lectures = await call(t.app, 'GET', `/api/lecture/by-subject-id/${s1}`, student);
    expect(lectures.body.data.map((l: { name: string }) => l.name)).toEqual(['Lecture 1', 'Lecture 2']);
    expect(lectures.body.data[0]).toMatchObject({
      description: 'Vectors',
      subjectId: s1,
      courseId: physics.courseId,
    });
    const reorder = await call(t.app, 'PUT', '/api/staff/content/order', staff, {
      type: 'items',
      ids: [...physics.lectureIds].reverse(),
    });
    expect(reorder.status).toBe(200);
    const again = await call(t.app, 'GET', `/api/lecture/by-subject-id/${s1}`, student);
    expect(again.body.data.map((l: { name: string }) => l.name)).toEqual(['Lecture 2', 'Lecture 1']);
    const chapters = await call(t.app, 'GET', `/api/chapter/by-subject-id/${s1}`, student);
    expect(chapters.body.data.map((c: { _id: string }) => c._id)).toEqual([physics.chapterId]);
    const solves = await call(t.app, 'GET', `/api/question-solve/by-subject-id/${s1}`, student);
    expect(solves.body.data.map((q: { _id: string }) => q._id)).toEqual([physics.questionSolveId]);
  });

  it('shows a partly granted subject with only the granted items, and hides other subjects', async () => {
    const [c1, c2] = chemistry.subjectIds;
    const lectures = await call(t.app, 'GET', `/api/lecture/by-subject-id/${c1}`, partial);
    expect(lectures.body.data.map((l: { _id: string }) => l._id)).toEqual([chemistry.lectureIds[0]]);
    expect((await call(t.app, 'GET', `/api/chapter/by-subject-id/${c1}`, partial)).body.data).toEqual([]);
    expect((await call(t.app, 'GET', `/api/lecture/by-subject-id/${c2}`, partial)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/lecture/by-subject-id/${c1}`, student)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/lecture/by-subject-id/${c1}`, loner)).status).toBe(404);
  });

  it('records that a subject was opened, in either body form', async () => {
    const [s1] = physics.subjectIds;
    const first = await call(t.app, 'POST', '/api/subject/start', student, {
      data: { subjectId: s1, courseId: physics.courseId },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ subjectId: s1, courseId: physics.courseId });
    t.clock.advance(60_000);
    const second = await call(t.app, 'POST', '/api/subject/start', student, { subjectId: s1 });
    expect(second.body.data.startedAt).toBe(first.body.data.startedAt);
    expect(second.body.data.lastOpenedAt > first.body.data.lastOpenedAt).toBe(true);
    expect(
      (
        await call(t.app, 'POST', '/api/subject/start', student, {
          data: { subjectId: chemistry.subjectIds[0] },
        })
      ).status,
    ).toBe(404);
    expect((await call(t.app, 'POST', '/api/subject/start', student, { data: {} })).status).toBe(400);
  });
});

describe('GET /{type}/{id}', () => {
  it('returns the item with its published videos and its notes', async () => {
    const res = await call(t.app, 'GET', `/api/lecture/${physics.lectureIds[0]}`, student);
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
    const path = `/api/lecture/${physics.lectureIds[0]}`;
    await call(t.app, 'PATCH', `/api/staff/videos/${physics.videoId}`, staff, { isPublished: false });
    expect((await call(t.app, 'GET', path, student)).body.data.videoContents).toEqual([]);
    await call(t.app, 'PATCH', `/api/staff/videos/${physics.videoId}`, staff, {
      isPublished: true,
      isAvailable: false,
    });
    expect((await call(t.app, 'GET', path, student)).body.data.videoContents).toEqual([]);
    await call(t.app, 'PATCH', `/api/staff/videos/${physics.videoId}`, staff, { isAvailable: true });
    expect((await call(t.app, 'GET', path, student)).body.data.videoContents).toHaveLength(1);
  });

  it("refuses items outside the student's groups, the wrong type, and bad ids", async () => {
    expect((await call(t.app, 'GET', `/api/lecture/${chemistry.lectureIds[0]}`, student)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/lecture/${chemistry.lectureIds[1]}`, partial)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/lecture/${chemistry.lectureIds[0]}`, partial)).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/chapter/${physics.lectureIds[0]}`, student)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/chapter/${physics.chapterId}`, student)).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/question-solve/${physics.questionSolveId}`, student)).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/api/lecture/123', student)).status).toBe(400);
    expect((await call(t.app, 'GET', `/api/lecture/${physics.lectureIds[0]}`)).status).toBe(401);
  });
});

describe('completion', () => {
  it('marks a video and a note complete once, and counts them per subject', async () => {
    const [s1, s2] = physics.subjectIds;
    const before = (await call(t.app, 'GET', `/api/course/${physics.courseId}/subject-completion`, student))
      .body.data;
    expect(before).toEqual([
      { subjectId: s1, completed: 0, total: 2, percentage: 0 },
      { subjectId: s2, completed: 0, total: 0, percentage: 0 },
    ]);
    const body = { courseId: physics.courseId, subjectId: s1, type: 'video' };
    const first = await call(
      t.app,
      'PATCH',
      `/api/content/mark-as-complete/${physics.videoId}`,
      student,
      body,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ _id: physics.videoId, completed: true, newlyCompleted: true });
    const again = await call(
      t.app,
      'PATCH',
      `/api/content/mark-as-complete/${physics.videoId}`,
      student,
      body,
    );
    expect(again.body.data.newlyCompleted).toBe(false);
    const file = await call(t.app, 'PATCH', `/api/content/mark-as-complete/${physics.fileId}`, student, {
      ...body,
      type: 'file',
    });
    expect(file.status).toBe(200);
    const after = (await call(t.app, 'GET', `/api/course/${physics.courseId}/subject-completion`, student))
      .body.data;
    expect(after[0]).toEqual({ subjectId: s1, completed: 2, total: 2, percentage: 100 });
    const item = (await call(t.app, 'GET', `/api/lecture/${physics.lectureIds[0]}`, student)).body.data;
    expect(item.videoContents[0].completed).toBe(true);
    expect(item.fileContents[0].completed).toBe(true);
  });

  it("refuses a mismatched course or subject, a wrong type, other groups' content and bad input", async () => {
    const [s1, s2] = physics.subjectIds;
    const url = `/api/content/mark-as-complete/${physics.videoId}`;
    expect(
      (await call(t.app, 'PATCH', url, student, { courseId: physics.courseId, subjectId: s2, type: 'video' }))
        .status,
    ).toBe(400);
    expect(
      (await call(t.app, 'PATCH', url, student, { courseId: physics.courseId, subjectId: s1, type: 'file' }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, 'PATCH', url, student, { courseId: physics.courseId, subjectId: s1, type: 'audio' }))
        .status,
    ).toBe(400);
    expect((await call(t.app, 'PATCH', url, student, {})).status).toBe(400);
    expect(
      (await call(t.app, 'PATCH', url, partial, { courseId: physics.courseId, subjectId: s1, type: 'video' }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/course/${chemistry.courseId}/subject-completion`, student)).status,
    ).toBe(404);
  });
});

describe('ratings', () => {
  it('takes half stars, one rating per student that can change, and keeps the average', async () => {
    const rate = (session: string, userId: string, rating: number) =>
      call(t.app, 'POST', '/api/content/rateContent', session, {
        contentId: physics.videoId,
        userId,
        rating,
      });
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
    await call(t.app, 'PUT', `/api/staff/groups/${group}/course`, staff, { courseId: physics.courseId });
    const otherId = await registeredStudent(t.ctx, phone, 'secret12', [group!]);
    const other = await signIn(t.app, phone);
    const second = await rate(other, otherId, 0.5);
    expect(second.body.data).toMatchObject({ averageRating: 1.75, totalRatings: 2 });
    const video = (await call(t.app, 'GET', `/api/lecture/${physics.lectureIds[0]}`, other)).body.data
      .videoContents[0];
    expect(video).toMatchObject({ averageRating: 1.75, totalRatings: 2, myRating: 0.5 });
  });

  it("refuses a rating for someone else, outside 0..5 or between half stars, and other groups' videos", async () => {
    const rate = (session: string, body: object) =>
      call(t.app, 'POST', '/api/content/rateContent', session, {
        contentId: physics.videoId,
        userId: studentId,
        ...body,
      });
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
    const res = await call(t.app, 'GET', `/api/content/file-url/${physics.fileId}`, student);
    expect(res.status).toBe(200);
    expect(res.body.data.expiresIn).toBe(60);
    const got = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(physics.noteBytes)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    t.clock.advance(61_000);
    expect((await t.app.inject({ method: 'GET', url: res.body.data.url })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/content/file-url/${chemistry.fileId}`, student)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/content/file-url/${physics.fileId}`, loner)).status).toBe(404);
  });
});
