import {
  accountRoutes,
  auditRoutes,
  examAuthoringRoutes,
  examRoutes,
  notificationRoutes,
  examResultsStaffRoutes as resultsRoutes,
  scoreboardRoutes,
  examStaffRoutes as staffRoutes,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { runRequestedRescores } from '../src/modules/exams/results/rescore-job';
import { caller, endWindow, examInGroup, liveExamWorld } from './exams-fixtures';
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
const satExam = (options: { publish?: boolean } = {}) => threeSitters(t, options);

/** A named changed result of an impact: marks, totals, passes and positions as [before, after]. */
function changedResult(
  w: World,
  name: string,
  [marksBefore, marksAfter]: number[],
  [totalBefore, totalAfter]: number[],
  [passedBefore, passedAfter]: boolean[],
  [from, to]: number[],
) {
  const sitter = w.sitters.find((s) => s.name === name)!;
  return {
    studentId: sitter.id,
    name,
    roll: sitter.roll,
    marksBefore,
    marksAfter,
    totalBefore,
    totalAfter,
    passedBefore,
    passedAfter,
    from,
    to,
  };
}

const examOf = (w: World) => ({ params: { examId: w.examId } });
const pointsPatch = (w: World, q2Point: number) => ({
  questions: [
    { questionId: w.questionIds[0]!, point: 2 },
    { questionId: w.questionIds[1]!, point: q2Point },
  ],
});

/** Each sitter's marks, total and merit position as the staff results list has them. */
async function standings(w: World) {
  const res = await call(staffRoutes.listResults, { ...examOf(w), query: {} }, w.admin);
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (res.body.data as { name: string; marksObtained: number; totalMarks: number; rank: number | null }[]).map(
      (r) => [r.name, [r.marksObtained, r.totalMarks, r.rank]],
    ),
  );
}

/** The messages of a student's notifications about the exam. */
async function notices(session: string) {
  const profile = await call(accountRoutes.profile, {}, session);
  return (profile.body.data.notifications as { notificationId: { message: string; info: { on: string } } }[])
    .map((n) => n.notificationId)
    .filter((n) => n.info.on === 'exam')
    .map((n) => n.message);
}

const CHANGED = 'Your result of "Physics live test" has changed.';

/** The audit entry of `action` on the exam whose body has `body`'s fields. */
async function auditEntries(admin: string, action: string, path: string, body: Record<string, unknown> = {}) {
  await auditWritesSettled(t.ctx);
  const log = await call(auditRoutes.listAudit, { query: {} }, admin);
  return (
    log.body.data.items as { action: string; path: string; before: unknown; after: unknown; body: unknown }[]
  ).filter(
    (e) =>
      e.action === action &&
      e.path.includes(path) &&
      Object.entries(body).every(([k, v]) => (e.body as Record<string, unknown>)?.[k] === v),
  );
}

async function auditEntry(admin: string, action: string, path: string, body: Record<string, unknown> = {}) {
  return (await auditEntries(admin, action, path, body))[0];
}

