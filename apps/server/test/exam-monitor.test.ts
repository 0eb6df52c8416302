import type { StaffRole } from '@lms/domain';
import {
  auditRoutes,
  EXAM_DEADLINE_EVENT,
  type ExamMonitorSummary,
  examMonitorRoutes,
  examRoutes,
  examStaffRoutes,
  monitorSocketEvents,
  STAFF_SOCKET_NAMESPACE,
} from '@lms/domain/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { monitorHubOf } from '../src/modules/exams/monitor/monitor-plugin';
import { submitDueAttempts } from '../src/modules/exams/results/auto-submit';
import {
  addExam,
  assign,
  caller,
  endWindow,
  examInGroup,
  liveExamWorld,
  MINUTE,
  student,
} from './exams-fixtures';
import { answerSaver, answerTo } from './exams-student-calls';
import { admit, makeGroup, staffSession } from './support/factories';
import { connected, openSocket } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let api: ReturnType<typeof caller>;
let save: ReturnType<typeof answerSaver>;
const sessions: Partial<Record<StaffRole, string>> = {};
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: '' });
  api = caller(t);
  save = answerSaver(t);
  for (const role of [
    'admin',
    'moderator',
    'examModerator',
    'examiner',
    'contentUploader',
    'mentor',
  ] as const)
    sessions[role] = await staffSession(t.app, [role]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await t.close();
});

const as = (role: StaffRole) => sessions[role]!;

/** A running exam (60 minutes, window now-1 min to now+2 h) with three students in its group. */
async function world() {
  const w = await liveExamWorld(t);
  const ann = await student(t, [w.groupId]);
  const bob = await student(t, [w.groupId]);
  return { ...w, ann, bob };
}

function summaryOf(examId: string, session = as('moderator')) {
  return api(examMonitorRoutes.getMonitor, { params: { examId } }, session);
}

function studentsOf(examId: string, query: Record<string, unknown> = {}, session = as('moderator')) {
  return api(examMonitorRoutes.listMonitorStudents, { params: { examId }, query: query as never }, session);
}

