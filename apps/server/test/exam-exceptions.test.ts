import type { StaffRole } from '@lms/domain';
import {
  auditRoutes,
  examExceptionRoutes,
  examMonitorRoutes,
  examResultsStaffRoutes,
  examRoutes,
  examStaffRoutes,
} from '@lms/domain/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { caller, examInGroup, liveExamWorld, MINUTE, publishGroup, student } from './exams-fixtures';
import { answerSaver, answerTo } from './exams-student-calls';
import { makeGroup, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let api: ReturnType<typeof caller>;
let save: ReturnType<typeof answerSaver>;
const sessions: Partial<Record<StaffRole, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: '' });
  api = caller(t);
  save = answerSaver(t);
  for (const role of ['admin', 'moderator', 'examModerator', 'examiner', 'mentor'] as const)
    sessions[role] = await staffSession(t.app, [role]);
});
afterEach(() => t.clock.set(new Date()));
afterAll(async () => {
  await t.close();
});

const as = (role: StaffRole) => sessions[role]!;

/** A running exam (60 minutes, window now-1 min to now+2 h) with two more students in its group. */
async function world() {
  const w = await liveExamWorld(t);
  const ann = await student(t, [w.groupId]);
  const bob = await student(t, [w.groupId]);
  return { ...w, ann, bob };
}

type Body = Parameters<typeof api<typeof examExceptionRoutes.setExamException>>[1]['body'];

function setException(examId: string, body: Partial<Body>, session = as('examModerator')) {
  return api(
    examExceptionRoutes.setExamException,
    { params: { examId }, body: { reason: 'Doctor note', ...body } as Body },
    session,
  );
}

function answerAt(w: { examId: string; groupId: string; questionIds: string[] }, session: string, i = 0) {
  return save(answerTo(w.examId, w.groupId), session, { questionId: w.questionIds[i], answer: ['4'] });
}