describe('changing the marks of a published exam', () => {
  let w: World;
  const before = { Asha: [1.75, 3, 1], Babul: [0.5, 3, 2], Chandra: [0, 3, 3] };
  beforeAll(async () => {
    w = await satExam();
  });

  it('previews the impact: results changed, positions moved, the largest rise and fall', async () => {
    const res = await call(staffRoutes.previewExamUpdate, { ...examOf(w), body: pointsPatch(w, 3) }, w.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // q2 at 3 marks: Asha 2 - 0.75 = 1.25, Babul -0.5 + 3 = 2.5, Chandra 0 (of 5 instead of 3)
    expect(res.body.data).toEqual({
      examId: w.examId,
      fields: ['questions'],
      results: 3,
      changed: 3,
      publishedChanged: 3,
      // Asha falls below the pass mark (40%), Babul reaches it
      passChanged: 2,
      positionsMoved: 2,
      largestRise: { studentId: w.sitters[1]!.id, name: 'Babul', from: 2, to: 1 },
      largestFall: { studentId: w.sitters[0]!.id, name: 'Asha', from: 1, to: 2 },
      // every changed result named, in merit order after the change
      changedResults: [
        changedResult(w, 'Babul', [0.5, 2.5], [3, 5], [false, true], [2, 1]),
        changedResult(w, 'Asha', [1.75, 1.25], [3, 5], [true, false], [1, 2]),
        changedResult(w, 'Chandra', [0, 0], [3, 5], [false, false], [3, 3]),
      ],
      needsConfirmation: true,
    });
    // a change scoring does not read re-scores nothing
    const title = await call(
      staffRoutes.previewExamUpdate,
      { ...examOf(w), body: { title: 'New' } },
      w.admin,
    );
    expect(title.body.data).toMatchObject({ fields: [], changed: 0, needsConfirmation: false });
    expect(await standings(w)).toEqual(before);
  });

  it('refuses a plain save with 409 naming what would change, and changes nothing', async () => {
    const res = await call(staffRoutes.updateExam, { ...examOf(w), body: pointsPatch(w, 3) }, w.admin);
    expect(res.status).toBe(409);
    expect(res.body.errors).toMatchObject({ title: 'Confirm the re-score', code: 'rescoreNotConfirmed' });
    expect(res.body.errors.message).toContain('3 of 3 results would change');
    expect(res.body.errors.message).toContain('largest rise: Babul from 2 to 1');
    expect(res.body.errors.message).toContain('largest fall: Asha from 1 to 2');
    const exam = await call(staffRoutes.getExam, examOf(w), w.admin);
    expect(exam.body.data.questions.map((q: { point: number }) => q.point)).toEqual([2, 1]);
    expect(await runRequestedRescores(t.ctx)).toBe(0);
    expect(await standings(w)).toEqual(before);
    // a change that touches no scoring setting needs no confirmation
    const title = await call(
      staffRoutes.updateExam,
      { ...examOf(w), body: { title: 'Physics live test' } },
      w.admin,
    );
    expect(title.status).toBe(200);
    await runRequestedRescores(t.ctx);
    expect(await standings(w)).toEqual(before);
    for (const s of w.sitters) expect(await notices(s.session)).not.toContain(CHANGED);
  });

  it('applies a confirmed save: re-scored, audited with before and after, the students told', async () => {
    const moderator = await staffSession(t.app, ['examModerator']);
    const res = await call(
      staffRoutes.updateExam,
      { ...examOf(w), body: { ...pointsPatch(w, 3), confirmRescore: true } },
      moderator,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.questions.map((q: { point: number }) => q.point)).toEqual([2, 3]);
    expect(await runRequestedRescores(t.ctx)).toBe(3);
    expect(await standings(w)).toEqual({ Asha: [1.25, 5, 2], Babul: [2.5, 5, 1], Chandra: [0, 5, 3] });
    const mine = await call(examRoutes.result, examInGroup(w), w.sitters[1]!.session);
    expect(mine.body.data.examResult).toMatchObject({ marksObtained: 2.5, rank: 1 });
    for (const s of w.sitters) expect(await notices(s.session)).toContain(CHANGED);

    const entry = await auditEntry(w.admin, 'updateExam', w.examId, { confirmRescore: true });
    expect(entry?.before).toMatchObject({ questions: [{ point: 2 }, { point: 1 }] });
    expect(entry?.after).toMatchObject({ questions: [{ point: 2 }, { point: 3 }] });

    // running the re-score again changes nothing and tells nobody twice
    await call(staffRoutes.queueRescore, examOf(w), w.admin);
    expect(await runRequestedRescores(t.ctx)).toBe(3);
    for (const s of w.sitters)
      expect((await notices(s.session)).filter((m) => m === CHANGED)).toHaveLength(1);
  });

  it('takes the same confirmed save sent again as done: nothing stored, re-scored, told or changed in the audit', async () => {
    const after = await standings(w);
    const version = (await call(staffRoutes.getExam, examOf(w), w.admin)).body.data.version;
    const again = await call(
      staffRoutes.updateExam,
      { ...examOf(w), body: { ...pointsPatch(w, 3), confirmRescore: true } },
      w.admin,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.version).toBe(version);
    expect(await runRequestedRescores(t.ctx)).toBe(0);
    expect(await standings(w)).toEqual(after);
    for (const s of w.sitters)
      expect((await notices(s.session)).filter((m) => m === CHANGED)).toHaveLength(1);
    // Two confirmed saves are logged; only the first changed the exam.
    const entries = await auditEntries(w.admin, 'updateExam', w.examId, { confirmRescore: true });
    expect(entries).toHaveLength(2);
    const changing = entries.filter((e) => JSON.stringify(e.before) !== JSON.stringify(e.after));
    expect(changing).toHaveLength(1);
  });
});

describe('an exam nobody has submitted', () => {
  it('takes a change of marks without confirmation', async () => {
    const w = await liveExamWorld(t, { questions });
    const preview = await call(
      staffRoutes.previewExamUpdate,
      { params: { examId: w.examId }, body: { passMark: 90 } },
      w.admin,
    );
    expect(preview.body.data).toMatchObject({ fields: ['passMark'], results: 0, needsConfirmation: false });
    const res = await call(
      staffRoutes.updateExam,
      {
        params: { examId: w.examId },
        body: { passMark: 90, questions: w.questionIds.map((questionId) => ({ questionId, point: 5 })) },
      },
      w.admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ passMark: 90, totalMarks: 10 });
  });
});

