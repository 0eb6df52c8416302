import {
  EXAM_RESULTS_CHANGED_EVENT,
  examMarkingRoutes,
  examResultsStaffRoutes,
  examRoutes,
  examStaffRoutes,
  STAFF_RESULTS_CHANGED_EVENT,
  STAFF_SOCKET_NAMESPACE,
} from '@lms/domain/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { examServices } from '../src/modules/exams/exam-services';
import { runRequestedRescores } from '../src/modules/exams/results/rescore-job';
import {
  answerAs,
  caller,
  examInGroup,
  liveExamWorld,
  publishGroup,
  sitByTitle,
  student,
} from './exams-fixtures';
import { staffSession } from './support/factories';
import { connected, nextEvent, openSocket } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

// A re-score that finishes tells the open results views, so they fetch the new marks without a reload:
// staff who may read results over the staff socket, students whose results are out over theirs.
let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await t.close();
});

async function open(session: string, namespace = '/'): Promise<Socket> {
  const socket = openSocket(t.app, session, namespace);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

describe('a finished re-score', () => {
  it('is announced to staff results views and to the students who see the result; the marks read then are the new ones', async () => {
    await runRequestedRescores(t.ctx); // what other tests left queued
    const api = caller(t);
    const w = await liveExamWorld(t);
    const other = await student(t, [w.groupId]);
    for (const [s, mcq] of [
      [w.me, '4'],
      [other, '5'],
    ] as const) {
      expect((await api(examRoutes.start, examInGroup(w), s.session)).status).toBe(200);
      const saved = await answerAs(t, w, s.session, {
        questionId: w.questionIds[0]!,
        answer: [mcq],
        timestamp: t.clock.now().getTime(),
      });
      expect(saved.status).toBe(200);
      expect((await api(examRoutes.submit, examInGroup(w), s.session)).status).toBe(200);
    }
    await examServices(t.ctx).scorer.drain();
    await publishGroup(t, w);

    const viewer = await open(await staffSession(t.app, ['moderator']), STAFF_SOCKET_NAMESPACE);
    const uploader = await open(await staffSession(t.app, ['contentUploader']), STAFF_SOCKET_NAMESPACE);
    const studentPage = await open(w.me.session);
    const uploaderGot: unknown[] = [];
    uploader.on(STAFF_RESULTS_CHANGED_EVENT, (payload) => uploaderGot.push(payload));
    const marksOf = async () => {
      const page = await api(
        examResultsStaffRoutes.resultsPage,
        { params: { examId: w.examId }, query: { limit: 10, offset: 0 } },
        w.admin,
      );
      expect(page.status).toBe(200);
      return Object.fromEntries(
        page.body.data.items.map((r: { studentId: string; marksObtained: number }) => [
          r.studentId,
          r.marksObtained,
        ]),
      );
    };
    expect(await marksOf()).toEqual({ [w.me.id]: 2, [other.id]: -0.5 });

    const fixed = await api(
      examResultsStaffRoutes.fixAnswerKey,
      {
        params: { examId: w.examId, questionId: w.questionIds[0]! },
        body: { answer: ['5'], confirmRescore: true },
      },
      w.admin,
    );
    expect(fixed.status).toBe(200);
    const staffTold = nextEvent(viewer, STAFF_RESULTS_CHANGED_EVENT);
    const studentTold = nextEvent(studentPage, EXAM_RESULTS_CHANGED_EVENT);
    expect(await runRequestedRescores(t.ctx)).toBe(2);
    expect(await staffTold).toEqual({ examId: w.examId });
    expect(await studentTold).toEqual({ examId: w.examId });
    // What a view fetches when told.
    expect(await marksOf()).toEqual({ [w.me.id]: -0.5, [other.id]: 2 });
    const mine = await api(examRoutes.result, examInGroup(w), w.me.session);
    expect(mine.body.data.examResult).toMatchObject({ marksObtained: -0.5 });
    // Staff who may not read results are not told.
    expect(uploaderGot).toEqual([]);
  });
});

describe("an examiner's marks", () => {
  it('are announced as a re-score is: to staff results views always, to the student once the result is published', async () => {
    const api = caller(t);
    const w = await liveExamWorld(t, {
      questions: [{ type: 'paragraph', title: 'Describe photosynthesis', point: 5 }],
    });
    const other = await student(t, [w.groupId]);
    for (const s of [w.me, other]) {
      expect((await api(examRoutes.start, examInGroup(w), s.session)).status).toBe(200);
      await sitByTitle(t, w, s.session, { 'Describe photosynthesis': ['Light makes sugar'] });
    }
    await examServices(t.ctx).scorer.drain();
    const attempts = await api(
      examStaffRoutes.listResults,
      { params: { examId: w.examId }, query: {} },
      w.admin,
    );
    const attemptOf = new Map<string, string>(
      attempts.body.data.map((r: { studentId: string; _id: string }) => [r.studentId, r._id] as const),
    );
    const mark = (studentId: string, marks: number, seenMarks: number | null) =>
      api(
        examMarkingRoutes.giveMarks,
        {
          params: { examId: w.examId, attemptId: attemptOf.get(studentId)!, questionId: w.questionIds[0]! },
          body: { marks, comment: '', seenMarks },
        },
        w.admin,
      );

    const viewer = await open(await staffSession(t.app, ['moderator']), STAFF_SOCKET_NAMESPACE);
    const mine = await open(w.me.session);
    const studentGot: unknown[] = [];
    mine.on(EXAM_RESULTS_CHANGED_EVENT, (payload) => studentGot.push(payload));

    // Not published yet: the results screen is told, the student (who cannot see it) is not.
    let staffTold = nextEvent(viewer, STAFF_RESULTS_CHANGED_EVENT);
    expect((await mark(w.me.id, 3, null)).status).toBe(200);
    expect(await staffTold).toEqual({ examId: w.examId });

    await publishGroup(t, w);
    // Published: a change of marks reaches the results screen and the student's result page.
    staffTold = nextEvent(viewer, STAFF_RESULTS_CHANGED_EVENT);
    const studentTold = nextEvent(mine, EXAM_RESULTS_CHANGED_EVENT);
    expect((await mark(w.me.id, 4, 3)).status).toBe(200);
    expect(await staffTold).toEqual({ examId: w.examId });
    expect(await studentTold).toEqual({ examId: w.examId });
    expect(studentGot).toHaveLength(1);
    // What the student's page fetches when told.
    const result = await api(examRoutes.result, examInGroup(w), w.me.session);
    expect(result.body.data.examResult).toMatchObject({ marksObtained: 4 });

    // Another student's marks tell the staff, not this student.
    staffTold = nextEvent(viewer, STAFF_RESULTS_CHANGED_EVENT);
    expect((await mark(other.id, 2, null)).status).toBe(200);
    expect(await staffTold).toEqual({ examId: w.examId });
    expect(studentGot).toHaveLength(1);
  });
});
