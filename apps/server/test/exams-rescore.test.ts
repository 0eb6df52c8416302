import { accountRoutes, examRoutes, examStaffRoutes as staffRoutes } from '@lms/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAssignments, examAttempts, exams, questions } from '../src/db/schema';
import { loadExam } from '../src/modules/exams/exam-cache';
import { examServices } from '../src/modules/exams/exam-services';
import { submitDueAttempts } from '../src/modules/exams/results/auto-submit';
import { runRequestedRescores } from '../src/modules/exams/results/rescore-job';
import {
  claimRescore,
  finishRescore,
  renewRescore,
} from '../src/modules/exams/results/rescore-queue-repository';
import { scoreAttempt } from '../src/modules/exams/results/score-attempt';
import { answerAs, caller, endWindow, examInGroup, liveExamWorld, MINUTE, student } from './exams-fixtures';
import { staffSession } from './support/factories';
import { createTestApp, onPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  api = caller(t);
});
afterAll(async () => {
  await t.close();
});

type Session = { session: string; id: string };
type World = Awaited<ReturnType<typeof liveExamWorld>>;

/** Starts, answers the MCQ (`4` is right) and, unless told not to, the paragraph, then submits. */
async function sit(w: World, s: Session, mcq: string, paragraph?: string) {
  await call(examRoutes.start, examInGroup(w), s.session);
  const answer = (questionId: string, value: string) =>
    answerAs(t, w, s.session, {
      questionId,
      answer: [value],
      timestamp: t.clock.now().getTime(),
    });
  expect((await answer(w.questionIds[0]!, mcq)).status).toBe(200);
  if (paragraph) expect((await answer(w.questionIds[4]!, paragraph)).status).toBe(200);
  const done = await call(examRoutes.submit, examInGroup(w), s.session);
  expect(done.status).toBe(200);
  // Scoring follows the submit's answer: these tests read and change the database behind the API.
  await examServices(t.ctx).scorer.drain();
  return done.body.data;
}

/** The student's result notifications (newest first). */
async function resultNotices(s: Session) {
  const profile = await call(accountRoutes.profile, {}, s.session);
  expect(profile.status).toBe(200);
  return (
    profile.body.data.notifications as {
      notificationId: { message: string; info: { on: string; examResultId?: string } };
    }[]
  )
    .map((n) => n.notificationId)
    .filter((n) => n.info.on === 'exam' && n.info.examResultId);
}

/** The result (`data.examResult`), or the notPublishedYet answer (`data`). */
const result = (w: World, s: Session) =>
  call(examRoutes.result, examInGroup(w), s.session).then((r) => r.body.data.examResult ?? r.body.data);
const publish = (w: World) =>
  api(staffRoutes.publishResults, { params: { examId: w.examId }, body: { groupId: w.groupId } }, w.admin);
const attemptOf = async (w: World, s: Session) =>
  (await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.studentId, s.id))).find(
    (a) => a.examId === w.examId,
  )!;
/**
 * As if the group's results were published in the instant a result was being scored: the group is
 * published, that result is not, and nobody was told.
 */
const publishedWhileScoring = (w: World) =>
  t.ctx.db
    .update(examAssignments)
    .set({ resultsPublishedAt: t.clock.now() })
    .where(and(eq(examAssignments.examId, w.examId), eq(examAssignments.groupId, w.groupId)));

