import {
  examAuthoringRoutes as authoring,
  type ExamPageRow,
  examStaffRoutes,
  type RouteInput,
  staffContentRoutes,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addExam, addQuestions, assign, caller, MINUTE, sampleQuestions, student } from './exams-fixtures';
import { appWithAdmin, makeGroup, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let controller: string;
const tag = `T${Date.now().toString(36)}`;

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  call = caller(t);
  controller = await staffSession(t.app, ['examModerator']);
});
afterAll(() => t.close());

const iso = (offsetMinutes: number) =>
  new Date(t.clock.now().getTime() + offsetMinutes * MINUTE).toISOString();

async function examsPage(query: Record<string, string | number>, session = controller) {
  const res = await call(authoring.pageExams, { query: { search: tag, ...query } }, session);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: ExamPageRow[]; total: number };
}

describe('the paged exam list', () => {
  let ids: Record<'draft' | 'scheduled' | 'running' | 'ended' | 'published' | 'practice', string>;
  let groupId: string;

  beforeAll(async () => {
    groupId = await makeGroup(t.ctx);
    const otherGroup = await makeGroup(t.ctx);
    const questionIds = await addQuestions(t, admin, sampleQuestions().slice(0, 2));
    const questions = questionIds.map((questionId) => ({ questionId }));
    const exam = (title: string, isPracticeExam = false) =>
      addExam(t, controller, { title: `${tag} ${title}`, questions, isPracticeExam });
    ids = {
      draft: await exam('draft'),
      ended: await exam('ended'),
      published: await exam('published'),
      scheduled: await exam('scheduled'),
      running: await exam('running'),
      practice: await exam('practice', true),
    };
    const window = (from: number, to: number) => ({ startsAt: iso(from), endsAt: iso(to), duration: 30 });
    await assign(t, admin, ids.scheduled, { groupId, ...window(60, 120) });
    await assign(t, admin, ids.running, { groupId: otherGroup, ...window(-10, 120) });
    // The windows that closed an hour ago were given before they opened: a past window is refused.
    const closed = window(-120, -60);
    t.clock.advance(-180 * MINUTE);
    await assign(t, admin, ids.ended, { groupId, ...closed });
    await assign(t, admin, ids.published, { groupId, ...closed });
    t.clock.advance(180 * MINUTE);
    await assign(t, admin, ids.practice, { groupId, startsAt: iso(-5), duration: 20 });
    const published = await call(
      examStaffRoutes.publishResults,
      { params: { examId: ids.published }, body: { groupId } },
      controller,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });

  it('gives each exam its status from its groups’ windows, newest first, with the total', async () => {
    const page = await examsPage({});
    expect(page.total).toBe(6);
    const status = Object.fromEntries(page.items.map((e) => [e._id, e.status]));
    expect(status).toEqual({
      [ids.draft]: 'draft',
      [ids.scheduled]: 'scheduled',
      [ids.running]: 'running',
      [ids.ended]: 'ended',
      [ids.published]: 'published',
      // A practice exam has no end: open from its start.
      [ids.practice]: 'running',
    });
    expect(page.items[0]!._id).toBe(ids.practice);
    const scheduled = page.items.find((e) => e._id === ids.scheduled)!;
    expect(scheduled).toMatchObject({ questions: 2, groups: 1, startsAt: iso(60), endsAt: iso(120) });
    expect(page.items.find((e) => e._id === ids.practice)!.endsAt).toBeNull();
    expect(page.items.find((e) => e._id === ids.draft)).toMatchObject({ groups: 0, startsAt: null });
  });

  it('counts each exam’s groups and questions in the plain list too', async () => {
    const res = await call(examStaffRoutes.listExams, { query: { limit: 200 } }, controller);
    expect(res.status).toBe(200);
    const scheduled = res.body.data.find((e: { _id: string }) => e._id === ids.scheduled);
    expect(scheduled).toMatchObject({ questions: 2, groups: 1 });
  });

  it('filters by status, type, group and title, and pages', async () => {
    for (const status of ['draft', 'scheduled', 'ended', 'published'] as const) {
      const page = await examsPage({ status });
      expect(page.items.map((e) => e._id)).toEqual([ids[status]]);
      expect(page.total).toBe(1);
    }
    expect((await examsPage({ status: 'running' })).items.map((e) => e._id).sort()).toEqual(
      [ids.running, ids.practice].sort(),
    );
    expect((await examsPage({ type: 'practice' })).items.map((e) => e._id)).toEqual([ids.practice]);
    expect((await examsPage({ type: 'live' })).total).toBe(5);
    expect((await examsPage({ groupId })).total).toBe(4);
    expect((await examsPage({ search: `${tag} publ` })).items.map((e) => e._id)).toEqual([ids.published]);
    expect((await examsPage({ search: `${tag} 100%` })).total).toBe(0);
    const second = await examsPage({ limit: 4, offset: 4 });
    expect(second.total).toBe(6);
    expect(second.items).toHaveLength(2);
  });

  it('refuses a bad filter (400), no session (401), students and other staff roles (403)', async () => {
    const bad = await call(authoring.pageExams, { query: { status: 'open' as 'draft' } }, controller);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('status');
    expect((await call(authoring.pageExams, { query: {} })).status).toBe(401);
    const me = await student(t, [groupId]);
    expect((await call(authoring.pageExams, { query: {} }, me.session)).status).toBe(403);
    for (const role of ['questionUploader', 'contentUploader', 'mentor'] as const) {
      const other = await staffSession(t.app, [role]);
      expect((await call(authoring.pageExams, { query: {} }, other)).status).toBe(403);
    }
    for (const role of ['examiner', 'moderator'] as const) {
      const ok = await staffSession(t.app, [role]);
      expect((await call(authoring.pageExams, { query: {} }, ok)).status).toBe(200);
    }
  });
});

describe('the subjects of the exams in the paged list', () => {
  it('are the subjects of each exam’s questions, each once, in paper order, read by one statement for the page', async () => {
    const course = await call(staffContentRoutes.createCourse, { body: { name: `${tag} Science` } }, admin);
    expect(course.status).toBe(201);
    const subject = async (name: string) => {
      const res = await call(
        staffContentRoutes.createSubject,
        { body: { courseId: course.body.data._id, name } },
        admin,
      );
      expect(res.status).toBe(201);
      return res.body.data._id as string;
    };
    const physics = await subject('Physics');
    const algebra = await subject('Algebra');
    const [p1, p2] = await addQuestions(t, admin, sampleQuestions(physics).slice(0, 2));
    const [a1] = await addQuestions(t, admin, sampleQuestions(algebra).slice(0, 1));
    const [none] = await addQuestions(t, admin, sampleQuestions().slice(0, 1));
    const search = `${tag} subjects`;
    const exam = (title: string, questionIds: (string | undefined)[]) =>
      addExam(t, controller, {
        title: `${search} ${title}`,
        // The exam's own subject is not what the list shows.
        subjectId: algebra,
        questions: questionIds.map((questionId) => ({ questionId: questionId! })),
      });
    const mixed = await exam('mixed', [none, p1, a1, p2]);
    const single = await exam('single', [p2, p1]);
    const bare = await exam('bare', [none]);

    const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    const page = await examsPage({ search });
    const statements = query.mock.calls
      .map(([first]) => (typeof first === 'string' ? first : (first as { text: string }).text))
      .filter((text) => text.includes('exam_questions'));
    query.mockRestore();

    const subjectsOf = (id: string) => page.items.find((e) => e._id === id)?.subjects;
    expect(subjectsOf(mixed)).toEqual([
      { _id: physics, name: 'Physics' },
      { _id: algebra, name: 'Algebra' },
    ]);
    expect(subjectsOf(single)).toEqual([{ _id: physics, name: 'Physics' }]);
    expect(subjectsOf(bare)).toEqual([]);
    // Three exams on the page, one statement reads their questions (no query per exam).
    expect(page.items).toHaveLength(3);
    expect(statements).toHaveLength(1);
  });
});

describe('the authoring form’s choices', () => {
  it('lists every subject with its course and every group, for those who see the exams', async () => {
    const course = await call(
      staffContentRoutes.createCourse,
      { body: { name: `${tag} Physics 1st` } },
      admin,
    );
    expect(course.status).toBe(201);
    const subject = await call(
      staffContentRoutes.createSubject,
      { body: { courseId: course.body.data._id, name: 'Vectors' } },
      admin,
    );
    expect(subject.status).toBe(201);
    const groupId = await makeGroup(t.ctx, `${tag} Batch A`);
    const res = await call(authoring.examOptions, {}, controller);
    expect(res.status).toBe(200);
    expect(res.body.data.subjects).toContainEqual({
      _id: subject.body.data._id,
      name: 'Vectors',
      courseName: `${tag} Physics 1st`,
    });
    expect(res.body.data.groups).toContainEqual({ _id: groupId, name: `${tag} Batch A` });
    for (const role of ['moderator', 'examiner'] as const) {
      const ok = await staffSession(t.app, [role]);
      expect((await call(authoring.examOptions, {}, ok)).status).toBe(200);
    }
    expect((await call(authoring.examOptions, {})).status).toBe(401);
    for (const role of ['questionUploader', 'contentUploader', 'mentor'] as const) {
      const other = await staffSession(t.app, [role]);
      expect((await call(authoring.examOptions, {}, other)).status).toBe(403);
    }
  });
});

describe('the pass mark of a new exam', () => {
  it('must be given: an exam without one is refused with 400 naming it, and nothing is stored', async () => {
    const title = `${tag} no pass mark`;
    const body = { title } as RouteInput<typeof examStaffRoutes.createExam>['body'];
    const res = await call(examStaffRoutes.createExam, { body }, controller);
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toBe('passMark: required, in percent from 0 to 100');
    expect((await examsPage({ search: title })).total).toBe(0);
    // A pass mark of 0 is still a choice the controller may make.
    const zero = await call(examStaffRoutes.createExam, { body: { title, passMark: 0 } }, controller);
    expect(zero.status).toBe(201);
    expect(zero.body.data.passMark).toBe(0);
  });

  it('is offered as the institute’s usual one: the pass mark most of its 10 newest exams use', async () => {
    // The file's other exams have 40 (and one 0); six of the ten newest now have 35.
    for (let i = 0; i < 6; i++) await addExam(t, controller, { title: `${tag} usual ${i}`, passMark: 35 });
    const options = await call(authoring.examOptions, {}, controller);
    expect(options.status).toBe(200);
    expect(options.body.data.usualPassMark).toBe(35);
    for (let i = 0; i < 6; i++) await addExam(t, controller, { title: `${tag} usual ${i}`, passMark: 33 });
    expect((await call(authoring.examOptions, {}, controller)).body.data.usualPassMark).toBe(33);
  });
});

describe('the student preview', () => {
  it('gives the paper a student receives: every question, options shuffled, no keys, the group’s schedule', async () => {
    const questionIds = await addQuestions(t, admin, sampleQuestions());
    const examId = await addExam(t, controller, {
      title: `${tag} preview`,
      questions: questionIds.map((questionId) => ({ questionId })),
      shuffleOptions: true,
    });
    const draft = await call(authoring.previewExam, { params: { examId }, query: {} }, controller);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    // Given to no group: open now for an hour.
    expect(draft.body.data).toMatchObject({ duration: 60, answers: [], title: `${tag} preview` });
    expect(draft.body.data.attempt.remainingSeconds).toBe(3600);
    const groupId = await makeGroup(t.ctx);
    await assign(t, admin, examId, { groupId, startsAt: iso(-5), endsAt: iso(25), duration: 45 });
    const res = await call(authoring.previewExam, { params: { examId }, query: { groupId } }, controller);
    expect(res.status).toBe(200);
    const paper = res.body.data;
    expect(paper.questions.map((q: { _id: string }) => q._id)).toEqual(questionIds);
    expect(paper.questions[0].options.slice().sort()).toEqual(['3', '4', '5', '6']);
    expect(JSON.stringify(paper)).not.toContain('"answer"');
    expect(JSON.stringify(paper)).not.toContain('Add them.');
    // The window closes in 25 minutes: a start now gets 25, not 45.
    expect(paper).toMatchObject({ duration: 45, endsAt: iso(25), totalMarks: 14 });
    expect(paper.attempt.remainingSeconds).toBe(25 * 60);
    // Nothing is stored: the exam still has no attempt and the student list is unchanged.
    const results = await call(examStaffRoutes.listResults, { params: { examId }, query: {} }, controller);
    expect(results.body.data).toEqual([]);
  });

  it('answers 404 for an unknown exam or a group it is not given to, and refuses other roles', async () => {
    const examId = await addExam(t, controller, { title: `${tag} preview 2` });
    const other = await makeGroup(t.ctx);
    const wrongGroup = await call(
      authoring.previewExam,
      { params: { examId }, query: { groupId: other } },
      controller,
    );
    expect(wrongGroup.status).toBe(404);
    const unknown = await call(
      authoring.previewExam,
      { params: { examId: crypto.randomUUID() }, query: {} },
      controller,
    );
    expect(unknown.status).toBe(404);
    expect((await call(authoring.previewExam, { params: { examId }, query: {} })).status).toBe(401);
    const me = await student(t, [other]);
    expect((await call(authoring.previewExam, { params: { examId }, query: {} }, me.session)).status).toBe(
      403,
    );
    const uploader = await staffSession(t.app, ['questionUploader']);
    expect((await call(authoring.previewExam, { params: { examId }, query: {} }, uploader)).status).toBe(403);
    const examiner = await staffSession(t.app, ['examiner']);
    expect((await call(authoring.previewExam, { params: { examId }, query: {} }, examiner)).status).toBe(200);
  });
});

describe('authoring rules the form relies on', () => {
  it('refuses a window that ends before it starts, with the reason', async () => {
    const examId = await addExam(t, controller, { title: `${tag} window` });
    const groupId = await makeGroup(t.ctx);
    const res = await call(
      examStaffRoutes.assignExam,
      { params: { examId }, body: { groupId, startsAt: iso(60), endsAt: iso(30), duration: 30 } },
      controller,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.message).toBe('endsAt must be after startsAt');
  });

  it('refuses a segmented exam whose subjects do not match its questions, naming what is wrong', async () => {
    const math = crypto.randomUUID();
    const physics = crypto.randomUUID();
    const questionIds = await addQuestions(t, admin, [
      ...sampleQuestions(math).slice(0, 2),
      ...sampleQuestions(physics).slice(0, 1),
    ]);
    const segmented = (counts: [number, number], totalQuestions: number) => ({
      title: `${tag} segmented`,
      passMark: 40,
      isSegmentedExam: true,
      questions: questionIds.map((questionId) => ({ questionId })),
      segmentedExamDetails: {
        mandatorySubjects: [{ subjectId: math, count: counts[0] }],
        compulsoryOptionalSubjects: [],
        optionalSubjects: [{ subjectId: physics, count: counts[1] }],
        totalSubjects: 2,
        totalQuestions,
      },
    });
    const wrongCount = await call(examStaffRoutes.createExam, { body: segmented([1, 1], 2) }, controller);
    expect(wrongCount.status).toBe(400);
    expect(wrongCount.body.errors.message).toBe(`${math}: 1 question(s) expected, 2 on the paper.`);
    const unreachable = await call(examStaffRoutes.createExam, { body: segmented([2, 1], 9) }, controller);
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.errors.message).toBe(
      'Questions a student sits is 9, but the subjects hold only 3.',
    );
    const ok = await call(examStaffRoutes.createExam, { body: segmented([2, 1], 3) }, controller);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const broken = await call(
      examStaffRoutes.updateExam,
      { params: { examId: ok.body.data._id }, body: { questions: [{ questionId: questionIds[0]! }] } },
      controller,
    );
    expect(broken.status).toBe(400);
    expect(broken.body.errors.message).toContain('2 question(s) expected, 1 on the paper.');
  });
});

describe('the preview page of the student app', () => {
  it('may be framed by the console (same origin only); other pages may not be framed at all', async () => {
    const preview = await t.app.inject({ method: 'GET', url: `/exam-preview/${crypto.randomUUID()}` });
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    const exams = await t.app.inject({ method: 'GET', url: '/exams' });
    expect(exams.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(exams.headers['x-frame-options']).toBe('DENY');
  });
});
