import type { StaffRole } from '@lms/domain';
import {
  auditRoutes,
  examRoutes,
  examStaffRoutes,
  examMarkingRoutes as marking,
  notificationRoutes,
  type RouteInput,
  staffRoutes,
} from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts } from '../src/db/schema';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { listNotifications } from '../src/modules/notifications/list-notifications';
import { createStaff } from '../src/modules/staff/create-staff';
import { answerAs, caller, endWindow, examInGroup, liveExamWorld, student } from './exams-fixtures';
import { callRoute } from './support/call-route';
import { upload } from './support/content-fixtures';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

let t: TestApp;
let call: ReturnType<typeof caller>;
const dataDir = tempDataDir();
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  call = caller(t);
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

let staffCount = 0;
/** A signed-in staff member with a name of their own. */
async function staffMember(name: string, roles: StaffRole[]) {
  const username = `marker${++staffCount}`;
  const made = await createStaff(t.ctx, { username, name, password: 'staffpass1', roles });
  const res = await callRoute(t.app, staffRoutes.login, { body: { username, password: 'staffpass1' } });
  expect(res.statusCode, res.body).toBe(200);
  return { id: made._id, username, name, session: String(res.headers.sessionid) };
}

type World = Awaited<ReturnType<typeof liveExamWorld>>;