describe('results that become visible after their group was published', () => {
  it('tell a student who submits late, once, as publishing does', async () => {
    const w = await liveExamWorld(t);
    await sit(w, w.me, '4');
    const late = await student(t, [w.groupId]);
    await call(examRoutes.start, examInGroup(w), late.session);
    await endWindow(t, w);
    expect((await publish(w)).body.data).toMatchObject({ published: 1, notified: 1 });
    expect(await resultNotices(w.me)).toHaveLength(1);

    // started before the window's end, with time left: submitted after the publish
    const submitted = await sit(w, late, '4');
    expect(submitted.resultPublished).toBe(true);
    const mine = await result(w, late);
    expect(mine.rank).toBe(1);
    const notices = await resultNotices(late);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'notification',
      message: 'The result of "Physics live test" has been published.',
      info: {
        on: 'exam',
        id: w.examId,
        title: 'Physics live test',
        isPracticeExam: false,
        examResultId: mine._id,
        groupId: w.groupId,
      },
    });
    // submitting again, or publishing the group again, tells nobody twice
    expect((await call(examRoutes.submit, examInGroup(w), late.session)).status).toBe(200);
    expect((await publish(w)).body.data).toMatchObject({ published: 0, notified: 0 });
    expect(await resultNotices(late)).toHaveLength(1);
    expect(await resultNotices(w.me)).toHaveLength(1);
  });

  it('tell a student whose attempt the auto-submit job submits', async () => {
    const w = await liveExamWorld(t, { schedule: { duration: 20 } });
    const started = t.clock.now().getTime();
    const away = await student(t, [w.groupId]);
    await call(examRoutes.start, examInGroup(w), away.session);
    await answerAs(t, w, away.session, {
      questionId: w.questionIds[0]!,
      answer: ['4'],
    });
    await sit(w, w.me, '5');
    await endWindow(t, w);
    await publish(w);
    expect(await resultNotices(away)).toHaveLength(0);
    t.clock.set(new Date(started + 20 * MINUTE + t.ctx.config.EXAM_OFFLINE_GRACE_SECONDS * 1000 + 1000));
    try {
      expect(await submitDueAttempts(t.ctx)).toBeGreaterThanOrEqual(1);
      const notices = await resultNotices(away);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.info).toMatchObject({ id: w.examId, examResultId: (await attemptOf(w, away)).id });
      expect((await result(w, away)).rank).toBe(1);
      expect(await submitDueAttempts(t.ctx)).toBe(0);
      expect(await resultNotices(away)).toHaveLength(1);
    } finally {
      t.clock.set(new Date(started));
    }
  });

  it('tell a student when marking publishes the result, and that marking changed a published one', async () => {
    const w = await liveExamWorld(t);
    const b = await student(t, [w.groupId]);
    await sit(w, w.me, '4', 'Light makes sugar');
    await sit(w, b, '4', 'Chlorophyll');
    await endWindow(t, w);
    await api(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { studentIds: [w.me.id] } },
      w.admin,
    );
    await publishedWhileScoring(w);
    expect(await resultNotices(w.me)).toHaveLength(1);
    const examiner = await staffSession(t.app, ['examiner']);
    const mark = async (s: Session, marks: number) => {
      const params = {
        examId: w.examId,
        attemptId: (await attemptOf(w, s)).id,
        questionId: w.questionIds[4]!,
      };
      const res = await api(staffRoutes.markAnswer, { params, body: { marks } }, examiner);
      expect(res.status).toBe(200);
    };
    // an already visible result: marked, scored again, and the student told it changed
    await mark(w.me, 4);
    const told = (await resultNotices(w.me)).map((n) => n.message);
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining([
        expect.stringContaining('has changed'),
        expect.stringContaining('has been published'),
      ]),
    );
    expect((await result(w, w.me)).marksObtained).toBe(6);

    // b's result missed its group's publish (scored in that instant): the marking publishes it
    expect((await result(w, b)).code).toBe('notPublishedYet');
    await mark(b, 5);
    expect(await result(w, b)).toMatchObject({ marksObtained: 7, pending: 0, rank: 1 });
    expect(await resultNotices(b)).toHaveLength(1);
    await mark(b, 3);
    expect(await resultNotices(b)).toHaveLength(2);
    expect((await result(w, w.me)).rank).toBe(1);
  });

  // A second connection holds the scoring open: PostgreSQL only (PGlite has one connection).
  it.runIf(onPostgres)('are not missed by a group publish made while they are being scored', async () => {
    const w = await liveExamWorld(t);
    await call(examRoutes.start, examInGroup(w), w.me.session);
    await answerAs(t, w, w.me.session, {
      questionId: w.questionIds[0]!,
      answer: ['4'],
      timestamp: t.clock.now().getTime(),
    });
    const attemptId = (await attemptOf(w, w.me)).id;
    await endWindow(t, w);
    const exam = (await loadExam(t.ctx.db, w.examId))!;
    let publishing: Promise<{ body: { data: { published: number; notified: number } } }> | undefined;
    let settled = false;
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(examAttempts).set({ submittedAt: t.clock.now() }).where(eq(examAttempts.id, attemptId));
      const outcome = await scoreAttempt(tx, exam, attemptId, t.clock.now());
      expect(outcome.published).toBe(false); // the group was not published when this scoring read it
      publishing = publish(w).then((res) => {
        settled = true;
        return res;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false); // the publish waits for the scoring to end
    });
    expect((await publishing!).body.data).toMatchObject({ published: 1, notified: 1 });
    expect((await result(w, w.me)).rank).toBe(1);
    expect(await resultNotices(w.me)).toHaveLength(1);
  });

  it('do not announce practice results, shown at once as before', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    const submitted = await sit(w, w.me, '4');
    expect(submitted.resultPublished).toBe(true);
    expect(await resultNotices(w.me)).toHaveLength(0);
  });
});

