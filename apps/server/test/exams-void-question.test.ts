import {
  accountRoutes,
  auditRoutes,
  examRoutes,
  examResultsStaffRoutes as resultsRoutes,
  examStaffRoutes as staffRoutes,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { runRequestedRescores } from '../src/modules/exams/results/rescore-job';
import { caller, examInGroup, liveExamWorld } from './exams-fixtures';
import { type ThreeSittersWorld, threeSitters, twoQuestions } from './exams-three-sitters';
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

const questions = twoQuestions;
type World = ThreeSittersWorld;
const satExam = () => threeSitters(t);

const voidOf = (w: World, index: number) => ({
  params: { examId: w.examId, questionId: w.questionIds[index]! },
});
const sitter = (w: World, name: string) => w.sitters.find((s) => s.name === name)!;

/** Each sitter's marks, total, merit position and pass as the staff results list has them. */
async function standings(w: World) {
  const res = await call(staffRoutes.listResults, { params: { examId: w.examId }, query: {} }, w.admin);
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (
      res.body.data as {
        name: string;
        marksObtained: number;
        totalMarks: number;
        rank: number | null;
        passed: boolean;
      }[]
    ).map((r) => [r.name, [r.marksObtained, r.totalMarks, r.rank, r.passed]]),
  );
}

const CHANGED = 'Your result of "Physics live test" has changed.';

/** How many times the student was told their result changed. */
async function changedNotices(session: string) {
  const profile = await call(accountRoutes.profile, {}, session);
  return (profile.body.data.notifications as { notificationId: { message: string } }[]).filter(
    (n) => n.notificationId.message === CHANGED,
  ).length;
}

/** The audit entries of voids of the exam. */
async function voidEntries(w: World) {
  await auditWritesSettled(t.ctx);
  const log = await call(auditRoutes.listAudit, { query: {} }, w.admin);
  return (log.body.data.items as { action: string; path: string; before: unknown; after: unknown }[]).filter(
    (e) => e.action === 'voidQuestion' && e.path.includes(w.examId),
  );
}

const version = async (w: World) =>
  (await call(staffRoutes.getExam, { params: { examId: w.examId } }, w.admin)).body.data.version as number;

