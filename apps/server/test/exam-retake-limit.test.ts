import { examRoutes, examStaffRoutes as staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, examInGroup, liveExamWorld, student } from './exams-fixtures';
import { staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});

type World = Awaited<ReturnType<typeof liveExamWorld>>;

/** Starts and submits the exam as its student, then asks for a retake. */
async function sitAndRetake(w: World, s = w.me) {
  expect((await call(examRoutes.start, examInGroup(w), s.session)).status).toBe(200);
  expect((await call(examRoutes.submit, examInGroup(w), s.session)).status).toBe(200);
  t.clock.advance(1000);
  return call(
    examRoutes.retake,
    { params: { examId: w.examId, studentId: s.id }, query: { groupId: w.groupId } },
    s.session,
  );
}

describe('retake limit of a practice exam', () => {
  it('allows as many retakes as the limit, then refuses with 403 and keeps the last submission', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true, retakeLimit: 1 } });
    const first = await sitAndRetake(w);
    expect(first.status).toBe(200);
    expect(first.body.data.removed).toBe(true);

    const second = await sitAndRetake(w);
    expect(second.status).toBe(403);
    expect(second.body.errors).toMatchObject({
      title: 'No more retakes',
      message: 'You have used all 1 retake of this exam.',
    });
    const result = await call(
      examRoutes.result,
      { params: { examId: w.examId, groupId: w.groupId } },
      w.me.session,
    );
    expect(result.status).toBe(200);

    // The count is the student's own: a classmate still has a retake.
    const classmate = await student(t, [w.groupId]);
    expect((await sitAndRetake(w, classmate)).status).toBe(200);
  });

  it('tells the student app how many retakes are left, in the exam list and on the result', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true, retakeLimit: 1 } });
    const left = async () => {
      const group = await call(examRoutes.group, { params: { groupId: w.groupId } }, w.me.session);
      const entry = group.body.data.exams.find((e: { examId: { _id: string } }) => e.examId._id === w.examId);
      const result = await call(examRoutes.result, examInGroup(w), w.me.session);
      return { list: entry.attempt?.retakesLeft, result: result.body.data.examResult.examId.retakesLeft };
    };
    expect((await sitAndRetake(w)).status).toBe(200);
    expect((await call(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(200);
    expect((await call(examRoutes.submit, examInGroup(w), w.me.session)).status).toBe(200);
    expect(await left()).toEqual({ list: 0, result: 0 });

    const open = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    expect((await sitAndRetake(open)).status).toBe(200);
    expect((await call(examRoutes.start, examInGroup(open), open.me.session)).status).toBe(200);
    expect((await call(examRoutes.submit, examInGroup(open), open.me.session)).status).toBe(200);
    const result = await call(examRoutes.result, examInGroup(open), open.me.session);
    expect(result.body.data.examResult.examId.retakesLeft).toBeNull();
  });

  it('refuses every retake with a limit of 0', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true, retakeLimit: 0 } });
    const res = await sitAndRetake(w);
    expect(res.status).toBe(403);
    expect(res.body.errors.message).toBe('This exam cannot be retaken.');
  });

  it('allows any number of retakes without a limit', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    for (let i = 0; i < 4; i++) {
      const res = await sitAndRetake(w);
      expect(res.status).toBe(200);
      expect(res.body.data.removed).toBe(true);
    }
  });

  it('applies a limit set after retakes were made', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    expect((await sitAndRetake(w)).status).toBe(200);
    expect((await sitAndRetake(w)).status).toBe(200);
    const changed = await call(
      staffRoutes.updateExam,
      { params: { examId: w.examId }, body: { retakeLimit: 2 } },
      w.admin,
    );
    expect(changed.status).toBe(200);
    const res = await sitAndRetake(w);
    expect(res.status).toBe(403);
    expect(res.body.errors.message).toBe('You have used all 2 retakes of this exam.');
  });
});

describe('retake limit as staff set it', () => {
  it('round-trips through create, read and update', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true, retakeLimit: 3 } });
    const read = await call(staffRoutes.getExam, { params: { examId: w.examId } }, w.admin);
    expect(read.body.data).toMatchObject({ isPracticeExam: true, retakeLimit: 3 });
    const changed = await call(
      staffRoutes.updateExam,
      { params: { examId: w.examId }, body: { retakeLimit: 0 } },
      w.admin,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.retakeLimit).toBe(0);
    const cleared = await call(
      staffRoutes.updateExam,
      { params: { examId: w.examId }, body: { retakeLimit: null } },
      w.admin,
    );
    expect(cleared.body.data.retakeLimit).toBeNull();
    expect(
      (await call(staffRoutes.getExam, { params: { examId: w.examId } }, w.admin)).body.data.retakeLimit,
    ).toBe(null);
  });

  it('defaults to no limit', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    const read = await call(staffRoutes.getExam, { params: { examId: w.examId } }, w.admin);
    expect(read.body.data.retakeLimit).toBeNull();
  });

  it('refuses a limit other than 0 on a live exam with 400', async () => {
    const admin = await staffSession(t.app, ['admin']);
    const created = await call(
      staffRoutes.createExam,
      { body: { title: 'Live with retakes', passMark: 40, isPracticeExam: false, retakeLimit: 2 } },
      admin,
    );
    expect(created.status).toBe(400);
    expect(created.body.errors.message).toMatch(/live exam is taken once/);
    expect(
      (await call(staffRoutes.createExam, { body: { title: 'Live', passMark: 40, retakeLimit: 0 } }, admin))
        .status,
    ).toBe(201);

    const w = await liveExamWorld(t);
    const changed = await call(
      staffRoutes.updateExam,
      { params: { examId: w.examId }, body: { retakeLimit: 2 } },
      w.admin,
    );
    expect(changed.status).toBe(400);
    // A practice exam with a limit cannot turn live without dropping it.
    const practice = await liveExamWorld(t, { exam: { isPracticeExam: true, retakeLimit: 2 } });
    const toLive = await call(
      staffRoutes.updateExam,
      { params: { examId: practice.examId }, body: { isPracticeExam: false } },
      practice.admin,
    );
    expect(toLive.status).toBe(400);
  });

  it('refuses a negative or fractional limit with 400', async () => {
    const admin = await staffSession(t.app, ['admin']);
    for (const retakeLimit of [-1, 1.5]) {
      const res = await call(
        staffRoutes.createExam,
        { body: { title: 'Bad', passMark: 40, isPracticeExam: true, retakeLimit } },
        admin,
      );
      expect(res.status).toBe(400);
    }
  });

  it('is set by exam moderators only', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    const moderator = await staffSession(t.app, ['examModerator']);
    const examiner = await staffSession(t.app, ['examiner']);
    const body = { retakeLimit: 1 };
    expect(
      (await call(staffRoutes.updateExam, { params: { examId: w.examId }, body }, examiner)).status,
    ).toBe(403);
    expect(
      (await call(staffRoutes.updateExam, { params: { examId: w.examId }, body }, w.me.session)).status,
    ).toBe(403);
    const ok = await call(staffRoutes.updateExam, { params: { examId: w.examId }, body }, moderator);
    expect(ok.status).toBe(200);
    expect(ok.body.data.retakeLimit).toBe(1);
  });
});