describe('a cut-marks change of a published group', () => {
  it('needs confirmation too', async () => {
    const w = await satExam();
    const params = { examId: w.examId, groupId: w.groupId };
    // The schedule form's preview: a mark off (never below 0) changes Asha's and Babul's results,
    // and Babul's 0 ties Chandra, who moves up to share his position.
    const preview = await call(
      examAuthoringRoutes.previewAssignmentUpdate,
      { params, body: { cutMarks: 1 } },
      w.admin,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({
      fields: ['cutMarks'],
      results: 3,
      changed: 2,
      publishedChanged: 2,
      positionsMoved: 1,
      needsConfirmation: true,
    });
    // A schedule change scoring does not read needs none.
    const duration = await call(
      examAuthoringRoutes.previewAssignmentUpdate,
      { params, body: { duration: 90 } },
      w.admin,
    );
    expect(duration.body.data).toMatchObject({ fields: [], needsConfirmation: false });
    const res = await call(staffRoutes.updateAssignment, { params, body: { cutMarks: 1 } }, w.admin);
    expect(res.status).toBe(409);
    expect(res.body.errors.code).toBe('rescoreNotConfirmed');
    const ok = await call(
      staffRoutes.updateAssignment,
      { params, body: { cutMarks: 1, confirmRescore: true } },
      w.admin,
    );
    expect(ok.status).toBe(200);
    await runRequestedRescores(t.ctx);
    expect((await standings(w)).Asha).toEqual([0.75, 3, 1]);
  });
});

describe('fixing a key after publishing', () => {
  it('asks first, then re-scores and tells only the students whose result changed', async () => {
    const w = await satExam();
    const key = { params: { examId: w.examId, questionId: w.questionIds[1]! } };
    const preview = await call(
      resultsRoutes.previewAnswerKeyFix,
      { ...key, body: { answer: ['c'] } },
      w.admin,
    );
    expect(preview.status).toBe(200);
    // Asha's 'c' becomes right (2 + 1 = 3), Babul's 'b' wrong (-0.5 - 0.25); Chandra answered nothing
    expect(preview.body.data).toMatchObject({
      fields: ['answerKey'],
      results: 3,
      changed: 2,
      publishedChanged: 2,
      positionsMoved: 2,
      largestRise: { name: 'Chandra', from: 3, to: 2 },
      largestFall: { name: 'Babul', from: 2, to: 3 },
      // Chandra moves up without a change of marks, so is not named
      changedResults: [
        changedResult(w, 'Asha', [1.75, 3], [3, 3], [true, true], [1, 1]),
        changedResult(w, 'Babul', [0.5, -0.75], [3, 3], [false, false], [2, 3]),
      ],
      needsConfirmation: true,
    });
    const refused = await call(resultsRoutes.fixAnswerKey, { ...key, body: { answer: ['c'] } }, w.admin);
    expect(refused.status).toBe(409);
    expect(refused.body.errors.message).toContain('2 of 3 results would change');
    expect(await runRequestedRescores(t.ctx)).toBe(0);
    expect(
      (await call(staffRoutes.getExam, { params: { examId: w.examId } }, w.admin)).body.data.questions[1]
        .answer,
    ).toEqual(['b']);

    const fixed = await call(
      resultsRoutes.fixAnswerKey,
      { ...key, body: { answer: ['c'], confirmRescore: true } },
      w.admin,
    );
    expect(fixed.status).toBe(200);
    await runRequestedRescores(t.ctx);
    expect(await standings(w)).toEqual({ Asha: [3, 3, 1], Babul: [-0.75, 3, 3], Chandra: [0, 3, 2] });
    const [asha, babul, chandra] = w.sitters;
    expect(await notices(asha!.session)).toContain(CHANGED);
    expect(await notices(babul!.session)).toContain(CHANGED);
    expect(await notices(chandra!.session)).not.toContain(CHANGED);
    const entry = await auditEntry(w.admin, 'fixAnswerKey', w.examId);
    expect(entry).toMatchObject({ before: { answer: ['b'] }, after: { before: ['b'], after: ['c'] } });

    // The same confirmed fix sent again changes nothing more: no re-score, no notice, the same results.
    const version = (await call(staffRoutes.getExam, examOf(w), w.admin)).body.data.version;
    const again = await call(
      resultsRoutes.fixAnswerKey,
      { ...key, body: { answer: ['c'], confirmRescore: true } },
      w.admin,
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ before: ['c'], after: ['c'] });
    expect(await runRequestedRescores(t.ctx)).toBe(0);
    expect((await call(staffRoutes.getExam, examOf(w), w.admin)).body.data.version).toBe(version);
    expect(await standings(w)).toEqual({ Asha: [3, 3, 1], Babul: [-0.75, 3, 3], Chandra: [0, 3, 2] });
    for (const s of [asha!, babul!])
      expect((await notices(s.session)).filter((m) => m === CHANGED)).toHaveLength(1);
    // Both are logged; the second's key before is its key after.
    const fixes = await auditEntries(w.admin, 'fixAnswerKey', w.examId);
    expect(fixes).toHaveLength(2);
    expect(
      fixes
        .map((e) =>
          JSON.stringify([(e.before as { answer: string[] }).answer, (e.after as { after: string[] }).after]),
        )
        .sort(),
    ).toEqual([JSON.stringify([['b'], ['c']]), JSON.stringify([['c'], ['c']])]);
  });
});

