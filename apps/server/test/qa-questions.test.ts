import { qaRoutes, qaStaffRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/db/schema';
import { askQuestion, caller, makeCourse, makeCourseGroup, staffIn, studentIn } from './qa-support';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let forum: Awaited<ReturnType<typeof makeCourse>>;
let other: Awaited<ReturnType<typeof makeCourse>>;
let ayesha: { id: string; session: string };
let karim: { id: string; session: string };
let outsider: { id: string; session: string };

const png = { mediaType: 'image/png', mediaUrl: 'uploads/0b7e6a52-5d0e-4f6c-9a59-7c3f0c1f4a11.png' };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  forum = await makeCourse(t.ctx, 'HSC Q&A', {
    Physics: ['Vectors', 'Motion', 'Chapter 1 Basics', 'Pressure'],
    Chemistry: ['Organic'],
  });
  other = await makeCourse(t.ctx, 'Medical Q&A', { Zoology: ['Cells'] });
  const group = await makeCourseGroup(t.ctx, forum.courseId);
  const otherGroup = await makeCourseGroup(t.ctx, other.courseId);
  ayesha = await studentIn(t, [group]);
  karim = await studentIn(t, [group]);
  outsider = await studentIn(t, [otherGroup]);
});
afterAll(async () => {
  await t.close();
});

const ask = (who: { id: string; session: string }, extra: Record<string, unknown> = {}) =>
  askQuestion(t, who, { course: forum, subject: 'Physics', chapter: 'Vectors' }, 'What is a unit vector?', {
    media: [],
    ...extra,
  });

describe('who may call the Q&A API', () => {
  it('refuses every call without a session (401) and from a staff session (403)', async () => {
    const admin = await staffIn(t, ['admin']);
    const id = '00000000-0000-4000-8000-000000000000';
    // Every route of the student's table, with any id it needs and an empty body where it takes one.
    for (const route of Object.values(qaRoutes)) {
      const input = {
        params: { questionId: id, studentId: id },
        ...(route.method === 'GET' ? {} : { body: {} }),
      } as never;
      const anonymous = await call(route, input, undefined);
      expect(anonymous.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(anonymous.json().errors.code).toBe('notLoggedIn');
      const staff = await call(route, input, admin.session);
      expect(staff.statusCode, `${route.method} ${route.path} as staff`).toBe(403);
    }
  });
});

describe("the student's courses and subjects", () => {
  it("lists the courses of the student's groups with subjects and chapters, and the group subject ids", async () => {
    const tree = (await call(qaRoutes.courseTree, {}, ayesha.session)).json().data;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ _id: forum.courseId, name: 'HSC Q&A', type: 'qna' });
    expect(tree[0].subjects.map((s: { name: string }) => s.name)).toEqual(['Physics', 'Chemistry']);
    expect(tree[0].qa).toEqual(tree[0].subjects.map((s: { _id: string }) => s._id));
    expect(tree[0].subjects[0].chapters.map((c: { name: string }) => c.name)).toEqual([
      'Vectors',
      'Motion',
      'Chapter 1 Basics',
      'Pressure',
    ]);
    const ids = (await call(qaRoutes.groupSubjects, {}, ayesha.session)).json().data;
    expect([...ids].sort()).toEqual([forum.subjectIds.Physics, forum.subjectIds.Chemistry].sort());
    const theirs = (await call(qaRoutes.groupSubjects, {}, outsider.session)).json().data;
    expect(theirs).toEqual([other.subjectIds.Zoology]);
  });
});