describe('dropping a question from the total', () => {
  it('previews, asks, re-scores with the smaller total, tells the students, once; undone the same way', async () => {
    const w = await satExam();
    const before = {
      Asha: [1.75, 3, 1, true],
      Babul: [0.5, 3, 2, false],
      Chandra: [0, 3, 3, false],
    };
    expect(await standings(w)).toEqual(before);

    const preview = await call(
      resultsRoutes.previewQuestionVoid,
      { ...voidOf(w, 0), body: { kind: 'dropped' } },
      w.admin,
    );
    expect(preview.status).toBe(200);
    // out of 1: Asha -0.25 fails, Babul 1 passes, Chandra 0
    expect(preview.body.data).toMatchObject({
      fields: ['voided'],
      results: 3,
      changed: 3,
      publishedChanged: 3,
      passChanged: 2,
      positionsMoved: 3,
      largestFall: { name: 'Asha', from: 1, to: 3 },
      needsConfirmation: true,
    });
    expect(
      preview.body.data.changedResults.map((r: { name: string; marksAfter: number; totalAfter: number }) => [
        r.name,
        r.marksAfter,
        r.totalAfter,
      ]),
    ).toEqual([
      ['Babul', 1, 1],
      ['Chandra', 0, 1],
      ['Asha', -0.25, 1],
    ]);
    expect(preview.body.data.changedResults[0]).toMatchObject({
      studentId: sitter(w, 'Babul').id,
      roll: sitter(w, 'Babul').roll,
      passedBefore: false,
      passedAfter: true,
    });

    // unconfirmed: refused, nothing stored
    const refused = await call(
      resultsRoutes.voidQuestion,
      { ...voidOf(w, 0), body: { kind: 'dropped' } },
      w.admin,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toMatchObject({ code: 'rescoreNotConfirmed' });
    expect(refused.body.errors.message).toContain('3 of 3 results would change');
    expect(await runRequestedRescores(t.ctx)).toBe(0);

    const voided = await call(
      resultsRoutes.voidQuestion,
      { ...voidOf(w, 0), body: { kind: 'dropped', confirmRescore: true } },
      w.admin,
    );
    expect(voided.status).toBe(200);
    expect(voided.body.data).toMatchObject({ before: null, after: 'dropped', rescore: { pending: true } });
    expect(await runRequestedRescores(t.ctx)).toBe(3);
    const after = {
      Asha: [-0.25, 1, 3, false],
      Babul: [1, 1, 1, true],
      Chandra: [0, 1, 2, false],
    };
    expect(await standings(w)).toEqual(after);
    for (const s of w.sitters) expect(await changedNotices(s.session)).toBe(1);

    // The student's result: the smaller total, the question shown as voided, not wrong.
    const mine = (await call(examRoutes.result, examInGroup(w), sitter(w, 'Asha').session)).body.data
      .examResult;
    expect(mine).toMatchObject({
      marksObtained: -0.25,
      totalMarks: 1,
      passed: false,
      correct: 0,
      incorrect: 1,
    });
    expect(mine.examId.totalMarks).toBe(1);
    const q1 = mine.answers.find(
      (a: { questionId: { _id: string } }) => a.questionId._id === w.questionIds[0],
    );
    expect(q1).toMatchObject({ marks: 0, negativeMarks: 0, questionId: { voided: 'dropped' } });
    const q2 = mine.answers.find(
      (a: { questionId: { _id: string } }) => a.questionId._id === w.questionIds[1],
    );
    expect(q2.questionId.voided).toBeUndefined();

    // Item analysis keeps the answers' figures and marks the question voided.
    const items = (
      await call(resultsRoutes.itemAnalysis, { params: { examId: w.examId }, query: {} }, w.admin)
    ).body.data.items;
    expect(items.map((i: { voided: string | null; correct: number }) => [i.voided, i.correct])).toEqual([
      ['dropped', 1],
      [null, 1],
    ]);

    // The same void sent again: nothing stored, no re-score, nobody told again.
    const v = await version(w);
    const again = await call(
      resultsRoutes.voidQuestion,
      { ...voidOf(w, 0), body: { kind: 'dropped', confirmRescore: true } },
      w.admin,
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ before: 'dropped', after: 'dropped' });
    expect(await runRequestedRescores(t.ctx)).toBe(0);
    expect(await version(w)).toBe(v);
    for (const s of w.sitters) expect(await changedNotices(s.session)).toBe(1);

    // Undone the same way: previewed, confirmed, the results as they were.
    const undoPreview = await call(
      resultsRoutes.previewQuestionVoid,
      { ...voidOf(w, 0), body: { kind: null } },
      w.admin,
    );
    expect(undoPreview.body.data).toMatchObject({ changed: 3, needsConfirmation: true });
    const undone = await call(
      resultsRoutes.voidQuestion,
      { ...voidOf(w, 0), body: { kind: null, confirmRescore: true } },
      w.admin,
    );
    expect(undone.body.data).toMatchObject({ before: 'dropped', after: null });
    expect(await runRequestedRescores(t.ctx)).toBe(3);
    expect(await standings(w)).toEqual(before);
    for (const s of w.sitters) expect(await changedNotices(s.session)).toBe(2);

    // Audited with before and after, each call once (the clock stands still: in no given order).
    const entries = await voidEntries(w);
    const row = (before: string | null, after: string | null) => JSON.stringify([before, after]);
    expect(
      entries
        .map((e) => {
          const before = e.before as { questionId: string; voided: string | null };
          expect(before.questionId).toBe(w.questionIds[0]);
          return row(before.voided, (e.after as { after: string | null }).after);
        })
        .sort(),
    ).toEqual([row(null, 'dropped'), row('dropped', 'dropped'), row('dropped', null)].sort());
  });
});

