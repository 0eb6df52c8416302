import {
  auditRoutes,
  examRoutes,
  examMarkingRoutes as marking,
  type RouteInput,
  examResultsStaffRoutes as resultsRoutes,
  examStaffRoutes as staffRoutes,
} from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts } from '../src/db/schema';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { examServices } from '../src/modules/exams/exam-services';
import { runRequestedRescores } from '../src/modules/exams/results/rescore-job';
import { listNotifications } from '../src/modules/notifications/list-notifications';
import { answerAs, caller, examInGroup, liveExamWorld, publishGroup, student } from './exams-fixtures';
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

type World = Awaited<ReturnType<typeof liveExamWorld>>;
type Session = { session: string; id: string };
type Override = RouteInput<typeof marking.overrideMarks>['body'];

// sampleQuestions: MCQ (2 marks, '4' is right), checkbox (2), MCA (3), short answer, paragraph;
// a wrong answer loses a quarter of the question's marks.
const MCQ = 0;
const CHECKBOX = 1;
const MCA = 2;
const SHORT = 3;

/** Answers the MCQ and the checkbox (the others are skipped), then submits. */
async function sit(w: World, s: Session, mcq: string, checkbox: string[]) {
  await call(examRoutes.start, examInGroup(w), s.session);
  for (const [index, answer] of [
    [MCQ, [mcq]],
    [CHECKBOX, checkbox],
  ] as const) {
    const res = await answerAs(t, w, s.session, {
      questionId: w.questionIds[index]!,
      answer: [...answer],
      timestamp: t.clock.now().getTime(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  expect((await call(examRoutes.submit, examInGroup(w), s.session)).status).toBe(200);
  await examServices(t.ctx).scorer.drain();
}

describe("overriding the key's marks on an auto-marked answer", () => {
  let w: World;
  let other: Session;
  let examiner: string;
  const attempts = new Map<string, string>();

  const marksOf = async (s: Session) =>
    (await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.studentId, s.id)))[0]!.marksObtained;
  const override = (s: Session, questionIndex: number, body: Override, session = examiner) =>
    call(
      marking.overrideMarks,
      {
        params: {
          examId: w.examId,
          attemptId: attempts.get(s.id)!,
          questionId: w.questionIds[questionIndex]!,
        },
        body,
      },
      session,
    );

  beforeAll(async () => {
    w = await liveExamWorld(t, { exam: { title: 'Override test' } });
    other = await student(t, [w.groupId]);
    examiner = await staffSession(t.app, ['examiner']);
    await sit(w, w.me, '3', ['2', '3']); // -0.5 + 2 = 1.5
    await sit(w, other, '4', ['2', '3']); // 2 + 2 = 4
    for (const s of [w.me, other]) {
      const [row] = await t.ctx.db.select().from(examAttempts).where(eq(examAttempts.studentId, s.id));
      attempts.set(s.id, row!.id);
    }
    expect(await marksOf(w.me)).toBe(1.5);
  });

  it('refuses bad input with a clear 400 and callers who may not mark with 403', async () => {
    const noReason = await override(w.me, MCQ, { marks: 1, reason: '' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toMatch(/reason/);
    expect((await override(w.me, MCQ, { marks: 1, reason: 'no' })).status).toBe(400);
    const high = await override(w.me, MCQ, { marks: 2.5, reason: 'Two keys were right' });
    expect(high.status).toBe(400);
    expect(high.body.errors.title).toBe('Marks out of range');
    expect((await override(w.me, MCQ, { marks: -1, reason: 'Too harsh a key' })).status).toBe(400);
    const written = await override(w.me, SHORT, { marks: 1, reason: 'Written answer' });
    expect(written.status).toBe(400);
    expect(written.body.errors.title).toBe('Cannot override these marks');
    const skipped = await override(w.me, MCA, { marks: 1, reason: 'Never answered' });
    expect(skipped.status).toBe(400);
    expect(skipped.body.errors.detail ?? JSON.stringify(skipped.body)).toMatch(/did not answer/);

    const elsewhere = await liveExamWorld(t);
    const notInExam = await call(
      marking.overrideMarks,
      {
        params: {
          examId: elsewhere.examId,
          attemptId: attempts.get(w.me.id)!,
          questionId: elsewhere.questionIds[0]!,
        },
        body: { marks: 1, reason: 'Wrong exam' },
      },
      examiner,
    );
    expect(notInExam.status).toBe(404);

    for (const roles of [['mentor'], ['questionUploader'], ['accountant']] as const) {
      const denied = await override(
        w.me,
        MCQ,
        { marks: 1, reason: 'Not mine to give' },
        await staffSession(t.app, [...roles]),
      );
      expect(denied.status).toBe(403);
    }
    expect(await marksOf(w.me)).toBe(1.5);
  });

  it('wins over the key, survives a key fix and its re-score, and clearing it gives the key back', async () => {
    const set = await override(w.me, MCQ, { marks: 1.5, reason: 'The question was ambiguous' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({
      studentId: w.me.id,
      override: { marks: 1.5, reason: 'The question was ambiguous', by: { name: 'Staff' } },
      marksObtained: 3.5,
    });
    // sent twice, it takes effect once: who and when stay the first call's
    const again = await override(w.me, MCQ, { marks: 1.5, reason: 'The question was ambiguous' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(set.body.data);

    // the staff's result view shows the override with its reason
    const view = await call(
      resultsRoutes.studentResult,
      { params: { examId: w.examId, studentId: w.me.id } },
      w.admin,
    );
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    const answered = (
      view.body.data.answers as { questionId: { _id: string }; marks: number; override?: unknown }[]
    ).find((a) => a.questionId._id === w.questionIds[MCQ]);
    expect(answered).toMatchObject({
      marks: 1.5,
      override: { marks: 1.5, reason: 'The question was ambiguous', by: 'Staff' },
    });
    // when it was given, as the wire gives times
    const at = (answered as { override: { at: string } }).override.at;
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.now() - Date.parse(at))).toBeLessThan(60_000);

    // the key is fixed: '3' is right now; every attempt is scored again, the override still wins
    const fixed = await call(
      staffRoutes.updateQuestion,
      { params: { questionId: w.questionIds[MCQ]! }, body: { answer: ['3'], confirmRescore: true } },
      w.admin,
    );
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    await runRequestedRescores(t.ctx);
    expect(await marksOf(w.me)).toBe(3.5);
    expect(await marksOf(other)).toBe(1.5); // -0.5 + 2

    // cleared: the key decides again (now right)
    const cleared = await override(w.me, MCQ, { marks: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data).toMatchObject({ override: null, marksObtained: 4 });

    // a negative override down to what a wrong answer loses
    const negative = await override(other, CHECKBOX, { marks: -0.5, reason: 'Copied from a neighbour' });
    expect(negative.body.data.marksObtained).toBe(-1);

    await auditWritesSettled(t.ctx);
    const audit = await call(auditRoutes.listAudit, { query: { section: 'exam marking' } as never }, w.admin);
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const entries = (
      audit.body.data.items as { action: string; status: number; before: unknown; after: unknown }[]
    ).filter((e) => e.action === 'overrideMarks' && e.status === 200);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          before: expect.objectContaining({ override: null, marksObtained: 1.5 }),
          after: expect.objectContaining({
            override: expect.objectContaining({ marks: 1.5, reason: 'The question was ambiguous' }),
            marksObtained: 3.5,
          }),
        }),
        expect.objectContaining({
          before: expect.objectContaining({
            override: expect.objectContaining({ marks: 1.5 }),
            marksObtained: 3.5,
          }),
          after: expect.objectContaining({ override: null, marksObtained: 4 }),
        }),
      ]),
    );
  });

  it('changes a published result at once and tells its student once', async () => {
    await publishGroup(t, w);
    const changed = async () =>
      (await listNotifications(t.ctx.db, other.id)).filter((n) =>
        n.notificationId.message.endsWith('has changed.'),
      );
    const before = (await changed()).length;
    const res = await override(other, MCQ, { marks: 2, reason: 'Both options were right' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.marksObtained).toBe(1.5); // 2 - 0.5
    const published = await call(examRoutes.result, examInGroup(w), other.session);
    expect(published.body.data.examResult).toMatchObject({ marksObtained: 1.5 });
    expect(published.body.data.examResult.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          marks: 2,
          override: expect.objectContaining({ reason: 'Both options were right' }),
        }),
      ]),
    );
    expect((await changed()).length).toBe(before + 1);
    // sent again: nothing changes, nobody is told again
    expect((await override(other, MCQ, { marks: 2, reason: 'Both options were right' })).status).toBe(200);
    expect((await changed()).length).toBe(before + 1);
  });
});