describe('asking', () => {
  it('stores a question and returns it as the student app shows one', async () => {
    const res = await ask(ayesha, { media: [png] });
    expect(res.statusCode).toBe(201);
    const q = res.json().data;
    expect(q).toMatchObject({
      studentId: { _id: ayesha.id, name: 'Test Student' },
      courseId: forum.courseId,
      subjectId: forum.subjectIds.Physics,
      chapterId: forum.chapterIds.Vectors,
      questionDescription: 'What is a unit vector?',
      media: [png],
      status: 'OPEN',
      answers: 0,
      likes: 0,
      isLiked: false,
      isBookmarked: false,
    });
    expect(q._id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await call(qaRoutes.question, { params: { questionId: q._id } }, karim.session);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.questionDescription).toBe('What is a unit vector?');
  });

  it('silently drops attachments of types outside the allowed list', async () => {
    const res = await ask(ayesha, {
      media: [
        { mediaType: 'image/gif', mediaUrl: 'uploads/a.gif' },
        png,
        { mediaType: 'text/html', mediaUrl: 'uploads/x.html' },
        { mediaType: 'audio/wav', mediaUrl: 'uploads/r.wav' },
        { mediaType: 'application/pdf', mediaUrl: 'uploads/n.pdf' },
        { mediaType: 'audio/mpeg', mediaUrl: 'uploads/s.mp3' },
        { mediaType: 'image/jpeg', mediaUrl: 'uploads/p.jpg' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.media.map((m: { mediaType: string }) => m.mediaType)).toEqual([
      'image/png',
      'audio/wav',
      'application/pdf',
      'audio/mpeg',
      'image/jpeg',
    ]);
  });

  it('refuses attachments that are not our uploads', async () => {
    for (const mediaUrl of ['../secret.png', 'content/notes/x.pdf', 'https://evil.example/x.png']) {
      const res = await ask(ayesha, { media: [{ mediaType: 'image/png', mediaUrl }] });
      expect(res.statusCode, mediaUrl).toBe(400);
    }
  });

  it("refuses to ask for someone else (403) or about a subject outside the student's groups (403)", async () => {
    const forOther = await ask(ayesha, { studentId: karim.id });
    expect(forOther.statusCode).toBe(403);
    const outside = await ask(outsider);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().errors.title).toBe('Not your subject');
  });

  it('refuses a chapter of another subject, a hidden chapter, an empty text and bad ids with 400', async () => {
    const mismatch = await ask(ayesha, { chapterId: forum.chapterIds.Organic });
    expect(mismatch.statusCode).toBe(400);
    for (const hidden of ['Chapter 1 Basics', 'Pressure']) {
      const res = await ask(ayesha, { chapterId: forum.chapterIds[hidden] });
      expect(res.statusCode, hidden).toBe(400);
      expect(res.json().errors.title).toBe('Chapter not offered');
    }
    const empty = await ask(ayesha, { questionDescription: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.title).toBe('Please enter the question details');
    const badId = await ask(ayesha, { courseId: 'nope' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors.message).toMatch(/courseId/);
    const missing = await call(qaRoutes.addQuestion, { body: { studentId: ayesha.id } }, ayesha.session);
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a question in a course whose forum is off (403), and takes it once the forum is on', async () => {
    const plain = await makeCourse(t.ctx, 'HSC Science', { Biology: ['Genetics'] }, 'course');
    await t.ctx.db.update(courses).set({ qa: false }).where(eq(courses.id, plain.courseId));
    const student = await studentIn(t, [await makeCourseGroup(t.ctx, plain.courseId)]);
    const place = { course: plain, subject: 'Biology', chapter: 'Genetics' };
    const off = await askQuestion(t, student, place, 'What is a gene?');
    expect(off.statusCode).toBe(403);
    expect(off.json().errors.title).toBe('Q&A is off for this course');
    expect(off.json().message).toMatch(/no Q&A forum/);
    await t.ctx.db.update(courses).set({ qa: true }).where(eq(courses.id, plain.courseId));
    expect((await askQuestion(t, student, place, 'What is a gene?')).statusCode).toBe(201);
  });

  it("hides a question from students outside its subject's groups (404)", async () => {
    const q = (await ask(ayesha)).json().data;
    expect(
      (await call(qaRoutes.question, { params: { questionId: q._id } }, outsider.session)).statusCode,
    ).toBe(404);
    expect(
      (await call(qaRoutes.comments, { params: { questionId: q._id } }, outsider.session)).statusCode,
    ).toBe(404);
    expect(
      (await call(qaRoutes.question, { params: { questionId: 'not-an-id' } }, ayesha.session)).statusCode,
    ).toBe(400);
  });
});

describe('editing a question', () => {
  it('lets the owner edit while there are no replies, and refuses others, replied and COMPLETED questions', async () => {
    const q = (await ask(ayesha, { media: [png] })).json().data;
    const edit = (who: { id: string; session: string }, body: Record<string, unknown> = {}) =>
      call(
        qaRoutes.updateQuestion,
        {
          body: {
            questionId: q._id,
            questionDescription: 'What is a unit vector? Give an example.',
            ...body,
          },
        },
        who.session,
      );
    const ok = await edit(ayesha);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      questionDescription: 'What is a unit vector? Give an example.',
      media: [png],
    });
    const dropMedia = await edit(ayesha, { media: [{ mediaType: 'image/gif', mediaUrl: 'uploads/x.gif' }] });
    expect(dropMedia.json().data.media).toEqual([]);

    expect((await edit(karim)).statusCode).toBe(403);
    expect((await edit(ayesha, { studentId: karim.id })).statusCode).toBe(403);
    expect((await edit(outsider)).statusCode).toBe(404);

    await call(
      qaRoutes.addComment,
      {
        body: {
          questionId: q._id,
          userId: karim.id,
          userType: 'Student',
          reply: 'A vector of length one.',
          media: [],
        },
      },
      karim.session,
    );
    const replied = await edit(ayesha);
    expect(replied.statusCode).toBe(409);
    expect(replied.json().errors.title).toBe('Question has replies');

    const fresh = (await ask(ayesha)).json().data;
    const admin = await staffIn(t, ['admin']);
    await call(
      qaStaffRoutes.setStatus,
      { params: { questionId: fresh._id }, body: { status: 'COMPLETED' } },
      admin.session,
    );
    const completed = await call(
      qaRoutes.updateQuestion,
      {
        body: {
          questionId: fresh._id,
          questionDescription: 'changed',
        },
      },
      ayesha.session,
    );
    expect(completed.statusCode).toBe(409);
    expect(completed.json().errors.title).toBe('Question completed');
  });
});

describe('likes and bookmarks', () => {
  it('toggles a like and counts it', async () => {
    const q = (await ask(ayesha)).json().data;
    const liked = await call(qaRoutes.likeQuestion, { body: { questionId: q._id } }, karim.session);
    expect(liked.json().data).toMatchObject({ likes: 1, isLiked: true });
    const seenByOwner = (
      await call(qaRoutes.question, { params: { questionId: q._id } }, ayesha.session)
    ).json().data;
    expect(seenByOwner).toMatchObject({ likes: 1, isLiked: false });
    const unliked = await call(qaRoutes.likeQuestion, { body: { questionId: q._id } }, karim.session);
    expect(unliked.json().data).toMatchObject({ likes: 0, isLiked: false });
    expect(
      (await call(qaRoutes.likeQuestion, { body: { questionId: q._id } }, outsider.session)).statusCode,
    ).toBe(404);
  });

  it("toggles a bookmark, returns the list, and refuses someone else's bookmarks (403)", async () => {
    const q = (await ask(ayesha)).json().data;
    const add = await call(
      qaRoutes.bookmarkQuestion,
      {
        body: {
          studentId: karim.id,
          questionId: q._id,
        },
      },
      karim.session,
    );
    expect(add.statusCode).toBe(200);
    expect(add.json().data).toContain(q._id);
    const listed = await call(qaRoutes.bookmarks, { params: { studentId: karim.id } }, karim.session);
    expect(listed.json().data).toContain(q._id);
    expect(
      (await call(qaRoutes.question, { params: { questionId: q._id } }, karim.session)).json().data,
    ).toMatchObject({
      isBookmarked: true,
      bookmarks: 1,
    });

    const forOther = await call(
      qaRoutes.bookmarkQuestion,
      {
        body: {
          studentId: ayesha.id,
          questionId: q._id,
        },
      },
      karim.session,
    );
    expect(forOther.statusCode).toBe(403);
    expect(
      (await call(qaRoutes.bookmarks, { params: { studentId: ayesha.id } }, karim.session)).statusCode,
    ).toBe(403);

    const removed = await call(
      qaRoutes.bookmarkQuestion,
      {
        body: {
          studentId: karim.id,
          questionId: q._id,
        },
      },
      karim.session,
    );
    expect(removed.json().data.map((b: { questionId: string }) => b.questionId)).not.toContain(q._id);
  });
});