describe('exceptions of an exam: who may', () => {
  it('lets exam moderators, moderators and admins set them; examiners only read; other staff and students get 403', async () => {
    const w = await world();
    for (const role of ['examiner', 'mentor'] as const)
      expect((await setException(w.examId, { studentId: w.me.id, extraMinutes: 15 }, as(role))).status).toBe(
        403,
      );
    expect(
      (await setException(w.examId, { studentId: w.me.id, extraMinutes: 15 }, w.me.session)).status,
    ).toBe(403);
    const anonymous = await api(examExceptionRoutes.setExamException, {
      params: { examId: w.examId },
      body: { studentId: w.me.id, extraMinutes: 15, reason: 'Doctor note' } as Body,
    });
    expect(anonymous.status).toBe(401);
    for (const role of ['examModerator', 'moderator', 'admin'] as const)
      expect((await setException(w.examId, { studentId: w.me.id, extraMinutes: 15 }, as(role))).status).toBe(
        200,
      );
    const list = await api(
      examExceptionRoutes.listExamExceptions,
      { params: { examId: w.examId } },
      as('examiner'),
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(
      (await api(examExceptionRoutes.listExamExceptions, { params: { examId: w.examId } }, as('mentor')))
        .status,
    ).toBe(403);
    const reopen = await api(
      examExceptionRoutes.reopenAttempt,
      { params: { examId: w.examId, studentId: w.me.id }, body: { minutes: 10, reason: 'Power cut' } },
      as('examiner'),
    );
    expect(reopen.status).toBe(403);
    const standing = await api(
      examExceptionRoutes.setStandingExtraTime,
      { params: { studentId: w.me.id }, body: { minutes: 20 } },
      as('examiner'),
    );
    expect(standing.status).toBe(403);
  });
});

describe('PUT /staff/exams/:examId/exceptions', () => {
  it('gives one student 15 more minutes: their timer shows it and their late answers are accepted, a classmate’s refused', async () => {
    const w = await world();
    const t0 = t.clock.now().getTime();
    const set = await setException(w.examId, { studentId: w.me.id, extraMinutes: 15 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ student: { _id: w.me.id }, group: null, extraMinutes: 15 });

    const mine = await api(examRoutes.start, examInGroup(w), w.me.session);
    expect(mine.body.data.deadline).toBe(new Date(t0 + 75 * MINUTE).toISOString());
    expect(mine.body.data.remainingSeconds).toBe(75 * 60);
    const anns = await api(examRoutes.start, examInGroup(w), w.ann.session);
    expect(anns.body.data.deadline).toBe(new Date(t0 + 60 * MINUTE).toISOString());

    t.clock.set(new Date(t0 + 70 * MINUTE));
    expect((await answerAt(w, w.me.session)).status).toBe(200);
    const refused = await answerAt(w, w.ann.session);
    expect(refused.body.errors.code).toBe('examTimeOver');

    const rows = (
      await api(
        examMonitorRoutes.listMonitorStudents,
        { params: { examId: w.examId }, query: {} as never },
        as('moderator'),
      )
    ).body.data.items;
    const row = (id: string) => rows.find((r: { studentId: string }) => r.studentId === id);
    expect(row(w.me.id)).toMatchObject({ extraMinutes: 15, exception: true, reopened: false });
    expect(row(w.ann.id)).toMatchObject({ extraMinutes: 0, exception: false });

    expect((await api(examRoutes.submit, examInGroup(w), w.me.session)).status).toBe(200);
    const results = await api(
      examStaffRoutes.listResults,
      { params: { examId: w.examId }, query: {} },
      as('admin'),
    );
    const result = results.body.data.find((r: { studentId: string }) => r.studentId === w.me.id);
    expect(result).toMatchObject({ extraMinutes: 15, reopened: false });
  });

  it('moves the deadline of an attempt in progress, once however often it is sent, and back when removed', async () => {
    const w = await world();
    const t0 = t.clock.now().getTime();
    expect((await api(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await setException(w.examId, { studentId: w.me.id, extraMinutes: 15 })).status).toBe(200);
    const view = await api(examRoutes.start, examInGroup(w), w.me.session);
    expect(view.body.data.deadline).toBe(new Date(t0 + 75 * MINUTE).toISOString());
    const list = await api(
      examExceptionRoutes.listExamExceptions,
      { params: { examId: w.examId } },
      as('admin'),
    );
    expect(list.body.data).toHaveLength(1);

    const removed = await api(
      examExceptionRoutes.removeExamException,
      { params: { examId: w.examId, exceptionId: list.body.data[0]._id } },
      as('moderator'),
    );
    expect(removed.body.data).toEqual({ _id: list.body.data[0]._id, removed: true });
    const back = await api(examRoutes.start, examInGroup(w), w.me.session);
    expect(back.body.data.deadline).toBe(new Date(t0 + 60 * MINUTE).toISOString());
    const again = await api(
      examExceptionRoutes.removeExamException,
      { params: { examId: w.examId, exceptionId: list.body.data[0]._id } },
      as('moderator'),
    );
    expect(again.body.data.removed).toBe(false);
  });

  it("keeps an exception's minutes when the group's schedule changes later", async () => {
    const w = await world();
    const t0 = t.clock.now().getTime();
    expect((await api(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(200);
    expect((await setException(w.examId, { studentId: w.me.id, extraMinutes: 15 })).status).toBe(200);
    const changed = await api(
      examStaffRoutes.updateAssignment,
      { params: { examId: w.examId, groupId: w.groupId }, body: { duration: 90 } },
      as('admin'),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const view = await api(examRoutes.start, examInGroup(w), w.me.session);
    expect(view.body.data.deadline).toBe(new Date(t0 + 105 * MINUTE).toISOString());
  });

  it("gives a group another window: its students may start after the group's window closed, others may not", async () => {
    const w = await world();
    const t0 = t.clock.now().getTime();
    const late = await setException(w.examId, {
      groupId: w.groupId,
      startsAt: new Date(t0 + 3 * 60 * MINUTE).toISOString(),
      endsAt: new Date(t0 + 5 * 60 * MINUTE).toISOString(),
      duration: 30,
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect((await api(examRoutes.start, examInGroup(w), w.me.session)).body.errors.code).toBe(
      'examNotStarted',
    );
    t.clock.set(new Date(t0 + 4 * 60 * MINUTE));
    const started = await api(examRoutes.start, examInGroup(w), w.me.session);
    expect(started.status).toBe(200);
    expect(started.body.data.remainingSeconds).toBe(30 * 60);
  });

  it('a student exception wins over the group one, and standing extra time adds to it', async () => {
    const w = await world();
    const t0 = t.clock.now().getTime();
    expect((await setException(w.examId, { groupId: w.groupId, extraMinutes: 10 })).status).toBe(200);
    expect((await setException(w.examId, { studentId: w.me.id, extraMinutes: 20 })).status).toBe(200);
    const standing = await api(
      examExceptionRoutes.setStandingExtraTime,
      { params: { studentId: w.me.id }, body: { minutes: 5 } },
      as('moderator'),
    );
    expect(standing.body.data).toEqual({ studentId: w.me.id, minutes: 5 });
    const deadline = async (s: string) => (await api(examRoutes.start, examInGroup(w), s)).body.data.deadline;
    expect(await deadline(w.me.session)).toBe(new Date(t0 + 85 * MINUTE).toISOString());
    expect(await deadline(w.ann.session)).toBe(new Date(t0 + 70 * MINUTE).toISOString());

    // Standing extra time applies to every exam the student starts.
    const other = await liveExamWorld(t);
    const mine = await student(t, [other.groupId]);
    await api(
      examExceptionRoutes.setStandingExtraTime,
      { params: { studentId: mine.id }, body: { minutes: 25 } },
      as('admin'),
    );
    const view = await api(examRoutes.start, examInGroup(other), mine.session);
    expect(view.body.data.deadline).toBe(new Date(t0 + 85 * MINUTE).toISOString());
  });

  it('refuses bad input with 400: outside any window, a student not in the exam, a group without it, nothing changed', async () => {
    const w = await world();
    const t0 = t.clock.now().getTime();
    const cases: [Partial<Body>, RegExp][] = [
      [{ studentId: w.me.id, endsAt: new Date(t0 - 30 * 1000).toISOString() }, /close before now/],
      [
        {
          studentId: w.me.id,
          startsAt: new Date(t0 + 60 * MINUTE).toISOString(),
          endsAt: new Date(t0 + 30 * MINUTE).toISOString(),
        },
        /closes before it opens/,
      ],
      [{ studentId: w.me.id }, /must change something/],
      [{ studentId: w.me.id, retakeLimit: 2 }, /live exam is taken once/],
    ];
    for (const [body, message] of cases) {
      const res = await setException(w.examId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.message).toMatch(message);
    }
    const outsider = await student(t, [await makeGroup(t.ctx)]);
    const notIn = await setException(w.examId, { studentId: outsider.id, extraMinutes: 15 });
    expect(notIn.status).toBe(400);
    expect(notIn.body.errors.title).toBe('Not a student of this exam');
    const otherGroup = await setException(w.examId, { groupId: await makeGroup(t.ctx), extraMinutes: 15 });
    expect(otherGroup.body.errors.title).toBe('Not a group of this exam');
    for (const body of [
      { extraMinutes: 15 },
      { studentId: w.me.id, groupId: w.groupId, extraMinutes: 15 },
      { studentId: w.me.id, extraMinutes: 0 },
      { studentId: w.me.id, extraMinutes: 15, reason: '' },
      { studentId: 'not-an-id', extraMinutes: 15 },
    ]) {
      expect((await setException(w.examId, body)).status, JSON.stringify(body)).toBe(400);
    }
    const unknownExam = await setException('00000000-0000-4000-8000-000000000000', {
      studentId: w.me.id,
      extraMinutes: 5,
    });
    expect(unknownExam.status).toBe(404);
    expect(
      (
        await api(
          examExceptionRoutes.setStandingExtraTime,
          { params: { studentId: w.me.id }, body: { minutes: 999 } },
          as('admin'),
        )
      ).status,
    ).toBe(400);
  });

  it('gives a practice exam student more retakes', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true, retakeLimit: 0 } });
    const sitAndRetake = async () => {
      expect((await api(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(200);
      expect((await api(examRoutes.submit, examInGroup(w), w.me.session)).status).toBe(200);
      return api(
        examRoutes.retake,
        { params: { examId: w.examId, studentId: w.me.id }, query: { groupId: w.groupId } },
        w.me.session,
      );
    };
    expect((await sitAndRetake()).status).toBe(403);
    expect((await setException(w.examId, { studentId: w.me.id, retakeLimit: 1 })).status).toBe(200);
    expect((await sitAndRetake()).status).toBe(200);
    expect((await sitAndRetake()).status).toBe(403);
  });
});

describe("the student's exam list and result", () => {
  const listed = async (w: { groupId: string; examId: string }, session: string) =>
    (await api(examRoutes.group, { params: { groupId: w.groupId } }, session)).body.data.exams.find(
      (e: { examId: { _id: string } }) => e.examId._id === w.examId,
    );

  it("shows a student their own schedule and their attempt's deadline; a classmate keeps the group's", async () => {
    const w = await world();
    const t0 = t.clock.now().getTime();
    const endsAt = new Date(t0 + 3 * 60 * MINUTE).toISOString();
    expect((await setException(w.examId, { studentId: w.me.id, extraMinutes: 15, endsAt })).status).toBe(200);
    const mine = await listed(w, w.me.session);
    expect(mine.ownSchedule).toMatchObject({ endsAt, duration: 60, extraMinutes: 15 });
    expect(mine.endsAt).not.toBe(endsAt);
    const anns = await listed(w, w.ann.session);
    expect(anns.ownSchedule).toBeNull();
    expect(anns.endsAt).toBe(mine.endsAt);

    expect((await api(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(200);
    expect((await listed(w, w.me.session)).attempt.deadline).toBe(new Date(t0 + 75 * MINUTE).toISOString());

    // The group's exception reaches a classmate's list; the student's own still wins for them.
    expect((await setException(w.examId, { groupId: w.groupId, extraMinutes: 10 })).status).toBe(200);
    expect((await listed(w, w.ann.session)).ownSchedule).toMatchObject({ extraMinutes: 10, duration: 60 });
    expect((await listed(w, w.me.session)).ownSchedule).toMatchObject({ endsAt, extraMinutes: 15 });
  });

  it("counts standing extra time in the student's own schedule of every exam", async () => {
    const w = await world();
    const standing = await api(
      examExceptionRoutes.setStandingExtraTime,
      { params: { studentId: w.bob.id }, body: { minutes: 20 } },
      as('examModerator'),
    );
    expect(standing.status).toBe(200);
    expect((await listed(w, w.bob.session)).ownSchedule).toMatchObject({ extraMinutes: 20, duration: 60 });
  });

  it("counts an exception's retake limit in retakesLeft of the list and the result", async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true, retakeLimit: 1 } });
    const ann = await student(t, [w.groupId]);
    expect((await setException(w.examId, { studentId: w.me.id, retakeLimit: 3 })).status).toBe(200);
    for (const s of [w.me, ann]) {
      expect((await api(examRoutes.start, examInGroup(w), s.session)).status).toBe(200);
      expect((await api(examRoutes.submit, examInGroup(w), s.session)).status).toBe(200);
    }
    expect((await listed(w, w.me.session)).attempt.retakesLeft).toBe(3);
    expect((await listed(w, ann.session)).attempt.retakesLeft).toBe(1);
    const result = await api(examRoutes.result, examInGroup(w), w.me.session);
    expect(result.body.data.exam.retakesLeft, JSON.stringify(result.body)).toBe(3);
    const retake = await api(
      examRoutes.retake,
      { params: { examId: w.examId, studentId: w.me.id }, query: { groupId: w.groupId } },
      w.me.session,
    );
    expect(retake.status).toBe(200);
    expect((await api(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(200);
    expect((await api(examRoutes.submit, examInGroup(w), w.me.session)).status).toBe(200);
    expect((await listed(w, w.me.session)).attempt.retakesLeft).toBe(2);
    expect((await api(examRoutes.result, examInGroup(w), w.me.session)).body.data.exam.retakesLeft).toBe(2);
  });
});

describe('POST /staff/exams/:examId/students/:studentId/reopen', () => {
  it('reopens a submitted attempt with a reason: out of the ranks until resubmitted, results say so, audited; twice is once', async () => {
    const w = await world();
    const t0 = t.clock.now().getTime();
    for (const s of [w.me, w.ann]) {
      expect((await api(examRoutes.start, examInGroup(w), s.session)).status).toBe(200);
      expect((await answerAt(w, s.session)).status).toBe(200);
      expect((await api(examRoutes.submit, examInGroup(w), s.session)).status).toBe(200);
    }
    t.clock.set(new Date(t0 + 10 * MINUTE));
    const reopen = () =>
      api(
        examExceptionRoutes.reopenAttempt,
        {
          params: { examId: w.examId, studentId: w.me.id },
          body: { minutes: 20, reason: 'Power cut at home' },
        },
        as('examModerator'),
      );
    const first = await reopen();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      submittedAt: null,
      deadline: new Date(t0 + 30 * MINUTE).toISOString(),
      reopenReason: 'Power cut at home',
      reopenedNow: true,
    });
    expect((await reopen()).body.data.reopenedNow).toBe(false);

    const listed = async () =>
      (await api(examStaffRoutes.listResults, { params: { examId: w.examId }, query: {} }, as('admin'))).body
        .data;
    expect((await listed()).map((r: { studentId: string }) => r.studentId)).toEqual([w.ann.id]);
    const view = await api(examRoutes.start, examInGroup(w), w.me.session);
    expect(view.body.data).toMatchObject({ submittedAt: null, remainingSeconds: 20 * 60 });
    expect((await answerAt(w, w.me.session, 1)).status).toBe(200);
    const rows = (
      await api(
        examMonitorRoutes.listMonitorStudents,
        { params: { examId: w.examId }, query: {} as never },
        as('moderator'),
      )
    ).body.data.items;
    expect(rows.find((r: { studentId: string }) => r.studentId === w.me.id)).toMatchObject({
      state: 'answering',
      reopened: true,
    });

    expect((await api(examRoutes.submit, examInGroup(w), w.me.session)).status).toBe(200);
    const mine = (await listed()).find((r: { studentId: string }) => r.studentId === w.me.id);
    expect(mine).toMatchObject({ reopened: true, reopenReason: 'Power cut at home' });
    await publishGroup(t, { ...w });
    const page = await api(
      examResultsStaffRoutes.resultsPage,
      { params: { examId: w.examId }, query: {} as never },
      as('admin'),
    );
    expect(page.body.data.items.find((r: { studentId: string }) => r.studentId === w.me.id)).toMatchObject({
      reopened: true,
      rank: expect.any(Number),
    });

    await auditWritesSettled(t.ctx);
    const log = await api(auditRoutes.listAudit, { query: { section: 'exam exceptions' } }, as('admin'));
    const entries = log.body.data.items.filter(
      (i: { action: string; path: string }) => i.action === 'reopenAttempt' && i.path.includes(w.me.id),
    );
    expect(entries).toHaveLength(2);
    const done = entries.find((e: { after: { reopenedNow: boolean } }) => e.after.reopenedNow);
    expect(done.before).toMatchObject({ studentId: w.me.id, reopenedAt: null });
    expect(done.before.submittedAt).not.toBeNull();
  });

  it('refuses an attempt never submitted (409), a student without one (404), bad input (400)', async () => {
    const w = await world();
    expect((await api(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(200);
    const reopen = (studentId: string, body: { minutes: number; reason: string }) =>
      api(
        examExceptionRoutes.reopenAttempt,
        { params: { examId: w.examId, studentId }, body },
        as('moderator'),
      );
    expect((await reopen(w.me.id, { minutes: 10, reason: 'Power cut' })).status).toBe(409);
    expect((await reopen(w.ann.id, { minutes: 10, reason: 'Power cut' })).status).toBe(404);
    expect((await reopen(w.me.id, { minutes: 0, reason: 'Power cut' })).status).toBe(400);
    expect((await reopen(w.me.id, { minutes: 10, reason: '' })).status).toBe(400);
  });
});

describe('audit of exceptions', () => {
  it('keeps the exception before and after a change', async () => {
    const w = await world();
    await setException(w.examId, { studentId: w.me.id, extraMinutes: 10 });
    await setException(w.examId, { studentId: w.me.id, extraMinutes: 15, reason: 'Longer note' });
    await auditWritesSettled(t.ctx);
    const log = await api(auditRoutes.listAudit, { query: { section: 'exam exceptions' } }, as('admin'));
    const entries = log.body.data.items.filter(
      (i: { action: string; path: string }) => i.action === 'setExamException' && i.path.includes(w.examId),
    );
    expect(entries).toHaveLength(2);
    const changed = entries.find((e: { before: unknown }) => e.before !== null && e.before !== undefined);
    expect(changed.before).toMatchObject({ extraMinutes: 10 });
    expect(changed.after).toMatchObject({ extraMinutes: 15, reason: 'Longer note' });
  });
});
