import {
  auditRoutes,
  questionBankRoutes as bankRoutes,
  examRoutes,
  examStaffRoutes as staffRoutes,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { examServices } from '../src/modules/exams/exam-services';
import { runRequestedRescores } from '../src/modules/exams/results/rescore-job';
import {
  addExam,
  addQuestions,
  assign,
  caller,
  examInGroup,
  liveExamWorld,
  MINUTE,
  publishGroup,
  sitByTitle,
  student,
} from './exams-fixtures';
import { staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// A bank question's change reaches the exams that follow it (those without published results): when
// it would change a scored result there, it goes through the same preview and confirmation as an
// exam edit, and exams with published results keep their frozen copy.
let t: TestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(async () => {
  await t.close();
});

const SUM = 'What is 2 + 2?';
const CAPITAL = 'Capital of Bangladesh?';

/**
 * A question used by three exams, each sat: a live exam not published (two students, one right, one
 * wrong), a live exam published (one student), and a practice exam (one student, shown at once).
 */
async function questionInThreeExams() {
  const w = await liveExamWorld(t, {
    exam: { title: 'Unpublished live', negativeMarkPerQuestion: 0 },
    questions: [
      { type: 'MCQ', title: SUM, options: ['3', '4', '5'], answer: ['4'], point: 2 },
      { type: 'MCQ', title: CAPITAL, options: ['Dhaka', 'Khulna'], answer: ['Dhaka'], point: 2 },
    ],
  });
  const [sumId, capitalId] = w.questionIds as [string, string];
  const other = await student(t, [w.groupId]);
  await sitByTitle(t, w, w.me.session, { [SUM]: ['4'], [CAPITAL]: ['Dhaka'] });
  await sitByTitle(t, w, other.session, { [SUM]: ['5'], [CAPITAL]: ['Dhaka'] });

  const exam = async (title: string, isPracticeExam: boolean) => {
    const examId = await addExam(t, w.admin, {
      title,
      isPracticeExam,
      questions: [{ questionId: sumId }, { questionId: capitalId }],
    });
    const now = t.clock.now().getTime();
    await assign(t, w.admin, examId, {
      groupId: w.groupId,
      startsAt: new Date(now - MINUTE).toISOString(),
      endsAt: new Date(now + 120 * MINUTE).toISOString(),
      duration: 60,
    });
    const e = { examId, groupId: w.groupId, admin: w.admin };
    await sitByTitle(t, e, w.me.session, { [SUM]: ['4'], [CAPITAL]: ['Dhaka'] });
    return e;
  };
  const published = await exam('Published live', false);
  const practice = await exam('Practice', true);
  await examServices(t.ctx).scorer.drain();
  await publishGroup(t, published);
  await runRequestedRescores(t.ctx);
  return { w, other, sumId, published, practice };
}

const marksOf = async (e: { examId: string; admin: string }) =>
  Object.fromEntries(
    (await api(staffRoutes.listResults, { params: { examId: e.examId }, query: {} }, e.admin)).body.data.map(
      (r: { studentId: string; marksObtained: number }) => [r.studentId, r.marksObtained],
    ),
  );

describe('a bank question changed under exams with results', () => {
  it('is refused unconfirmed with the impact on each following exam, applied once confirmed; published exams keep their copy', async () => {
    const { w, other, sumId, published, practice } = await questionInThreeExams();
    const moderator = await staffSession(t.app, ['examModerator']);
    const params = { questionId: sumId };
    const before = {
      live: await marksOf(w),
      published: await marksOf(published),
      practice: await marksOf(practice),
    };
    expect(before.live).toEqual({ [w.me.id]: 4, [other.id]: 2 });

    // The preview: the key moves to 5; the unpublished exam and the practice exam would change.
    const preview = await api(
      bankRoutes.previewQuestionUpdate,
      { params, body: { answer: ['5'] } },
      moderator,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const impacts = Object.fromEntries(
      preview.body.data.exams.map((e: { title: string }) => [e.title, e] as const),
    );
    expect(Object.keys(impacts).sort()).toEqual(['Practice', 'Unpublished live']);
    expect(impacts['Unpublished live']).toMatchObject({
      examId: w.examId,
      results: 2,
      changed: 2,
      publishedChanged: 0,
      needsConfirmation: true,
    });
    // A practice result is shown as it is scored: its student would be told.
    expect(impacts.Practice).toMatchObject({ results: 1, changed: 1, publishedChanged: 1 });
    expect(preview.body.data.needsConfirmation).toBe(true);

    // Saved without confirming: 409 naming each exam, nothing stored, nothing queued.
    const refused = await api(staffRoutes.updateQuestion, { params, body: { answer: ['5'] } }, moderator);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toMatchObject({ code: 'rescoreNotConfirmed' });
    expect(refused.body.errors.message).toContain('"Unpublished live": 2 of 2 results would change');
    expect(refused.body.errors.message).toContain('"Practice": 1 of 1 results would change (1 published');
    const stored = await api(staffRoutes.getQuestion, { params }, moderator);
    expect(stored.body.data.answer).toEqual(['4']);
    expect(await runRequestedRescores(t.ctx)).toBe(0);
    expect(await marksOf(w)).toEqual(before.live);

    // A change scoring does not read needs no confirmation, and previews no exam.
    const retitled = { title: 'What is two plus two?' };
    const quiet = await api(bankRoutes.previewQuestionUpdate, { params, body: retitled }, moderator);
    expect(quiet.body.data).toEqual({ exams: [], needsConfirmation: false });
    expect((await api(staffRoutes.updateQuestion, { params, body: retitled }, moderator)).status).toBe(200);

    // Confirmed: applied, the following exams scored again, the published exam left as it was.
    const confirmed = await api(
      staffRoutes.updateQuestion,
      { params, body: { answer: ['5'], confirmRescore: true } },
      moderator,
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await runRequestedRescores(t.ctx);
    expect(await marksOf(w)).toEqual({ [w.me.id]: 2, [other.id]: 4 });
    expect(await marksOf(practice)).toEqual({ [w.me.id]: 2 });
    expect(await marksOf(published)).toEqual(before.published);
    const mine = await api(examRoutes.result, examInGroup(published), w.me.session);
    expect(mine.body.data.examResult).toMatchObject({ marksObtained: 4 });

    // The audit log has the confirmed save with the question before and after.
    await auditWritesSettled(t.ctx);
    const audit = await api(
      auditRoutes.listAudit,
      { query: { section: 'staff exams', limit: 200 } as never },
      w.admin,
    );
    const saves = audit.body.data.items.filter(
      (e: { path: string; status: number }) => e.path.endsWith(sumId) && e.status === 200,
    );
    const entry = saves.find(
      (e: { body: { confirmRescore?: boolean } | null }) => e.body?.confirmRescore === true,
    );
    expect(entry).toMatchObject({ before: { answer: ['4'] }, after: { answer: ['5'] } });
  });

  it('refuses a bad change with 400 and an unknown question with 404 in the preview, as the save does', async () => {
    const moderator = await staffSession(t.app, ['examModerator']);
    const [sumId = ''] = await addQuestions(t, moderator, [
      { type: 'MCQ', title: SUM, options: ['3', '4', '5'], answer: ['4'], point: 2 },
    ]);
    const bad = await api(
      bankRoutes.previewQuestionUpdate,
      { params: { questionId: sumId }, body: { answer: ['7'] } },
      moderator,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.message).toMatch(/key|answer|option/i);
    const missing = await api(
      bankRoutes.previewQuestionUpdate,
      { params: { questionId: crypto.randomUUID() }, body: { chapter: 'x' } },
      moderator,
    );
    expect(missing.status).toBe(404);
  });
});
