import { accountRoutes, examRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts } from '../src/db/schema';
import { examServices } from '../src/modules/exams/exam-services';
import { startAutoSubmitJob, submitDueAttempts } from '../src/modules/exams/results/auto-submit';
import {
  answerAs,
  caller,
  examInGroup,
  liveExamWorld,
  MINUTE,
  publishGroup,
  type Sitter,
  startedSitters,
} from './exams-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  // The job runs every second here (its own test starts it); the others call a run directly.
  t = await createTestApp({ EXAM_AUTO_SUBMIT_SECONDS: '1' });
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});
// Each test moves the clock past its attempts' deadlines; the next one starts from the real time.
afterEach(() => {
  t.clock.set(new Date());
});

type World = Awaited<ReturnType<typeof liveExamWorld>>;

/**
 * A live exam of 20 minutes and `count` students of its group who started it and answered the MCQ
 * (right unless `wrong` says so for their index); the group's results published when asked; then the
 * clock past their deadline and the offline grace: their attempts are due.
 */
async function dueSitting(
  count: number,
  options: { wrong?: (index: number) => boolean; publish?: boolean } = {},
) {
  const w = await liveExamWorld(t, { schedule: { duration: 20 } });
  const startedAt = t.clock.now().getTime();
  const sitters = await startedSitters(t, w, count);
  for (const [i, s] of sitters.entries()) await answer(w, s, !options.wrong?.(i));
  if (options.publish) await publishGroup(t, w);
  const deadline = startedAt + 20 * MINUTE;
  t.clock.set(new Date(deadline + t.ctx.config.EXAM_OFFLINE_GRACE_SECONDS * 1000 + 1000));
  return { w, sitters, deadline };
}

/** Answers the MCQ right (`4`, 2 marks) or wrong (`3`, a negative mark of -0.5). */
async function answer(w: World, s: Sitter, right: boolean) {
  const saved = await answerAs(t, w, s.session, {
    questionId: w.questionIds[0]!,
    answer: [right ? '4' : '3'],
    timestamp: t.clock.now().getTime(),
  });
  expect(saved.status).toBe(200);
}

const attemptsOf = (w: World) =>
  t.ctx.db.select().from(examAttempts).where(eq(examAttempts.examId, w.examId));

/** The student's result notifications. */
async function resultNotices(session: string) {
  const profile = await call(accountRoutes.profile, {}, session);
  expect(profile.status).toBe(200);
  return (profile.body.data.notifications as { notificationId: { info: { examResultId?: string } } }[])
    .map((n) => n.notificationId)
    .filter((n) => n.info.examResultId);
}

async function waitFor<T>(find: () => T | undefined, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the auto-submit job', () => {
  it('submits every due attempt at its deadline, and each is scored, ranked and its student told when its run ends', async () => {
    const { w, sitters, deadline } = await dueSitting(5, { wrong: (i) => i >= 3, publish: true });
    const job = startAutoSubmitJob(t.ctx, t.app.log);
    try {
      const line = await waitFor(() => t.logs.find((l) => l.msg === 'exam attempts auto-submitted'), 10_000);
      // Read as soon as the run is logged: its scoring is then over, not merely started.
      const rows = await attemptsOf(w);
      expect(line).toMatchObject({ submitted: 5, ms: expect.any(Number) });
      expect(rows).toHaveLength(5);
      for (const row of rows) {
        expect(row.autoSubmitted).toBe(true);
        expect(row.submittedAt?.getTime()).toBe(deadline);
        expect(row.scoredAt).not.toBeNull();
        expect(row.publishedAt).not.toBeNull();
      }
      const marks = rows.map((r) => r.marksObtained).sort((a, b) => b! - a!);
      expect(marks).toEqual([2, 2, 2, -0.5, -0.5]);
      const rankOf = (r: (typeof rows)[number]) => (r.marksObtained === 2 ? 1 : 4);
      for (const row of rows) expect(row.rank).toBe(rankOf(row));
    } finally {
      await job.stop();
    }
    for (const s of sitters) expect(await resultNotices(s.session)).toHaveLength(1);
  });

  it('does not submit twice an attempt its student submits while the job runs', async () => {
    const { w, sitters, deadline } = await dueSitting(7);
    // Three submits are sent before the run and three after; each of those attempts goes to whichever
    // comes first. The seventh student does not submit: the job surely takes that one.
    const submit = (s: Sitter) => call(examRoutes.submit, examInGroup(w), s.session);
    const [early, late] = [sitters.slice(0, 3), sitters.slice(3, 6)];
    const [before, submitted, after] = await Promise.all([
      Promise.all(early.map(submit)),
      submitDueAttempts(t.ctx),
      Promise.all(late.map(submit)),
    ]);
    expect([...before, ...after].map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await attemptsOf(w);
    // The job counts exactly the attempts it marked, and no student's submit marked them again.
    expect(submitted).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.autoSubmitted)).toHaveLength(submitted);
    for (const row of rows) {
      expect(row.submittedAt?.getTime()).toBe(deadline);
      expect(row).toMatchObject({ marksObtained: 2, correct: 1 });
    }
    expect(await submitDueAttempts(t.ctx)).toBe(0);
    // A submit that read its attempt open just before the job took it, arriving once the job has
    // committed: it is answered as submitted already, and the attempt stays as the job left it.
    const exam = (await examServices(t.ctx).exams.get(w.examId))!;
    for (const row of rows.filter((r) => r.autoSubmitted))
      expect(await examServices(t.ctx).submits.submit(exam, row.id, new Date(deadline))).toBeNull();
    expect((await attemptsOf(w)).filter((r) => r.autoSubmitted)).toHaveLength(submitted);
  });

  it('lets a result be read with its score and merit position right after the job submitted it', async () => {
    const { w, sitters, deadline } = await dueSitting(2, { wrong: (i) => i === 1, publish: true });
    const [me, other] = sitters as [Sitter, Sitter];
    expect(await submitDueAttempts(t.ctx)).toBe(2);
    const res = await call(examRoutes.result, examInGroup(w), me.session);
    expect(res.status).toBe(200);
    expect(res.body.data.examResult).toMatchObject({
      marksObtained: 2,
      correct: 1,
      rank: 1,
      submittedAt: new Date(deadline).toISOString(),
    });
    const theirs = await call(examRoutes.result, examInGroup(w), other.session);
    expect(theirs.body.data.examResult).toMatchObject({ marksObtained: -0.5, incorrect: 1, rank: 2 });
  });

  it('takes, round after round, more due attempts than one round holds', async () => {
    const { w, deadline } = await dueSitting(7);
    expect(await submitDueAttempts(t.ctx, { round: 3 })).toBe(7);
    const rows = await attemptsOf(w);
    expect(rows.filter((r) => r.autoSubmitted && r.submittedAt?.getTime() === deadline)).toHaveLength(7);
    expect(rows.filter((r) => r.scoredAt !== null && r.marksObtained === 2)).toHaveLength(7);
    expect(await submitDueAttempts(t.ctx, { round: 3 })).toBe(0);
  });
});