describe('publishing and unpublishing', () => {
  it('previews the publish with its counts, refused while a window is open', async () => {
    const w = await satExam({ publish: false });
    const preview = () =>
      call(staffRoutes.publishPreview, { params: { examId: w.examId }, query: { scope: 'exam' } }, w.admin);
    const open = await preview();
    expect(open.status).toBe(409);
    expect(open.body.errors.title).toBe('The exam is still open');
    await endWindow(t, w);
    expect((await preview()).body.data).toEqual({
      examId: w.examId,
      groupIds: [w.groupId],
      results: 3,
      students: 3,
      alreadyPublished: 0,
      unscored: 0,
    });
    // nothing was published by asking
    expect((await call(examRoutes.result, examInGroup(w), w.sitters[0]!.session)).body.data.code).toBe(
      'notPublishedYet',
    );
    await call(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { scope: 'exam' } },
      w.admin,
    );
    expect((await preview()).body.data).toMatchObject({ results: 0, students: 0, alreadyPublished: 3 });
  });

  it('hides published results as if never published, audited; publishing again works', async () => {
    const w = await satExam();
    const asha = w.sitters[0]!;
    const scoreboard = () => call(scoreboardRoutes.scoreboard, { query: {} }, asha.session);
    const neverPublished = await scoreboard();
    expect(neverPublished.body.data.results.examResult).toHaveLength(1);

    const res = await call(staffRoutes.unpublishResults, { params: { examId: w.examId } }, w.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ examId: w.examId, hidden: 3, groupIds: [w.groupId] });
    // Sent twice: the second hides nothing more.
    const twice = await call(staffRoutes.unpublishResults, { params: { examId: w.examId } }, w.admin);
    expect(twice.status, JSON.stringify(twice.body)).toBe(200);
    expect(twice.body.data.hidden).toBe(0);

    const result = await call(examRoutes.result, examInGroup(w), asha.session);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      code: 'notPublishedYet',
      title: 'The result is not published yet',
      message: 'You will see your result once it is published.',
    });
    const hidden = await scoreboard();
    expect(hidden.body.data.results.examResult).toEqual([]);
    expect(hidden.body.data.analytics.totalExamCount).toBe(0);
    // no merit figures left, as before any publish
    expect(await standings(w)).toEqual({
      Asha: [1.75, 3, null],
      Babul: [0.5, 3, null],
      Chandra: [0, 3, null],
    });
    const exam = await call(staffRoutes.getExam, { params: { examId: w.examId } }, w.admin);
    expect(exam.body.data.assignments[0].resultsPublishedAt).toBeNull();

    // Both calls are audited; the first hid the three results, the second nothing.
    const entries = await auditEntries(w.admin, 'unpublishResults', w.examId);
    expect(entries.map((e) => (e.after as { hidden: number }).hidden).sort()).toEqual([0, 3]);
    expect(entries.find((e) => (e.after as { hidden: number }).hidden === 3)?.after).toMatchObject({
      groupIds: [w.groupId],
    });

    const again = await call(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { scope: 'exam' } },
      w.admin,
    );
    expect(again.body.data).toMatchObject({ published: 3, notified: 3 });
    const shown = await call(examRoutes.result, examInGroup(w), asha.session);
    expect(shown.body.data.examResult).toMatchObject({ marksObtained: 1.75, rank: 1 });
    expect((await scoreboard()).body.data.results.examResult).toHaveLength(1);
  });

  it("withdraws the students' result notifications, so none leads to the hidden result; publishing again tells them anew", async () => {
    const w = await satExam();
    const asha = w.sitters[0]!;
    const PUBLISHED = 'The result of "Physics live test" has been published.';
    const WITHDRAWN =
      'The result of "Physics live test" was withdrawn for review. You will be told when it is published again.';
    /** Asha's result notifications, newest first: the message, whether it opens the result page, seen. */
    const resultNotices = async () => {
      const profile = await call(accountRoutes.profile, {}, asha.session);
      type Entry = {
        isSeen: boolean;
        notificationId: {
          _id: string;
          message: string;
          info: { on?: string; examResultId?: string; groupId?: string };
        };
      };
      const entries = profile.body.data.notifications as Entry[];
      return {
        first: entries[0]?.notificationId.message,
        results: entries
          .filter((e) => e.notificationId.info.on === 'exam' && e.notificationId.info.examResultId)
          .map((e) => ({
            id: e.notificationId._id,
            message: e.notificationId.message,
            opensResult: Boolean(e.notificationId.info.groupId),
            seen: e.isSeen,
          })),
      };
    };
    const published = (await resultNotices()).results;
    expect(published).toMatchObject([{ message: PUBLISHED, opensResult: true, seen: false }]);
    // Asha read it; then a change of marks told her that her result changed.
    const seen = await call(notificationRoutes.markSeen, { params: { id: published[0]!.id } }, asha.session);
    expect(seen.status).toBe(200);
    t.clock.advance(60_000);
    const edit = { ...pointsPatch(w, 3), confirmRescore: true };
    expect((await call(staffRoutes.updateExam, { ...examOf(w), body: edit }, w.admin)).status).toBe(200);
    await runRequestedRescores(t.ctx);
    const changed = (await resultNotices()).results;
    expect(changed.map((n) => n.message)).toEqual([CHANGED, PUBLISHED]);

    t.clock.advance(60_000);
    expect((await call(staffRoutes.unpublishResults, examOf(w), w.admin)).status).toBe(200);
    // One notice of the result is left: it says the result was withdrawn, leads to My Exams, and is
    // new again on top.
    const withdrawn = await resultNotices();
    expect(withdrawn).toEqual({
      first: WITHDRAWN,
      results: [{ id: changed[0]!.id, message: WITHDRAWN, opensResult: false, seen: false }],
    });
    for (const other of w.sitters.slice(1)) {
      const profile = await call(accountRoutes.profile, {}, other.session);
      const messages = profile.body.data.notifications.map(
        (e: { notificationId: { message: string } }) => e.notificationId.message,
      );
      expect(messages.filter((m: string) => m === WITHDRAWN)).toHaveLength(1);
      expect(messages).not.toContain(PUBLISHED);
      expect(messages).not.toContain(CHANGED);
    }
    // Sent twice: nothing more changes.
    expect((await call(staffRoutes.unpublishResults, examOf(w), w.admin)).status).toBe(200);
    expect(await resultNotices()).toEqual(withdrawn);

    // Published again: a new notice leads to the result; the withdrawn one stays as it is.
    t.clock.advance(60_000);
    await call(staffRoutes.publishResults, { ...examOf(w), body: { scope: 'exam' } }, w.admin);
    expect((await resultNotices()).results).toMatchObject([
      { message: PUBLISHED, opensResult: true, seen: false },
      { id: changed[0]!.id, message: WITHDRAWN, opensResult: false },
    ]);
  });

  it('refuses to unpublish a practice exam', async () => {
    const w = await liveExamWorld(t, { questions, exam: { isPracticeExam: true } });
    const res = await call(staffRoutes.unpublishResults, { params: { examId: w.examId } }, w.admin);
    expect(res.status).toBe(409);
    expect(res.body.errors.title).toBe('Practice results are always shown');
  });
});

