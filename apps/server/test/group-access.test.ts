import {
  auditRoutes,
  contentRoutes,
  groupAccessRoutes,
  qaRoutes,
  staffContentRoutes,
  staffRoutes,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { studentDues } from '../src/modules/fees/dues-repository';
import { createPlan } from '../src/modules/fees/save-plan';
import { samplePlan } from './fees-fixtures';
import { makeCourse, makeCourseGroup, staffIn, studentIn } from './qa-support';
import { callAs } from './support/call-route';
import { makeGroup, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/** The parts of an audit entry's before and after these tests read. */
type Snapshot = { courseIds: string[]; chapters: { _id: string }[] };

let t: TestApp;
let admin: string;
let seq = 0;
const NIL = '00000000-0000-0000-0000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t.app, ['admin']);
});
afterAll(() => t.close());

/** Two courses with Q&A on, each with two subjects of two chapters, and an empty group. */
async function world() {
  const n = ++seq;
  const science = await makeCourse(
    t.ctx,
    `Science ${n}`,
    { Physics: ['Vectors', 'Motion'], Chemistry: ['Gases', 'Acids'] },
    'course',
  );
  const maths = await makeCourse(t.ctx, `Maths ${n}`, { Algebra: ['Matrices', 'Sets'] }, 'course');
  const groupId = await makeGroup(t.ctx, `Access ${n}`);
  return { science, maths, groupId };
}

const put = (groupId: string, body: unknown, session = admin) =>
  callAs(t.app, groupAccessRoutes.setGroupCourses, { params: { groupId }, body } as never, session);
const check = (groupId: string, courseIds: string[], session = admin) =>
  callAs(t.app, groupAccessRoutes.checkGroupCourses, { params: { groupId }, body: { courseIds } }, session);
const access = (groupId: string, session = admin) =>
  callAs(t.app, groupAccessRoutes.groupAccess, { params: { groupId } }, session);
const coursesOf = async (session: string) =>
  (
    (await callAs(t.app, contentRoutes.courses, {}, session)).body.data as {
      name: string;
      hasFullAccess: boolean;
    }[]
  )
    .map((c) => [c.name, c.hasFullAccess])
    .sort();

