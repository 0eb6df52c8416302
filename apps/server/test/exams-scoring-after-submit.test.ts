import {
  examResultsStaffRoutes,
  examRoutes,
  scoreboardRoutes,
  examStaffRoutes as staffRoutes,
} from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts } from '../src/db/schema';
import { examServices } from '../src/modules/exams/exam-services';
import { scoreLeftoverResults } from '../src/modules/exams/results/score-pending';
import { answerAs, caller, examInGroup, liveExamWorld, publishGroup, student } from './exams-fixtures';
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
type Session = { session: string; id: string };

/** Starts and answers the MCQ right (`4`), as the student app does. */
async function answerRight(w: World, s: Session) {
  expect((await call(examRoutes.start, examInGroup(w), s.session)).status).toBe(200);
  const saved = await answerAs(t, w, s.session, {
    questionId: w.questionIds[0]!,
    answer: ['4'],
    timestamp: t.clock.now().getTime(),
  });
  expect(saved.status).toBe(200);
}

const attemptOf = async (w: World, s: Session) =>
  (await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.studentId, s.id))).find(
    (a) => a.examId === w.examId,
  )!;

/** As a node that marked the attempt submitted and stopped before scoring it would leave it. */
async function submittedUnscored(w: World, s: Session) {
  await answerRight(w, s);
  await t.ctx.db
    .update(examAttempts)
    .set({ submittedAt: t.clock.now() })
    .where(eq(examAttempts.id, (await attemptOf(w, s)).id));
  expect(await attemptOf(w, s)).toMatchObject({ scoredAt: null, marksObtained: null });
}

describe('scoring after the submit is answered', () => {
  it('scores every submit, and the staff see each result scored as soon as the submits are answered', async () => {
    const w = await liveExamWorld(t);
    const others = [await student(t, [w.groupId]), await student(t, [w.groupId])];
    for (const s of [w.me, ...others]) await answerRight(w, s);
    const submits = await Promise.all(
      [w.me, ...others].map((s) => call(examRoutes.submit, examInGroup(w), s.session)),
    );
    expect(submits.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(submits.map((r) => r.body.data.resultPublished)).toEqual([false, false, false]);
    const listed = await call(staffRoutes.listResults, { params: { examId: w.examId } }, w.admin);
    expect(listed.status).toBe(200);
    expect((listed.body.data as { marksObtained: number }[]).map((r) => r.marksObtained)).toEqual([2, 2, 2]);
    await examServices(t.ctx).scorer.drain();
    for (const s of [w.me, ...others])
      expect(await attemptOf(w, s)).toMatchObject({ marksObtained: 2, correct: 1 });
  });

  it('scores a result its node left unscored when the staff read the results', async () => {
    const w = await liveExamWorld(t);
    await submittedUnscored(w, w.me);
    const stats = await call(
      examResultsStaffRoutes.examStatistics,
      { params: { examId: w.examId } },
      w.admin,
    );
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({ count: 1, highest: 2 });
    expect(await attemptOf(w, w.me)).toMatchObject({ marksObtained: 2, correct: 1 });
  });

  it('scores a result its node left unscored when the student opens it', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    await submittedUnscored(w, w.me);
    const res = await call(examRoutes.result, examInGroup(w), w.me.session);
    expect(res.status).toBe(200);
    expect(res.body.data.examResult).toMatchObject({ marksObtained: 2, correct: 1 });
  });

  it('answers a live result that is not published without scoring first (a rush is not held up)', async () => {
    const w = await liveExamWorld(t);
    await submittedUnscored(w, w.me);
    const hidden = await call(examRoutes.result, examInGroup(w), w.me.session);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ code: 'notPublishedYet' });
    expect((await attemptOf(w, w.me)).scoredAt).toBeNull();
    // Once the group's results are out, opening it scores it and shows it.
    await publishGroup(t, w);
    const shown = await call(examRoutes.result, examInGroup(w), w.me.session);
    expect(shown.body.data.examResult).toMatchObject({ marksObtained: 2, correct: 1 });
  });

  it('scores a result left unscored when the student opens the scoreboard, and shows it with its marks in the totals', async () => {
    const w = await liveExamWorld(t);
    await answerRight(w, w.me);
    expect((await call(examRoutes.submit, examInGroup(w), w.me.session)).status).toBe(200);
    await publishGroup(t, w);
    const board = async () => {
      const res = await call(scoreboardRoutes.scoreboard, { query: {} }, w.me.session);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const shown = await board();
    expect(shown.results.examResult.map((r: { marksObtained: number }) => r.marksObtained)).toEqual([2]);
    expect(shown.analytics).toMatchObject({ totalExamCount: 1, totalMarksObtained: 2 });
    // Its figures are gone, as a node that re-submitted it and stopped before scoring would leave it.
    const attempt = await attemptOf(w, w.me);
    await t.ctx.db
      .update(examAttempts)
      .set({ scoredAt: null, marksObtained: null, passed: null })
      .where(eq(examAttempts.id, attempt.id));
    const again = await board();
    expect(again.results.examResult.map((r: { marksObtained: number }) => r.marksObtained)).toEqual([2]);
    expect(again.analytics).toEqual(shown.analytics);
    expect(await attemptOf(w, w.me)).toMatchObject({ marksObtained: 2, correct: 1 });
  });

  it('is swept by the periodic job once it is older than 30 s, and only then', async () => {
    const w = await liveExamWorld(t);
    await submittedUnscored(w, w.me);
    t.clock.advance(10_000);
    expect(await scoreLeftoverResults(t.ctx, 30_000)).toBe(0);
    expect((await attemptOf(w, w.me)).scoredAt).toBeNull();
    t.clock.advance(25_000);
    expect(await scoreLeftoverResults(t.ctx, 30_000)).toBeGreaterThanOrEqual(1);
    expect(await attemptOf(w, w.me)).toMatchObject({ marksObtained: 2, correct: 1 });
    expect(await scoreLeftoverResults(t.ctx, 30_000)).toBe(0);
  });
});