describe('giving everyone the marks of a question', () => {
  it('gives its full marks to every attempt, skipped included, and shows it voided', async () => {
    const w = await satExam();
    const preview = await call(
      resultsRoutes.previewQuestionVoid,
      { ...voidOf(w, 1), body: { kind: 'fullMarks' } },
      w.admin,
    );
    // Asha 2 + 1 = 3, Chandra 0 + 1 = 1 (33%: still fails), Babul already had it right
    expect(preview.body.data).toMatchObject({
      changed: 2,
      passChanged: 0,
      positionsMoved: 2,
      largestRise: { name: 'Chandra', from: 3, to: 2 },
      largestFall: { name: 'Babul', from: 2, to: 3 },
    });
    expect(
      preview.body.data.changedResults.map((r: { name: string; marksBefore: number; marksAfter: number }) => [
        r.name,
        r.marksBefore,
        r.marksAfter,
      ]),
    ).toEqual([
      ['Asha', 1.75, 3],
      ['Chandra', 0, 1],
    ]);
    const voided = await call(
      resultsRoutes.voidQuestion,
      { ...voidOf(w, 1), body: { kind: 'fullMarks', confirmRescore: true } },
      w.admin,
    );
    expect(voided.status).toBe(200);
    expect(await runRequestedRescores(t.ctx)).toBe(3);
    expect(await standings(w)).toEqual({
      Asha: [3, 3, 1, true],
      Babul: [0.5, 3, 3, false],
      Chandra: [1, 3, 2, false],
    });
    expect(await changedNotices(sitter(w, 'Asha').session)).toBe(1);
    expect(await changedNotices(sitter(w, 'Babul').session)).toBe(0);
    expect(await changedNotices(sitter(w, 'Chandra').session)).toBe(1);
    const chandra = (await call(examRoutes.result, examInGroup(w), sitter(w, 'Chandra').session)).body.data
      .examResult;
    expect(chandra).toMatchObject({ marksObtained: 1, totalMarks: 3, skipped: 1, correct: 0 });
    const q2 = chandra.answers.find(
      (a: { questionId: { _id: string } }) => a.questionId._id === w.questionIds[1],
    );
    expect(q2.questionId.voided).toBe('fullMarks');
  });
});

describe('who may void, and what', () => {
  it('refuses callers without the role, bad kinds and questions not on the paper', async () => {
    const w = await satExam();
    const other = await liveExamWorld(t, { questions });
    const examiner = await staffSession(t.app, ['examiner']);
    const moderator = await staffSession(t.app, ['moderator']);
    const examModerator = await staffSession(t.app, ['examModerator']);
    const put = resultsRoutes.voidQuestion;
    const post = resultsRoutes.previewQuestionVoid;
    const q = (questionId: string, examId = w.examId) => ({ examId, questionId });
    const good = { kind: 'fullMarks' as const };
    const cases: [
      string | undefined,
      typeof put | typeof post,
      { examId: string; questionId: string },
      unknown,
      number,
    ][] = [
      [undefined, put, q(w.questionIds[1]!), good, 401],
      [undefined, post, q(w.questionIds[1]!), good, 401],
      [w.sitters[0]!.session, put, q(w.questionIds[1]!), good, 403],
      [examiner, put, q(w.questionIds[1]!), good, 403],
      [examiner, post, q(w.questionIds[1]!), good, 403],
      [moderator, put, q(w.questionIds[1]!), good, 403],
      [w.admin, put, q(w.questionIds[1]!), { kind: 'half' }, 400],
      [w.admin, put, q(w.questionIds[1]!), {}, 400],
      [w.admin, post, q(w.questionIds[1]!), { kind: 'void' }, 400],
      [w.admin, put, q('not-a-uuid'), good, 400],
      // a question of another exam, or none at all: not on this paper
      [w.admin, put, q(other.questionIds[0]!), good, 400],
      [w.admin, post, q(crypto.randomUUID()), good, 400],
      [w.admin, put, q(w.questionIds[1]!, crypto.randomUUID()), good, 404],
    ];
    for (const [session, route, params, body, status] of cases) {
      const res = await call(route, { params, body: body as never }, session);
      expect(res.status, `${route.method} ${JSON.stringify(body)} ${params.questionId}`).toBe(status);
    }
    const notOnPaper = await call(put, { params: q(other.questionIds[0]!), body: good }, w.admin);
    expect(notOnPaper.body.errors).toMatchObject({
      title: 'This exam has no such question',
      message: 'Only a question on the paper can be voided.',
    });
    expect(await runRequestedRescores(t.ctx)).toBe(0);
    // an exam moderator may, once confirmed
    expect((await call(post, { params: q(w.questionIds[1]!), body: good }, examModerator)).status).toBe(200);
    const done = await call(
      put,
      { params: q(w.questionIds[1]!), body: { ...good, confirmRescore: true } },
      examModerator,
    );
    expect(done.status).toBe(200);
    expect(await runRequestedRescores(t.ctx)).toBe(3);
  });
});