async function startAndAnswer(
  w: { examId: string; groupId: string; questionIds: string[] },
  session: string,
) {
  expect((await api(examRoutes.start, examInGroup(w), session)).status).toBe(200);
  const saved = await save(answerTo(w.examId, w.groupId), session, {
    questionId: w.questionIds[0],
    answer: ['4'],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('GET /staff/exams/:examId/monitor', () => {
  afterEach(() => t.clock.set(new Date()));
  it('counts each group: not started, answering, offline (not on the page, no save for 30 seconds), submitted', async () => {
    const w = await world();
    const empty = await makeGroup(t.ctx, 'Empty group');
    await assign(t, as('admin'), w.examId, {
      groupId: empty,
      startsAt: new Date(t.clock.now().getTime() - MINUTE).toISOString(),
      endsAt: new Date(t.clock.now().getTime() + 120 * MINUTE).toISOString(),
      duration: 60,
    });
    const before = await summaryOf(w.examId);
    expect(before.status).toBe(200);
    const group = (s: ExamMonitorSummary) => s.groups.find((g) => g.groupId === w.groupId)!;
    expect(group(before.body.data)).toMatchObject({
      notStarted: 3,
      answering: 0,
      offline: 0,
      timeOver: 0,
      submitted: 0,
      lastSaveAt: null,
    });
    expect(before.body.data.groups.find((g: { groupId: string }) => g.groupId === empty)).toMatchObject({
      name: 'Empty group',
      notStarted: 0,
      answering: 0,
    });

    await startAndAnswer(w, w.me.session);
    await startAndAnswer(w, w.ann.session);
    const savedAt = t.clock.now().toISOString();
    expect(group((await summaryOf(w.examId)).body.data)).toMatchObject({
      notStarted: 1,
      answering: 2,
      offline: 0,
      submitted: 0,
      lastSaveAt: savedAt,
    });

    t.clock.advance(2 * MINUTE + 1000);
    await save(answerTo(w.examId, w.groupId), w.me.session, { questionId: w.questionIds[1], answer: ['2'] });
    expect(group((await summaryOf(w.examId)).body.data)).toMatchObject({ answering: 1, offline: 1 });

    expect((await api(examRoutes.submit, examInGroup(w), w.me.session)).status).toBe(200);
    expect(group((await summaryOf(w.examId)).body.data)).toMatchObject({
      notStarted: 1,
      answering: 0,
      offline: 1,
      submitted: 1,
    });
  });

  it('counts an attempt past its deadline that the auto-submit has not submitted yet as time over, not answering nor offline', async () => {
    const w = await world();
    const t0 = t.clock.now().getTime();
    await startAndAnswer(w, w.me.session);
    await startAndAnswer(w, w.ann.session);
    const group = async () =>
      (await summaryOf(w.examId)).body.data.groups.find((g: { groupId: string }) => g.groupId === w.groupId);
    const stateOf = async (phone: string) =>
      (await studentsOf(w.examId, { search: phone })).body.data.items[0].state;

    // A moment before the 60-minute deadline both are sitting, silent since their first answer: offline.
    t.clock.set(new Date(t0 + 60 * MINUTE - 1));
    expect(await group()).toMatchObject({ answering: 0, offline: 2, timeOver: 0, submitted: 0 });
    expect(
      (
        await api(
          examMonitorRoutes.extendTime,
          { params: { examId: w.examId }, body: { minutes: 10, studentId: w.me.id } },
          as('moderator'),
        )
      ).status,
    ).toBe(200);

    // At Ann's deadline, within the offline grace (no auto-submit yet): time over, the row and the filter too.
    t.clock.set(new Date(t0 + 60 * MINUTE));
    await submitDueAttempts(t.ctx);
    expect(await group()).toMatchObject({
      notStarted: 1,
      answering: 0,
      offline: 1,
      timeOver: 1,
      submitted: 0,
    });
    expect(await stateOf(w.ann.phone)).toBe('timeOver');
    expect(await stateOf(w.me.phone)).toBe('offline');
    expect((await studentsOf(w.examId, { state: 'timeOver' })).body.data).toMatchObject({
      total: 1,
      items: [{ studentId: w.ann.id }],
    });

    // Past the grace the auto-submit submits Ann at her deadline; the extended attempt times out later.
    t.clock.set(new Date(t0 + 66 * MINUTE));
    await submitDueAttempts(t.ctx);
    expect(await group()).toMatchObject({ offline: 1, timeOver: 0, submitted: 1 });
    t.clock.set(new Date(t0 + 70 * MINUTE));
    expect(await group()).toMatchObject({ answering: 0, offline: 0, timeOver: 1, submitted: 1 });
    expect(await stateOf(w.me.phone)).toBe('timeOver');
  });

  it('lets exam moderators, moderators, admins and examiners watch; refuses other staff, students and no session', async () => {
    const w = await world();
    for (const role of ['admin', 'moderator', 'examModerator', 'examiner'] as const)
      expect((await summaryOf(w.examId, as(role))).status, role).toBe(200);
    for (const role of ['contentUploader', 'mentor'] as const) {
      expect((await summaryOf(w.examId, as(role))).status, role).toBe(403);
      expect((await studentsOf(w.examId, {}, as(role))).status, role).toBe(403);
      expect((await api(examMonitorRoutes.listExamDay, {}, as(role))).status, role).toBe(403);
    }
    expect((await summaryOf(w.examId, w.me.session)).status).toBe(403);
    expect((await api(examMonitorRoutes.getMonitor, { params: { examId: w.examId } })).status).toBe(401);
  });

  it('answers 404 for an unknown exam and 400 for a malformed id', async () => {
    const unknown = await summaryOf('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.title).toBe('No such exam');
    const bad = await summaryOf('nope');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('examId');
  });
});

describe('GET /staff/exams/:examId/monitor/students', () => {
  it('pages the students by name with state, last save and answers saved; filters by state, group and name or phone', async () => {
    const w = await world();
    const other = await makeGroup(t.ctx);
    await assign(t, as('admin'), w.examId, {
      groupId: other,
      startsAt: new Date(t.clock.now().getTime() - MINUTE).toISOString(),
      endsAt: new Date(t.clock.now().getTime() + 120 * MINUTE).toISOString(),
      duration: 60,
    });
    await admit(t.ctx, '01799999001', [other], 'Zara Outsider');
    await startAndAnswer(w, w.ann.session);
    await save(answerTo(w.examId, w.groupId), w.ann.session, {
      questionId: w.questionIds[1],
      answer: ['2', '3'],
    });

    const all = await studentsOf(w.examId);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(4);
    const ann = all.body.data.items.find((r: { studentId: string }) => r.studentId === w.ann.id);
    expect(ann).toMatchObject({
      state: 'answering',
      phone: w.ann.phone,
      groupId: w.groupId,
      answersSaved: 2,
      lastSaveAt: t.clock.now().toISOString(),
      submittedAt: null,
    });
    expect(ann.deadline).toBe(new Date(t.clock.now().getTime() + 60 * MINUTE).toISOString());
    const zara = all.body.data.items.find((r: { name: string }) => r.name === 'Zara Outsider');
    expect(zara).toMatchObject({
      state: 'notStarted',
      groupId: other,
      answersSaved: 0,
      lastSaveAt: null,
      startedAt: null,
    });

    const answering = await studentsOf(w.examId, { state: 'answering' });
    expect(answering.body.data).toMatchObject({ total: 1, items: [{ studentId: w.ann.id }] });
    expect((await studentsOf(w.examId, { state: 'notStarted', groupId: w.groupId })).body.data.total).toBe(2);
    expect(
      (await studentsOf(w.examId, { groupId: other })).body.data.items.map((r: { name: string }) => r.name),
    ).toEqual(['Zara Outsider']);
    expect((await studentsOf(w.examId, { search: 'zara' })).body.data.total).toBe(1);
    expect((await studentsOf(w.examId, { search: w.ann.phone })).body.data.items[0].studentId).toBe(w.ann.id);
    expect((await studentsOf(w.examId, { search: '%' })).body.data.total).toBe(0);

    const first = await studentsOf(w.examId, { limit: 2 });
    const second = await studentsOf(w.examId, { limit: 2, offset: 2 });
    expect(first.body.data.total).toBe(4);
    expect(
      [...first.body.data.items, ...second.body.data.items].map((r: { studentId: string }) => r.studentId),
    ).toEqual(all.body.data.items.map((r: { studentId: string }) => r.studentId));
  });

  it('refuses bad filters with 400', async () => {
    const w = await world();
    for (const query of [
      { state: 'sleeping' },
      { limit: 500 },
      { offset: -1 },
      { groupId: 'x' },
      { search: 'a'.repeat(61) },
    ]) {
      const res = await studentsOf(w.examId, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('POST /staff/exams/:examId/monitor/extend', () => {
  afterEach(() => t.clock.set(new Date()));
  it("moves one student's deadline: saves, the start's remaining time and auto-submit follow it", async () => {
    const w = await world();
    const t0 = t.clock.now().getTime();
    await startAndAnswer(w, w.me.session); // the node caches the attempt with its first deadline
    await startAndAnswer(w, w.ann.session);
    const res = await api(
      examMonitorRoutes.extendTime,
      { params: { examId: w.examId }, body: { minutes: 10, studentId: w.me.id } },
      as('examModerator'),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ extended: 1, minutes: 10 });

    t.clock.set(new Date(t0 + 65 * MINUTE));
    const late = await save(answerTo(w.examId, w.groupId), w.me.session, {
      questionId: w.questionIds[1],
      answer: ['2'],
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    const annLate = await save(answerTo(w.examId, w.groupId), w.ann.session, {
      questionId: w.questionIds[1],
      answer: ['2'],
    });
    expect(annLate.body.errors.code).toBe('examTimeOver');
    const view = await api(examRoutes.start, examInGroup(w), w.me.session);
    expect(view.body.data.deadline).toBe(new Date(t0 + 70 * MINUTE).toISOString());
    expect(view.body.data.remainingSeconds).toBe(5 * 60);

    // Past both deadlines and the 5-minute grace of Ann only: Ann is submitted, the extended attempt is not.
    t.clock.set(new Date(t0 + 66 * MINUTE));
    await submitDueAttempts(t.ctx);
    const rows = (await studentsOf(w.examId)).body.data.items;
    expect(rows.find((r: { studentId: string }) => r.studentId === w.ann.id).state).toBe('submitted');
    expect(rows.find((r: { studentId: string }) => r.studentId === w.me.id).state).not.toBe('submitted');
    t.clock.set(new Date(t0 + 70 * MINUTE + 1000));
    expect(
      (
        await save(answerTo(w.examId, w.groupId), w.me.session, {
          questionId: w.questionIds[1],
          answer: ['3'],
        })
      ).status,
    ).toBe(409);
    t.clock.set(new Date(t0 + 76 * MINUTE));
    await submitDueAttempts(t.ctx);
    const mine = (await studentsOf(w.examId, { search: w.me.phone })).body.data.items[0];
    expect(mine).toMatchObject({ state: 'submitted', submittedAt: new Date(t0 + 70 * MINUTE).toISOString() });
  });

  it("keeps the minutes added on exam day when the group's schedule changes later", async () => {
    const w = await world();
    const t0 = t.clock.now().getTime();
    await startAndAnswer(w, w.me.session);
    await startAndAnswer(w, w.ann.session);
    const extend = (body: { minutes: number; studentId?: string }) =>
      api(examMonitorRoutes.extendTime, { params: { examId: w.examId }, body }, as('examModerator'));
    expect((await extend({ minutes: 10, studentId: w.me.id })).status).toBe(200);
    expect((await extend({ minutes: 3 })).status).toBe(200);
    const changed = await api(
      examStaffRoutes.updateAssignment,
      { params: { examId: w.examId, groupId: w.groupId }, body: { duration: 90 } },
      as('admin'),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const deadlineOf = async (session: string) =>
      (await api(examRoutes.start, examInGroup(w), session)).body.data.deadline;
    expect(await deadlineOf(w.me.session)).toBe(new Date(t0 + (90 + 13) * MINUTE).toISOString());
    expect(await deadlineOf(w.ann.session)).toBe(new Date(t0 + (90 + 3) * MINUTE).toISOString());
    // A window that now ends first caps the schedule; the added minutes still come on top of it.
    const shorter = await api(
      examStaffRoutes.updateAssignment,
      {
        params: { examId: w.examId, groupId: w.groupId },
        body: { endsAt: new Date(t0 + 30 * MINUTE).toISOString() },
      },
      as('admin'),
    );
    expect(shorter.status, JSON.stringify(shorter.body)).toBe(200);
    expect(await deadlineOf(w.me.session)).toBe(new Date(t0 + (30 + 13) * MINUTE).toISOString());
  });

  it('gives a group or everyone more time (attempts in progress only) and refuses what cannot be done', async () => {
    const w = await world();
    await startAndAnswer(w, w.me.session);
    await startAndAnswer(w, w.ann.session);
    expect((await api(examRoutes.submit, examInGroup(w), w.ann.session)).status).toBe(200);
    const extend = (body: object, session = as('moderator')) =>
      api(examMonitorRoutes.extendTime, { params: { examId: w.examId }, body: body as never }, session);

    expect((await extend({ minutes: 5, groupId: w.groupId })).body.data).toEqual({ extended: 1, minutes: 5 });
    expect((await extend({ minutes: 5 })).body.data).toEqual({ extended: 1, minutes: 5 });
    const me = (await studentsOf(w.examId, { search: w.me.phone })).body.data.items[0];
    const ann = (await studentsOf(w.examId, { search: w.ann.phone })).body.data.items[0];
    expect(Date.parse(me.deadline) - Date.parse(me.startedAt)).toBe(70 * MINUTE);
    expect(Date.parse(ann.deadline) - Date.parse(ann.startedAt)).toBe(60 * MINUTE);

    const notSitting = await extend({ minutes: 5, studentId: w.bob.id });
    expect(notSitting.status).toBe(409);
    expect(notSitting.body.errors.message).toContain('no attempt in progress');
    const foreign = await extend({ minutes: 5, groupId: await makeGroup(t.ctx) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.title).toBe('Not a group of this exam');
    for (const body of [
      { minutes: 0 },
      { minutes: 181 },
      { minutes: 1.5 },
      {},
      { minutes: 5, studentId: w.me.id, groupId: w.groupId },
    ]) {
      expect((await extend(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await api(
          examMonitorRoutes.extendTime,
          { params: { examId: '00000000-0000-4000-8000-000000000000' }, body: { minutes: 5 } },
          as('admin'),
        )
      ).status,
    ).toBe(404);
    for (const role of ['examiner', 'contentUploader', 'mentor'] as const)
      expect((await extend({ minutes: 5 }, as(role))).status, role).toBe(403);
    expect((await extend({ minutes: 5 }, w.me.session)).status).toBe(403);
    expect(
      (await api(examMonitorRoutes.extendTime, { params: { examId: w.examId }, body: { minutes: 5 } }))
        .status,
    ).toBe(401);
  });

  it('once results are published: the summary says so and every extension is refused with 409, nothing moved', async () => {
    const w = await world();
    await startAndAnswer(w, w.me.session);
    await startAndAnswer(w, w.ann.session);
    expect((await api(examRoutes.submit, examInGroup(w), w.ann.session)).status).toBe(200);
    const before = (await summaryOf(w.examId)).body.data as ExamMonitorSummary;
    expect(before.resultsPublished).toBe(false);
    expect(before.groups[0]!.resultsPublished).toBe(false);
    await endWindow(t, w);
    const published = await api(
      examStaffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId } },
      as('admin'),
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const after = (await summaryOf(w.examId)).body.data as ExamMonitorSummary;
    expect(after.resultsPublished).toBe(true);
    expect(after.groups[0]!.resultsPublished).toBe(true);
    const deadline = async () =>
      (await studentsOf(w.examId, { search: w.me.phone })).body.data.items[0].deadline;
    const kept = await deadline();
    for (const body of [
      { minutes: 5 },
      { minutes: 5, groupId: w.groupId },
      { minutes: 5, studentId: w.me.id },
    ]) {
      const refused = await api(
        examMonitorRoutes.extendTime,
        { params: { examId: w.examId }, body },
        as('examModerator'),
      );
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body.errors.title).toBe('Results published');
    }
    expect(await deadline()).toBe(kept);
  });

  it('is written to the audit log with the student before and what it did', async () => {
    const w = await world();
    await startAndAnswer(w, w.me.session);
    await api(
      examMonitorRoutes.extendTime,
      { params: { examId: w.examId }, body: { minutes: 7, studentId: w.me.id } },
      as('admin'),
    );
    await auditWritesSettled(t.ctx);
    const log = await api(auditRoutes.listAudit, { query: { section: 'exam day' } }, as('admin'));
    const entry = log.body.data.items.find((i: { path: string }) => i.path.includes(w.examId));
    expect(entry).toMatchObject({ action: 'extendTime', body: { minutes: 7, studentId: w.me.id } });
    expect(entry.before).toMatchObject({ studentId: w.me.id, submittedAt: null });
    expect(Date.parse(entry.before.deadline) - Date.parse(entry.before.startedAt)).toBe(60 * MINUTE);
    expect(entry.after).toEqual({ extended: 1, minutes: 7 });
  });
});

describe('POST /staff/exams/:examId/monitor/students/:studentId/submit', () => {
  it("submits and scores a student's attempt; the student's saves are refused after; again is a no-op", async () => {
    const w = await world();
    await startAndAnswer(w, w.me.session);
    const submit = (studentId: string, session = as('examModerator')) =>
      api(examMonitorRoutes.submitForStudent, { params: { examId: w.examId, studentId } }, session);
    for (const role of ['examiner', 'contentUploader'] as const)
      expect((await submit(w.me.id, as(role))).status).toBe(403);
    const res = await submit(w.me.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      studentId: w.me.id,
      submittedAt: t.clock.now().toISOString(),
      marksObtained: 2,
      submittedNow: true,
    });
    const after = await save(answerTo(w.examId, w.groupId), w.me.session, {
      questionId: w.questionIds[1],
      answer: ['2'],
    });
    expect(after.body.errors.code).toBe('alreadySubmitted');
    expect((await submit(w.me.id)).body.data).toMatchObject({ submittedNow: false, marksObtained: 2 });
    const notStarted = await submit(w.bob.id);
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.errors.title).toBe('Not started');
    expect((await submit('bad-id')).status).toBe(400);
    await auditWritesSettled(t.ctx);
    const log = await api(auditRoutes.listAudit, { query: { section: 'exam day' } }, as('admin'));
    const entries = log.body.data.items.filter(
      (i: { action: string; path: string }) => i.action === 'submitForStudent' && i.path.includes(w.me.id),
    );
    // The first call submitted it (before: open); the second found it submitted.
    const first = entries.find((e: { after: { submittedNow: boolean } }) => e.after.submittedNow);
    expect(entries).toHaveLength(2);
    expect(first.before).toMatchObject({ studentId: w.me.id, submittedAt: null });
  });
});

describe('GET /staff/exam-day', () => {
  it('lists live exams whose window meets the range, running ones marked; practice exams are left out', async () => {
    const w = await world();
    const practice = await addExam(t, as('admin'), {
      title: 'Practice set',
      questions: w.questionIds.slice(0, 1).map((questionId) => ({ questionId })),
      isPracticeExam: true,
    });
    await assign(t, as('admin'), practice, {
      groupId: w.groupId,
      startsAt: new Date(t.clock.now().getTime() - MINUTE).toISOString(),
      endsAt: null,
      duration: 30,
    });
    const later = await addExam(t, as('admin'), {
      title: 'Tomorrow test',
      questions: w.questionIds.slice(0, 1).map((questionId) => ({ questionId })),
    });
    const tomorrow = t.clock.now().getTime() + 24 * 60 * MINUTE;
    await assign(t, as('admin'), later, {
      groupId: w.groupId,
      startsAt: new Date(tomorrow).toISOString(),
      endsAt: new Date(tomorrow + 120 * MINUTE).toISOString(),
      duration: 60,
    });

    const today = await api(examMonitorRoutes.listExamDay, {}, as('examiner'));
    expect(today.status).toBe(200);
    const mine = today.body.data.find((e: { _id: string }) => e._id === w.examId);
    expect(mine).toMatchObject({
      title: 'Physics live test',
      runningNow: true,
      groups: [{ groupId: w.groupId }],
    });
    const ids = today.body.data.map((e: { _id: string }) => e._id);
    expect(ids).not.toContain(practice);
    expect(ids).not.toContain(later);
    const next = await api(
      examMonitorRoutes.listExamDay,
      {
        query: {
          from: new Date(tomorrow - MINUTE).toISOString(),
          to: new Date(tomorrow + MINUTE).toISOString(),
        },
      },
      as('moderator'),
    );
    expect(next.body.data.map((e: { _id: string }) => e._id)).toEqual([later]);
    expect(next.body.data[0].runningNow).toBe(false);

    const backwards = await api(
      examMonitorRoutes.listExamDay,
      { query: { from: new Date(tomorrow).toISOString(), to: new Date().toISOString() } },
      as('admin'),
    );
    expect(backwards.status).toBe(400);
    expect(
      (await api(examMonitorRoutes.listExamDay, { query: { from: 'yesterday' } }, as('admin'))).status,
    ).toBe(400);
  });
});

describe('live updates over socket.io', () => {
  function open(session: string, namespace = STAFF_SOCKET_NAMESPACE): Socket {
    const socket = openSocket(t.app, session, namespace);
    sockets.push(socket);
    return socket;
  }
  function watch(
    socket: Socket,
    examId: unknown,
  ): Promise<{ ok: boolean; summary?: ExamMonitorSummary; message?: string }> {
    return socket.timeout(5000).emitWithAck(monitorSocketEvents.watch, { examId });
  }
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('refuses student sessions and unknown ones on the staff namespace; a watcher must be allowed to watch', async () => {
    const w = await world();
    for (const session of [w.me.session, 'made-up']) {
      const error = await connected(open(session)).catch((e: Error) => e);
      expect((error as Error).message).toBe('Please login first');
    }
    const content = open(as('contentUploader'));
    await connected(content);
    expect(await watch(content, w.examId)).toEqual({ ok: false, message: 'Not for your role' });
    const examiner = open(as('examiner'));
    await connected(examiner);
    expect(await watch(examiner, 'nope')).toEqual({ ok: false, message: 'examId must be an id' });
    expect(await watch(examiner, '00000000-0000-4000-8000-000000000000')).toMatchObject({ ok: false });
    const ok = await watch(examiner, w.examId);
    expect(ok.ok).toBe(true);
    expect(ok.summary?.groups[0]).toMatchObject({ notStarted: 3 });
  });

  it('pushes the counts once per tick however many saves came, and nothing when nothing changed', async () => {
    const w = await world();
    const watcher = open(as('moderator'));
    await connected(watcher);
    const got: ExamMonitorSummary[] = [];
    watcher.on(monitorSocketEvents.summary, (s: ExamMonitorSummary) => got.push(s));
    expect((await watch(watcher, w.examId)).ok).toBe(true);
    const hub = monitorHubOf(t.ctx)!;

    await startAndAnswer(w, w.me.session);
    await startAndAnswer(w, w.ann.session);
    for (let i = 0; i < 20; i++)
      await save(answerTo(w.examId, w.groupId), w.me.session, {
        questionId: w.questionIds[0],
        answer: [i % 2 ? '4' : '3'],
      });
    await hub.tick();
    await wait(200);
    // The hub's own timer may have ticked in between too: at most a couple of pushes, not 22.
    expect(got.length).toBeGreaterThanOrEqual(1);
    expect(got.length).toBeLessThanOrEqual(3);
    expect(got.at(-1)!.groups[0]).toMatchObject({ answering: 2, notStarted: 1 });
    const count = got.length;
    await hub.tick();
    await wait(200);
    expect(got.length).toBe(count);

    watcher.emit(monitorSocketEvents.unwatch, { examId: w.examId });
    await wait(100);
    await startAndAnswer(w, w.bob.session);
    await hub.tick();
    await wait(200);
    expect(got.length).toBe(count);
  });

  it("tells the student's open exam page its new deadline", async () => {
    const w = await world();
    await startAndAnswer(w, w.me.session);
    const page = open(w.me.session, '/');
    await connected(page);
    const pushed = new Promise((resolve) => page.once(EXAM_DEADLINE_EVENT, resolve));
    const res = await api(
      examMonitorRoutes.extendTime,
      { params: { examId: w.examId }, body: { minutes: 3, studentId: w.me.id } },
      as('moderator'),
    );
    expect(res.status).toBe(200);
    const view = await api(examRoutes.start, examInGroup(w), w.me.session);
    expect(await pushed).toEqual({ examId: w.examId, deadline: view.body.data.deadline });
  });
});