describe("a group's courses", () => {
  it('refuses no session, students and staff who do not manage groups; moderators and uploaders may', async () => {
    const w = await world();
    const student = await studentIn(t, [w.groupId]);
    const examiner = await staffSession(t.app, ['examiner']);
    const body = { courseIds: [w.science.courseId] };
    for (const [session, status] of [
      [undefined, 401],
      [student.session, 403],
      [examiner, 403],
    ] as const) {
      expect(
        (await callAs(t.app, groupAccessRoutes.groupAccess, { params: { groupId: w.groupId } }, session))
          .status,
      ).toBe(status);
      expect(
        (
          await callAs(
            t.app,
            groupAccessRoutes.checkGroupCourses,
            { params: { groupId: w.groupId }, body },
            session,
          )
        ).status,
      ).toBe(status);
      expect(
        (
          await callAs(
            t.app,
            groupAccessRoutes.setGroupCourses,
            { params: { groupId: w.groupId }, body },
            session,
          )
        ).status,
      ).toBe(status);
    }
    const moderator = await staffSession(t.app, ['moderator']);
    const uploader = await staffSession(t.app, ['contentUploader']);
    expect((await put(w.groupId, body, moderator)).status).toBe(200);
    expect((await access(w.groupId, uploader)).status).toBe(200);
  });

  it('answers 400 for bad input and unknown courses, 404 for no such group', async () => {
    const w = await world();
    for (const body of [
      {},
      { courseIds: 'x' },
      { courseIds: ['not-an-id'] },
      { courseIds: [w.science.courseId, w.science.courseId] },
      { courseIds: [w.science.courseId], confirmLoss: 'yes' },
    ])
      expect((await put(w.groupId, body)).status).toBe(400);
    const unknown = await put(w.groupId, { courseIds: [NIL] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.title).toBe('Unknown course');
    expect((await check(w.groupId, [NIL])).status).toBe(400);
    expect((await put(NIL, { courseIds: [] })).status).toBe(404);
    expect((await check(NIL, [])).status).toBe(404);
    expect((await access(NIL)).status).toBe(404);
    expect((await access('nope')).status).toBe(400);
  });

  it('makes a group with its first course, and refuses one with no such course (nothing made)', async () => {
    const w = await world();
    const make = (name: string, courseId: string) =>
      callAs(t.app, staffRoutes.createGroup, { body: { name, courseId } }, admin);
    const made = await make('With science', w.science.courseId);
    expect(made.status).toBe(201);
    expect((await access(made.body.data._id)).body.data.courseIds).toEqual([w.science.courseId]);
    const refused = await make('With nothing', NIL);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.title).toBe('Unknown course');
    const groups = await callAs(
      t.app,
      staffRoutes.listGroups,
      { query: { search: 'With nothing' } } as never,
      admin,
    );
    expect(JSON.stringify(groups.body.data)).not.toContain('With nothing');
  });

  it('gives several courses whole: the students see each as a course, and the staff see what they see', async () => {
    const w = await world();
    const student = await studentIn(t, [w.groupId]);
    const given = await put(w.groupId, { courseIds: [w.science.courseId, w.maths.courseId] });
    expect(given.status).toBe(200);
    expect(given.body.data.courseIds).toEqual([w.science.courseId, w.maths.courseId]);
    expect(await coursesOf(student.session)).toEqual([
      [`Maths ${seq}`, true],
      [`Science ${seq}`, true],
    ]);
    const seen = (await access(w.groupId)).body.data;
    expect(seen.members).toBe(1);
    const science = seen.courses.find((c: { _id: string }) => c._id === w.science.courseId);
    expect(science).toMatchObject({ whole: true });
    expect(
      science.subjects.map((s: { name: string; items: number; qa: boolean }) => [s.name, s.items, s.qa]),
    ).toEqual([
      ['Physics', 2, true],
      ['Chemistry', 2, true],
    ]);
    // the same list twice takes effect once
    expect((await put(w.groupId, { courseIds: [w.science.courseId, w.maths.courseId] })).status).toBe(200);
    expect((await access(w.groupId)).body.data.courseIds).toHaveLength(2);
  });

  it('asks before a change that takes content away, and says what the students lose', async () => {
    const w = await world();
    const student = await studentIn(t, [w.groupId]);
    await put(w.groupId, { courseIds: [w.science.courseId, w.maths.courseId] });
    // One chapter of Maths stays granted one by one: the loss counts only the rest.
    await callAs(
      t.app,
      staffContentRoutes.grantItems,
      { params: { groupId: w.groupId }, body: { itemIds: [w.maths.chapterIds.Matrices!] } },
      admin,
    );
    expect((await check(w.groupId, [w.science.courseId, w.maths.courseId])).body.data.loss).toEqual([]);
    const lost = (await check(w.groupId, [w.science.courseId])).body.data;
    expect(lost.members).toBe(1);
    expect(lost.loss).toEqual([
      {
        _id: w.maths.courseId,
        name: `Maths ${seq}`,
        gone: false,
        subjects: [{ _id: w.maths.subjectIds.Algebra, name: 'Algebra', items: 1, qa: false }],
      },
    ]);
    const refused = await put(w.groupId, { courseIds: [w.science.courseId] });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.title).toBe('This change takes content away');
    expect(await coursesOf(student.session)).toEqual([
      [`Maths ${seq}`, true],
      [`Science ${seq}`, true],
    ]);
    expect((await put(w.groupId, { courseIds: [w.science.courseId], confirmLoss: true })).status).toBe(200);
    expect(await coursesOf(student.session)).toEqual([
      [`Maths ${seq}`, false],
      [`Science ${seq}`, true],
    ]);
    // Maths stays seen through its granted chapter: taking every course away loses Science only.
    const gone = (await check(w.groupId, [])).body.data.loss;
    expect(gone.map((c: { name: string; gone: boolean }) => [c.name, c.gone])).toEqual([
      [`Science ${seq}`, true],
    ]);
  });

  it("gives the members each course's dues once, however often the courses are given", async () => {
    const w = await world();
    const student = await studentIn(t, [w.groupId]);
    await createPlan(t.ctx, samplePlan(w.science.courseId, { name: `Science plan ${seq}` }));
    await createPlan(
      t.ctx,
      samplePlan(w.maths.courseId, { name: `Maths plan ${seq}`, courseFeePaisa: 100_000, instalments: [] }),
    );
    const body = { courseIds: [w.science.courseId, w.maths.courseId] };
    expect((await Promise.all([put(w.groupId, body), put(w.groupId, body)])).map((r) => r.status)).toEqual([
      200, 200,
    ]);
    expect((await put(w.groupId, body)).status).toBe(200);
    const dues = await studentDues(t.ctx.db, student.id);
    const perCourse = (courseId: string) => dues.filter((d) => d.due.courseId === courseId).length;
    // Science: admission + two instalments; Maths: admission + the course fee at once.
    expect(perCourse(w.science.courseId)).toBe(3);
    expect(perCourse(w.maths.courseId)).toBe(2);
  });

  it('audits a change of courses and of items with what the group had before and after', async () => {
    const w = await world();
    await put(w.groupId, { courseIds: [w.science.courseId] });
    await put(w.groupId, { courseIds: [w.maths.courseId], confirmLoss: true });
    const item = w.science.chapterIds.Vectors!;
    await callAs(
      t.app,
      staffContentRoutes.grantItems,
      { params: { groupId: w.groupId }, body: { itemIds: [item] } },
      admin,
    );
    await callAs(
      t.app,
      staffContentRoutes.revokeItem,
      { params: { groupId: w.groupId, itemId: item } },
      admin,
    );
    await auditWritesSettled(t.ctx);
    const log = (await callAs(t.app, auditRoutes.listAudit, { query: { limit: 100 } }, admin)).body.data
      .items as { action: string; path: string; before: Snapshot; after: Snapshot }[];
    const mine = log.filter((e) => e.path.includes(w.groupId));
    const setTwice = mine.filter((e) => e.action === 'setGroupCourses');
    const last = setTwice.find((e) => e.after.courseIds[0] === w.maths.courseId)!;
    expect(last.before.courseIds).toEqual([w.science.courseId]);
    const grant = mine.find((e) => e.action === 'grantItems')!;
    expect(grant.before.chapters).toEqual([]);
    expect(grant.after.chapters.map((c: { _id: string }) => c._id)).toEqual([item]);
    const revoke = mine.find((e) => e.action === 'revokeItem')!;
    expect(revoke.before.chapters.map((c: { _id: string }) => c._id)).toEqual([item]);
    expect(revoke.after.chapters).toEqual([]);
  });
});