describe('re-scoring', () => {
  it('never scores with a key this node has not seen yet (changed on another node a moment ago)', async () => {
    const w = await liveExamWorld(t);
    await call(examRoutes.start, examInGroup(w), w.me.session); // cached here
    // another node changes the key: the database moves on, this node's cache does not know yet
    await t.ctx.db
      .update(questions)
      .set({ answer: ['5'] })
      .where(eq(questions.id, w.questionIds[0]!));
    await t.ctx.db
      .update(exams)
      .set({ version: sql`${exams.version} + 1` })
      .where(eq(exams.id, w.examId));
    const cache = examServices(t.ctx).exams;
    const before = await cache.get(w.examId);
    await sit(w, w.me, '5');
    expect((await attemptOf(w, w.me)).marksObtained).toBe(2);
    // and the scoring that met the newer exam refreshed this node's copy at once, not 5 s later
    const after = await cache.get(w.examId);
    expect(after!.version).toBe(before!.version + 1);
    expect(after!.questionById.get(w.questionIds[0]!)!.answer).toEqual(['5']);
  });

  it('is queued by a key change and run by the job, which re-scores and re-ranks', async () => {
    await runRequestedRescores(t.ctx); // what other tests left queued
    const w = await liveExamWorld(t);
    const b = await student(t, [w.groupId]);
    await sit(w, w.me, '4'); // 2
    await sit(w, b, '5'); // -0.5
    const status = () => api(staffRoutes.rescoreStatus, { params: { examId: w.examId } }, w.admin);
    expect((await status()).body.data).toMatchObject({ state: 'idle', pending: false, requestedAt: null });

    // Before the results are published, a key changed in the bank re-scores the exam (once published,
    // an edit makes a new version of the question and the exam keeps the one it used); it changes
    // scored results, so it is confirmed (question-bank-rescore.test.ts).
    const fixed = await api(
      staffRoutes.updateQuestion,
      { params: { questionId: w.questionIds[0]! }, body: { answer: ['5'], confirmRescore: true } },
      w.admin,
    );
    expect(fixed.status).toBe(200);
    // the staff answer came back before any scoring: the stored results are the old ones
    expect((await attemptOf(w, w.me)).marksObtained).toBe(2);
    expect((await attemptOf(w, b)).marksObtained).toBe(-0.5);
    expect((await status()).body.data).toMatchObject({
      examId: w.examId,
      state: 'queued',
      pending: true,
      requestedAt: t.clock.now().toISOString(),
      startedAt: null,
    });

    expect(await runRequestedRescores(t.ctx)).toBe(2);
    expect((await status()).body.data).toMatchObject({ state: 'idle', pending: false });
    await endWindow(t, w);
    await publish(w);
    expect(await result(w, b)).toMatchObject({ marksObtained: 2, rank: 1 });
    expect(await result(w, w.me)).toMatchObject({ marksObtained: -0.5, rank: 2 });
    expect(await resultNotices(w.me)).toHaveLength(1);
    expect(await resultNotices(b)).toHaveLength(1);
    expect(await runRequestedRescores(t.ctx)).toBe(0);

    // a change of cut marks queues one too
    const cut = await api(
      staffRoutes.updateAssignment,
      {
        params: { examId: w.examId, groupId: w.groupId },
        body: {
          cutMarks: 1,
          // results are published: the change is confirmed (exams-edit-after-publish.test.ts)
          confirmRescore: true,
        },
      },
      w.admin,
    );
    expect(cut.status).toBe(200);
    expect((await status()).body.data.state).toBe('queued');
    expect(await runRequestedRescores(t.ctx)).toBe(2);
    expect((await result(w, b)).marksObtained).toBe(1);
  });

  it('carries the answers that chose an option when the option is reworded before publishing', async () => {
    await runRequestedRescores(t.ctx); // what other tests left queued
    const w = await liveExamWorld(t);
    const b = await student(t, [w.groupId]);
    await sit(w, w.me, '4'); // right: 2
    await sit(w, b, '3'); // wrong: -0.5
    const stored = async (s: Session) => {
      const rows = await t.ctx.db.execute(
        sql`select a.answer from exam_answers a join exam_attempts t on t.id = a.attempt_id
            where t.student_id = ${s.id} and a.question_id = ${w.questionIds[0]!}`,
      );
      return (rows as unknown as { rows: { answer: string[] }[] }).rows[0]!.answer;
    };
    const edit = async (options: string[], answer: string[]) => {
      const res = await api(
        staffRoutes.updateQuestion,
        { params: { questionId: w.questionIds[0]! }, body: { options, answer } },
        w.admin,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await runRequestedRescores(t.ctx);
    };

    // '4' reworded to 'four' (still the key): the answer that chose it follows, and stays right.
    await edit(['3', 'four', '5', '6'], ['four']);
    expect(await stored(w.me)).toEqual(['four']);
    expect(await stored(b)).toEqual(['3']);
    expect((await attemptOf(w, w.me)).marksObtained).toBe(2);
    expect((await attemptOf(w, b)).marksObtained).toBe(-0.5);

    // Options only moved: no answer changes.
    await edit(['6', 'four', '3', '5'], ['four']);
    expect(await stored(w.me)).toEqual(['four']);
    expect(await stored(b)).toEqual(['3']);
    expect((await attemptOf(w, w.me)).marksObtained).toBe(2);

    await endWindow(t, w);
    expect((await publish(w)).status).toBe(200);
    expect(await result(w, w.me)).toMatchObject({ marksObtained: 2, correct: 1 });
  });

  it('publishes, and announces once, a result of a published group that had missed it', async () => {
    const w = await liveExamWorld(t);
    await sit(w, w.me, '4');
    await publishedWhileScoring(w);
    expect((await result(w, w.me)).code).toBe('notPublishedYet');
    const queued = await api(staffRoutes.queueRescore, { params: { examId: w.examId } }, w.admin);
    expect(queued.status).toBe(202);
    await runRequestedRescores(t.ctx);
    expect((await result(w, w.me)).rank).toBe(1);
    expect(await resultNotices(w.me)).toHaveLength(1);
    await api(staffRoutes.queueRescore, { params: { examId: w.examId } }, w.admin);
    await runRequestedRescores(t.ctx);
    expect(await resultNotices(w.me)).toHaveLength(1);
  });

  it('answers the staff request at once and shows the state; a request during a run makes another run', async () => {
    await runRequestedRescores(t.ctx);
    const w = await liveExamWorld(t);
    await sit(w, w.me, '5');
    const exam = { params: { examId: w.examId } };
    const queue = () => api(staffRoutes.queueRescore, exam, w.admin);
    const status = () => api(staffRoutes.rescoreStatus, exam, w.admin);
    const queued = await queue();
    expect(queued.status).toBe(202);
    expect(queued.body.data).toMatchObject({ examId: w.examId, state: 'queued', pending: true });

    const claim = (await claimRescore(t.ctx.db, t.ctx.now()))!;
    expect(claim.examId).toBe(w.examId);
    const running = (await status()).body.data;
    expect(running).toMatchObject({
      state: 'running',
      pending: true,
      startedAt: t.clock.now().toISOString(),
    });
    // while it runs, nobody else can take it
    expect(await claimRescore(t.ctx.db, t.ctx.now())).toBeNull();
    expect(await runRequestedRescores(t.ctx)).toBe(0);
    // asked again meanwhile: the run ends, but the request stays for one more run
    expect((await queue()).body.data.state).toBe('running');
    expect(await finishRescore(t.ctx.db, claim)).toBe(false);
    expect((await status()).body.data.state).toBe('queued');
    expect(await runRequestedRescores(t.ctx)).toBe(1);
    expect((await status()).body.data.state).toBe('idle');
  });

  it('is scored once by two job runners at once, and taken over when a run stopped', async () => {
    await runRequestedRescores(t.ctx);
    const w = await liveExamWorld(t);
    for (const s of [w.me, await student(t, [w.groupId]), await student(t, [w.groupId])])
      await sit(w, s, '4');
    await api(staffRoutes.queueRescore, { params: { examId: w.examId } }, w.admin);
    const [x, y] = await Promise.all([runRequestedRescores(t.ctx), runRequestedRescores(t.ctx)]);
    expect(x + y).toBe(3);
    expect([x, y]).toContain(0);

    // a run whose node stopped keeps the request until its lease runs out, then another run takes it
    await api(staffRoutes.queueRescore, { params: { examId: w.examId } }, w.admin);
    const stopped = (await claimRescore(t.ctx.db, t.ctx.now()))!;
    expect(await runRequestedRescores(t.ctx)).toBe(0);
    const now = t.clock.now();
    t.clock.advance(3 * MINUTE);
    try {
      expect(await runRequestedRescores(t.ctx)).toBe(3);
      expect(await renewRescore(t.ctx.db, stopped, t.ctx.now())).toBe(false);
      expect(
        (await api(staffRoutes.rescoreStatus, { params: { examId: w.examId } }, w.admin)).body.data.state,
      ).toBe('idle');
    } finally {
      t.clock.set(now);
    }
  });

  it('refuses callers without the role, and bad or unknown exams', async () => {
    const w = await liveExamWorld(t);
    const exam = { examId: w.examId };
    const post = staffRoutes.queueRescore;
    const get = staffRoutes.rescoreStatus;
    const examiner = await staffSession(t.app, ['examiner']);
    const moderator = await staffSession(t.app, ['moderator']);
    const uploader = await staffSession(t.app, ['questionUploader']);
    const cases: [string | undefined, typeof post | typeof get, { examId: string }, number][] = [
      [undefined, post, exam, 401],
      [undefined, get, exam, 401],
      [w.me.session, post, exam, 403],
      [w.me.session, get, exam, 403],
      [examiner, post, exam, 403],
      [moderator, post, exam, 403],
      [uploader, get, exam, 403],
      [w.admin, post, { examId: 'not-a-uuid' }, 400],
      [w.admin, get, { examId: 'not-a-uuid' }, 400],
      [w.admin, post, { examId: crypto.randomUUID() }, 404],
      [w.admin, get, { examId: crypto.randomUUID() }, 404],
      [examiner, get, exam, 200],
      [moderator, get, exam, 200],
    ];
    for (const [session, route, params, status] of cases) {
      expect((await api(route, { params }, session)).status, `${route.method} ${params.examId}`).toBe(status);
    }
    const examModerator = await staffSession(t.app, ['examModerator']);
    expect((await api(post, { params: exam }, examModerator)).status).toBe(202);
  });
});