/** Sits the exam: the answers given by question type (index in sampleQuestions), then submits. */
async function sit(
  w: World,
  s: { session: string },
  answers: Record<
    number,
    { answer: string[]; extra?: never[] | { name: string; key: string; type: string }[] }
  >,
  submit = true,
) {
  await call(examRoutes.start, examInGroup(w), s.session);
  for (const [index, body] of Object.entries(answers)) {
    const res = await answerAs(t, w, s.session, {
      questionId: w.questionIds[Number(index)]!,
      answer: body.answer,
      extra: body.extra ?? [],
      timestamp: t.clock.now().getTime(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  if (submit) expect((await call(examRoutes.submit, examInGroup(w), s.session)).status).toBe(200);
}

const MCQ = 0;
const SHORT = 3; // worth 2
const PARAGRAPH = 4; // worth 5

type GiveMarks = RouteInput<typeof marking.giveMarks>;

describe('marking written answers', () => {
  let w: World;
  let examiner: Awaited<ReturnType<typeof staffMember>>;
  let second: Awaited<ReturnType<typeof staffMember>>;
  let other: { id: string; session: string };
  let late: { id: string; session: string };
  let files: { png: string; pdf: string };

  beforeAll(async () => {
    w = await liveExamWorld(t, { exam: { title: 'Biology written test' } });
    examiner = await staffMember('Rahim Examiner', ['examiner']);
    second = await staffMember('Karim Reviewer', ['examModerator']);
    other = await student(t, [w.groupId]);
    late = await student(t, [w.groupId]);
    files = {
      png: await upload(t.app, w.me.session, PNG, 'image/png', 'upload'),
      pdf: await upload(t.app, w.me.session, PDF, 'application/pdf', 'upload'),
    };
    await sit(w, w.me, {
      [MCQ]: { answer: ['4'] },
      [PARAGRAPH]: {
        answer: ['Light makes sugar'],
        extra: [
          { name: 'leaf.png', key: files.png, type: 'image/png' },
          { name: 'notes.pdf', key: files.pdf, type: 'application/pdf' },
        ],
      },
    });
    // the other student: 2 (MCQ) + 2 (checkbox) = 4, and a short answer
    await sit(w, other, {
      [MCQ]: { answer: ['4'] },
      1: { answer: ['2', '3'] },
      [SHORT]: { answer: ['Dhaka'] },
    });
    // an emptied paragraph is skipped, never queued
    await sit(w, { session: (await student(t, [w.groupId])).session }, { [PARAGRAPH]: { answer: [' '] } });
    // an attempt still open is not marked yet
    await sit(w, late, { [PARAGRAPH]: { answer: ['Not done'] } }, false);
  });

  const queue = (
    questionIndex: number,
    query: RouteInput<typeof marking.markingQueue>['query'] = {},
    session = examiner.session,
  ) =>
    call(
      marking.markingQueue,
      { params: { examId: w.examId, questionId: w.questionIds[questionIndex]! }, query },
      session,
    );
  const give = (attemptId: string, questionIndex: number, body: GiveMarks['body'], session: string) =>
    call(
      marking.giveMarks,
      { params: { examId: w.examId, attemptId, questionId: w.questionIds[questionIndex]! }, body },
      session,
    );

  it('lists exams with written questions and their progress, searchable and paged', async () => {
    const res = await call(marking.markingExams, { query: { search: 'biology written' } }, examiner.session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.items[0]).toMatchObject({
      examId: w.examId,
      title: 'Biology written test',
      writtenQuestions: 2,
      answers: 2,
      marked: 0,
      reviewed: 0,
    });
    const none = await call(
      marking.markingExams,
      { query: { search: 'no such exam title' } },
      examiner.session,
    );
    expect(none.body.data).toEqual({ items: [], total: 0 });
    const paged = await call(marking.markingExams, { query: { limit: 1, offset: 0 } }, examiner.session);
    expect(paged.body.data.items).toHaveLength(1);
    expect(
      (await call(marking.markingExams, { query: { limit: 0 } as never }, examiner.session)).status,
    ).toBe(400);
  });

  it("lists an exam's written questions in paper order with marks and progress", async () => {
    const res = await call(marking.markingQuestions, { params: { examId: w.examId } }, examiner.session);
    expect(res.status).toBe(200);
    expect(res.body.data.questions).toEqual([
      expect.objectContaining({
        questionId: w.questionIds[SHORT],
        position: 4,
        type: 'shortAns',
        point: 2,
        answers: 1,
        marked: 0,
      }),
      expect.objectContaining({
        questionId: w.questionIds[PARAGRAPH],
        position: 5,
        type: 'paragraph',
        point: 5,
        answers: 1,
        marked: 0,
      }),
    ]);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(marking.markingQuestions, { params: { examId: missing } }, examiner.session)).status,
    ).toBe(404);
    expect(
      (await call(marking.markingQuestions, { params: { examId: 'nope' } }, examiner.session)).status,
    ).toBe(400);
  });

  it('queues the answers of submitted attempts with their text and files shown inline', async () => {
    const res = await queue(PARAGRAPH);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.question).toMatchObject({ type: 'paragraph', point: 5, answers: 1, marked: 0 });
    const [item] = res.body.data.items;
    expect(item).toMatchObject({
      studentId: w.me.id,
      text: ['Light makes sugar'],
      marks: null,
      state: 'unmarked',
      markedBy: null,
      reviewedBy: null,
    });
    expect(item.files.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['leaf.png', 'image/png'],
      ['notes.pdf', 'application/pdf'],
    ]);
    for (const [file, type, bytes] of [
      [item.files[0], 'image/png', PNG],
      [item.files[1], 'application/pdf', PDF],
    ] as const) {
      expect(file.url).toContain('sig=');
      const got = await t.app.inject({ method: 'GET', url: file.url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toContain(type);
      expect(got.headers['content-disposition']).toBeUndefined();
      expect(got.rawPayload.equals(bytes)).toBe(true);
      // framed by the console itself
      expect(got.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    const short = await queue(SHORT);
    expect(short.body.data.items.map((i: { studentId: string }) => i.studentId)).toEqual([other.id]);
  });

  it('refuses bad marks, objective questions, unknown answers and open attempts', async () => {
    const [item] = (await queue(PARAGRAPH)).body.data.items;
    const tooMany = await give(
      item.attemptId,
      PARAGRAPH,
      { marks: 5.5, comment: '', seenMarks: null },
      examiner.session,
    );
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('worth 5');
    expect(
      (await give(item.attemptId, PARAGRAPH, { marks: -1, comment: '', seenMarks: null }, examiner.session))
        .status,
    ).toBe(400);
    expect(
      (
        await give(
          item.attemptId,
          PARAGRAPH,
          { marks: 1.234, comment: '', seenMarks: null },
          examiner.session,
        )
      ).status,
    ).toBe(400);
    expect((await give(item.attemptId, PARAGRAPH, { marks: 2 } as never, examiner.session)).status).toBe(400);
    const mcq = await give(item.attemptId, MCQ, { marks: 1, comment: '', seenMarks: null }, examiner.session);
    expect(mcq.status).toBe(400);
    expect(mcq.body.errors.title).toBe('Not a written answer');
    expect((await queue(MCQ)).status).toBe(400);
    // the student did not answer the short question
    expect(
      (await give(item.attemptId, SHORT, { marks: 1, comment: '', seenMarks: null }, examiner.session))
        .status,
    ).toBe(404);
    // nothing was stored by the refusals
    expect((await queue(PARAGRAPH)).body.data.items[0].marks).toBeNull();
  });

  it('marks, re-scores and re-ranks a published result; a second examiner reviews without overwriting unseen marks', async () => {
    await endWindow(t, w);
    const published = await call(
      examStaffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId } },
      w.admin,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const result = async () =>
      (await call(examRoutes.result, { params: { examId: w.examId, groupId: w.groupId } }, w.me.session)).body
        .data.examResult;
    expect(await result()).toMatchObject({ marksObtained: 2, pending: 1, rank: 2 });

    const [item] = (await queue(PARAGRAPH)).body.data.items;
    const first = await give(
      item.attemptId,
      PARAGRAPH,
      { marks: 4, comment: 'Good, name chlorophyll', seenMarks: null },
      examiner.session,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      marksObtained: 6,
      pending: 0,
      answer: {
        marks: 4,
        comment: 'Good, name chlorophyll',
        state: 'marked',
        firstMarks: 4,
        markedBy: { id: examiner.id, name: 'Rahim Examiner' },
        reviewedBy: null,
      },
    });
    expect(await result()).toMatchObject({ marksObtained: 6, pending: 0, rank: 1 });
    expect((await queue(PARAGRAPH)).body.data.total).toBe(0);
    const notReviewed = await queue(PARAGRAPH, { filter: 'notReviewed' }, second.session);
    expect(notReviewed.body.data.items).toHaveLength(1);
    expect(notReviewed.body.data.question).toMatchObject({ answers: 1, marked: 1, reviewed: 0 });

    // the first examiner corrects their own marks
    const corrected = await give(
      item.attemptId,
      PARAGRAPH,
      { marks: 4.5, comment: 'Good', seenMarks: 4 },
      examiner.session,
    );
    expect(corrected.body.data.answer).toMatchObject({ marks: 4.5, state: 'marked', firstMarks: 4.5 });

    // the reviewer never saw 4.5: refused, nothing changed
    const blind = await give(
      item.attemptId,
      PARAGRAPH,
      { marks: 3, comment: 'Weak', seenMarks: null },
      second.session,
    );
    expect(blind.status).toBe(409);
    expect(blind.body.errors.message).toContain('4.5');
    t.clock.advance(1_000); // a moment later: the notice of the change moves to the top
    const review = await give(
      item.attemptId,
      PARAGRAPH,
      { marks: 3.5, comment: 'Misses the light reaction', seenMarks: 4.5 },
      second.session,
    );
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    expect(review.body.data).toMatchObject({
      marksObtained: 5.5,
      answer: {
        marks: 3.5,
        firstMarks: 4.5,
        state: 'changed',
        markedBy: { id: examiner.id, name: 'Rahim Examiner' },
        reviewedBy: { id: second.id, name: 'Karim Reviewer' },
        reviewedAt: t.clock.now().toISOString(),
      },
    });
    expect(await result()).toMatchObject({ marksObtained: 5.5, rank: 1 });
    const mine = (await result()).answers.find(
      (a: { questionId: { _id: string } }) => a.questionId._id === w.questionIds[PARAGRAPH],
    );
    expect(mine).toMatchObject({ marks: 3.5, notes: 'Misses the light reaction' });

    // The student was told their published result changed: once for the three markings (one notice,
    // moved to the top while unseen); once seen, the next change is told anew.
    const changedNotices = async () =>
      (await listNotifications(t.ctx.db, w.me.id)).filter((n) =>
        n.notificationId.message.endsWith('has changed.'),
      );
    const told = await changedNotices();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      isSeen: false,
      notificationId: { info: { examResultId: item.attemptId } },
    });
    expect((await listNotifications(t.ctx.db, w.me.id))[0]).toEqual(told[0]);
    const seen = await callRoute(
      t.app,
      notificationRoutes.markSeen,
      { params: { id: told[0]!.notificationId._id } },
      { token: w.me.session },
    );
    expect(seen.statusCode, seen.body).toBe(200);
    t.clock.advance(1_000);
    const again = await give(
      item.attemptId,
      PARAGRAPH,
      { marks: 3, comment: 'Misses the light reaction', seenMarks: 3.5 },
      second.session,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await changedNotices()).map((n) => n.isSeen)).toEqual([false, true]);
    const restored = await give(
      item.attemptId,
      PARAGRAPH,
      { marks: 3.5, comment: 'Misses the light reaction', seenMarks: 3 },
      second.session,
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await changedNotices()).toHaveLength(2);

    // the first examiner cannot overrule the review
    const overrule = await give(
      item.attemptId,
      PARAGRAPH,
      { marks: 5, comment: '', seenMarks: 3.5 },
      examiner.session,
    );
    expect(overrule.status).toBe(409);
    expect(overrule.body.errors.title).toBe('Already reviewed');
    expect((await queue(PARAGRAPH, { filter: 'notReviewed' })).body.data.total).toBe(0);
    const reviewed = await queue(PARAGRAPH, { filter: 'reviewed' });
    expect(reviewed.body.data.items[0]).toMatchObject({ marks: 3.5, firstMarks: 4.5, state: 'changed' });
    expect(reviewed.body.data.question).toMatchObject({ answers: 1, marked: 1, reviewed: 1 });
    const exams = await call(
      marking.markingExams,
      { query: { search: 'Biology written' } },
      examiner.session,
    );
    expect(exams.body.data.items[0]).toMatchObject({ answers: 2, marked: 1, reviewed: 1 });

    // every change is in the audit log with before and after
    await auditWritesSettled(t.ctx);
    const audit = await call(auditRoutes.listAudit, { query: { section: 'exam marking' } as never }, w.admin);
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const entries = audit.body.data.items.filter(
      (e: { action: string; status: number }) => e.action === 'giveMarks',
    );
    expect(entries).toHaveLength(5);
    expect(
      entries.find(
        (e: { username: string; before: { marks: number | null } }) =>
          e.username === second.username && e.before.marks === 4.5,
      ),
    ).toMatchObject({
      username: second.username,
      method: 'PUT',
      before: { marks: 4.5, state: 'marked' },
      after: { answer: { marks: 3.5, state: 'changed' } },
    });
    expect(entries.find((e: { before: { marks: number | null } }) => e.before.marks === null)).toMatchObject({
      username: examiner.username,
      before: { marks: null, state: 'unmarked' },
    });
  });

  it('refuses marks on an attempt still open', async () => {
    const [open] = await t.ctx.db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(eq(examAttempts.studentId, late.id));
    const res = await give(open!.id, PARAGRAPH, { marks: 1, comment: '', seenMarks: null }, examiner.session);
    expect(res.status).toBe(409);
    expect(res.body.errors.title).toBe('Not submitted yet');
  });

  it('is for examiners, exam moderators and admins only', async () => {
    const [item] = (await queue(PARAGRAPH, { filter: 'all' })).body.data.items;
    const calls = (session?: string) => [
      call(marking.markingExams, { query: {} }, session),
      call(marking.markingQuestions, { params: { examId: w.examId } }, session),
      call(
        marking.markingQueue,
        { params: { examId: w.examId, questionId: w.questionIds[PARAGRAPH]! }, query: {} },
        session,
      ),
      call(
        marking.giveMarks,
        {
          params: { examId: w.examId, attemptId: item.attemptId, questionId: w.questionIds[PARAGRAPH]! },
          body: { marks: 1, comment: '', seenMarks: item.marks },
        },
        session,
      ),
    ];
    for (const role of ['moderator', 'contentUploader', 'questionUploader', 'mentor'] as const) {
      const denied = await staffMember(`A ${role}`, [role]);
      expect(
        (await Promise.all(calls(denied.session))).map((r) => r.status),
        role,
      ).toEqual([403, 403, 403, 403]);
    }
    expect((await Promise.all(calls(w.me.session))).map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect((await Promise.all(calls())).map((r) => r.status)).toEqual([401, 401, 401, 401]);
    const lists = (session: string) => calls(session).slice(0, 3);
    expect((await Promise.all(lists(w.admin))).map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await Promise.all(lists(second.session))).map((r) => r.status)).toEqual([200, 200, 200]);
  });
});