describe('Q&A as a switch of a course and its subjects', () => {
  it("lets the group's students ask when the course's Q&A is on, and not when it or the subject's is off", async () => {
    const w = await world();
    const student = await studentIn(t, [w.groupId]);
    await put(w.groupId, { courseIds: [w.science.courseId] });
    const mentor = await staffIn(t, ['admin']);
    const ask = (subject: string, chapter: string) =>
      callAs(
        t.app,
        qaRoutes.addQuestion,
        {
          body: {
            studentId: student.id,
            courseId: w.science.courseId,
            subjectId: w.science.subjectIds[subject]!,
            chapterId: w.science.chapterIds[chapter]!,
            questionDescription: 'How do I add two vectors?',
          },
        },
        student.session,
      );
    const tree = async () =>
      (
        (await callAs(t.app, qaRoutes.courseTree, {}, student.session)).body.data as {
          _id: string;
          qa: string[];
        }[]
      ).find((c) => c._id === w.science.courseId)!.qa;
    expect(await tree()).toHaveLength(2);
    expect((await ask('Physics', 'Vectors')).status).toBe(201);

    const subjectOff = await callAs(
      t.app,
      staffContentRoutes.updateSubject,
      { params: { subjectId: w.science.subjectIds.Physics! }, body: { qa: false } },
      mentor.session,
    );
    expect(subjectOff.body.data.qa).toBe(false);
    expect(await tree()).toEqual([w.science.subjectIds.Chemistry]);
    expect((await ask('Physics', 'Motion')).status).toBe(403);
    expect((await ask('Chemistry', 'Gases')).status).toBe(201);

    await callAs(
      t.app,
      staffContentRoutes.updateCourse,
      { params: { courseId: w.science.courseId }, body: { qa: false } },
      admin,
    );
    expect(await tree()).toEqual([]);
    expect((await ask('Chemistry', 'Acids')).status).toBe(403);
    const seen = (await access(w.groupId)).body.data.courses[0];
    expect(seen.subjects.map((s: { qa: boolean }) => s.qa)).toEqual([false, false]);
  });

  it('a group of another course cannot ask in it', async () => {
    const w = await world();
    const other = await makeCourseGroup(t.ctx, w.maths.courseId, `Other ${seq}`);
    const student = await studentIn(t, [other]);
    const res = await callAs(
      t.app,
      qaRoutes.addQuestion,
      {
        body: {
          studentId: student.id,
          courseId: w.science.courseId,
          subjectId: w.science.subjectIds.Physics!,
          chapterId: w.science.chapterIds.Vectors!,
          questionDescription: 'Not my course',
        },
      },
      student.session,
    );
    expect(res.status).toBe(403);
  });
});