describe('who may call, and bad input', () => {
  let w: Awaited<ReturnType<typeof liveExamWorld>>;
  beforeAll(async () => {
    w = await liveExamWorld(t, { questions });
  });

  it('refuses the roles the routes are not for', async () => {
    const [moderator, examiner, uploader] = await Promise.all(
      (['moderator', 'examiner', 'questionUploader'] as const).map((role) => staffSession(t.app, [role])),
    );
    const exam = { params: { examId: w.examId } };
    const key = { params: { examId: w.examId, questionId: w.questionIds[0]! }, body: { answer: ['4'] } };
    const cases = [
      [staffRoutes.previewExamUpdate, { ...exam, body: { passMark: 1 } }, [moderator, examiner, uploader]],
      [resultsRoutes.previewAnswerKeyFix, key, [moderator, examiner, uploader]],
      [staffRoutes.publishPreview, { ...exam, query: {} }, [examiner, uploader]],
      [staffRoutes.unpublishResults, exam, [examiner, uploader]],
      [
        examAuthoringRoutes.previewAssignmentUpdate,
        { params: { examId: w.examId, groupId: w.groupId }, body: { cutMarks: 1 } },
        [examiner, uploader],
      ],
    ] as const;
    for (const [route, input, refused] of cases) {
      for (const session of refused) expect((await call(route, input as never, session)).status).toBe(403);
      expect((await call(route, input as never, w.me.session)).status).toBe(403);
      expect((await call(route, input as never)).status).toBe(401);
    }
    // moderators publish: they may preview and unpublish
    expect((await call(staffRoutes.unpublishResults, exam, moderator)).status).toBe(200);
  });

  it('answers bad input with 400', async () => {
    const exam = { params: { examId: w.examId } };
    const bad = [
      await call(staffRoutes.previewExamUpdate, { ...exam, body: { passMark: 101 } }, w.admin),
      await call(staffRoutes.updateExam, { ...exam, body: { confirmRescore: 'yes' as never } }, w.admin),
      await call(staffRoutes.publishPreview, { ...exam, query: { scope: 'all' as never } }, w.admin),
      await call(staffRoutes.unpublishResults, { params: { examId: 'nope' } }, w.admin),
      await call(
        examAuthoringRoutes.previewAssignmentUpdate,
        { params: { examId: w.examId, groupId: w.groupId }, body: { cutMarks: -1 } },
        w.admin,
      ),
      await call(
        resultsRoutes.previewAnswerKeyFix,
        { params: { examId: w.examId, questionId: w.questionIds[0]! }, body: { answer: ['9'] } },
        w.admin,
      ),
    ];
    for (const res of bad) expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(bad[1]!.body.errors.message).toContain('confirmRescore');
  });
});
