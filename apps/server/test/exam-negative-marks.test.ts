import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NegativeMarkingMode } from '@lms/domain';
import { examRoutes, examStaffRoutes } from '@lms/domain/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams } from '../src/db/schema';
import { runRequestedRescores } from '../src/modules/exams/results/rescore-job';
import { addExam, caller, examInGroup, liveExamWorld, sitByTitle } from './exams-fixtures';
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

const mcq = { type: 'MCQ' as const, options: ['3', '4', '5'], answer: ['4'], point: 2 };

/**
 * A practice exam of two MCQs (2 marks each) set as `marking`: the first question carries its own
 * negative marks (0.7) in the bank, the second none. The student answers both wrongly.
 */
async function sitTwoWrong(marking: {
  negativeMarking?: NegativeMarkingMode;
  negativeMarkPerQuestion?: number;
}) {
  const w = await liveExamWorld(t, {
    exam: { isPracticeExam: true, negativeMarkPerQuestion: undefined, ...marking },
    questions: [
      { ...mcq, title: 'Own mark', negativeMark: 0.7 },
      { ...mcq, title: 'No own mark' },
    ],
  });
  const paper = await sitByTitle(t, w, w.me.session, { 'Own mark': ['3'], 'No own mark': ['3'] });
  return { w, paper, ...(await resultOf(w)) };
}

/** The student's result: the totals and each question's entry by title. */
async function resultOf(w: Awaited<ReturnType<typeof liveExamWorld>>) {
  const res = await call(examRoutes.result, examInGroup(w), w.me.session);
  expect(res.status).toBe(200);
  const result = res.body.data.examResult;
  const byTitle = new Map(
    result.answers.map((a: { questionId: { title: string } }) => [a.questionId.title, a]),
  );
  return { result, ownMark: byTitle.get('Own mark'), noOwnMark: byTitle.get('No own mark') };
}

describe('the exam decides negative marking', () => {
  it('none: a wrong answer loses nothing, even on a question with its own negative marks', async () => {
    const { result, ownMark, noOwnMark, paper } = await sitTwoWrong({ negativeMarking: 'none' });
    expect(ownMark).toMatchObject({ marks: 0, negativeMarks: 0 });
    expect(noOwnMark).toMatchObject({ marks: 0, negativeMarks: 0 });
    expect(result).toMatchObject({ marksObtained: 0, negativeMarks: 0, totalMarks: 4 });
    expect(paper).toMatchObject({ negativeMarkPerQuestion: 0 });
  });

  it('an exam sent with a fraction of 0 and no mode has none (the old "0 for none")', async () => {
    const { result } = await sitTwoWrong({ negativeMarkPerQuestion: 0 });
    expect(result).toMatchObject({ marksObtained: 0, negativeMarks: 0 });
  });

  it("fraction: every wrong answer loses the fraction of its question's marks, own marks ignored", async () => {
    const { result, ownMark, noOwnMark, paper } = await sitTwoWrong({
      negativeMarking: 'fraction',
      negativeMarkPerQuestion: 0.25,
    });
    expect(ownMark).toMatchObject({ marks: -0.5, negativeMarks: -0.5 });
    expect(noOwnMark).toMatchObject({ marks: -0.5, negativeMarks: -0.5 });
    expect(result).toMatchObject({ marksObtained: -1, negativeMarks: -1 });
    expect(paper).toMatchObject({ negativeMarkPerQuestion: 0.25 });
  });

  it("questionMarks: each question's own negative marks, nothing from a question without them", async () => {
    const { result, ownMark, noOwnMark, paper } = await sitTwoWrong({ negativeMarking: 'questionMarks' });
    expect(ownMark).toMatchObject({ marks: -0.7, negativeMarks: -0.7 });
    expect(noOwnMark).toMatchObject({ marks: 0, negativeMarks: 0 });
    expect(result).toMatchObject({ marksObtained: -0.7, negativeMarks: -0.7 });
    expect(paper).toMatchObject({ negativeMarkPerQuestion: 0 });
  });

  it('changing the mode of a scored exam scores it again, and the staff view says the new mode', async () => {
    const { w, result } = await sitTwoWrong({ negativeMarking: 'none' });
    expect(result.marksObtained).toBe(0);
    const changed = await call(
      examStaffRoutes.updateExam,
      { params: { examId: w.examId }, body: { negativeMarking: 'questionMarks', confirmRescore: true } },
      w.admin,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ negativeMarking: 'questionMarks', negativeMarkPerQuestion: 0 });
    expect(await runRequestedRescores(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await resultOf(w)).result).toMatchObject({ marksObtained: -0.7, negativeMarks: -0.7 });

    const toFraction = await call(
      examStaffRoutes.updateExam,
      {
        params: { examId: w.examId },
        body: { negativeMarking: 'fraction', negativeMarkPerQuestion: 0.5, confirmRescore: true },
      },
      w.admin,
    );
    expect(toFraction.status).toBe(200);
    await runRequestedRescores(t.ctx);
    expect((await resultOf(w)).result).toMatchObject({ marksObtained: -2, negativeMarks: -2 });
  });

  it('refuses a fraction out of range, a fraction mode without one, a fraction with another mode, an unknown mode', async () => {
    const w = await liveExamWorld(t, { questions: [{ ...mcq, title: 'Q' }] });
    const patch = (body: Record<string, unknown>) =>
      call(examStaffRoutes.updateExam, { params: { examId: w.examId }, body: body as never }, w.admin);
    for (const [body, text] of [
      [{ negativeMarkPerQuestion: 1.5 }, 'between 0 and 1'],
      [{ negativeMarkPerQuestion: -0.25 }, 'between 0 and 1'],
      [{ negativeMarking: 'fraction', negativeMarkPerQuestion: 0 }, 'above 0'],
      [{ negativeMarking: 'none', negativeMarkPerQuestion: 0.25 }, 'takes no negativeMarkPerQuestion'],
      [{ negativeMarking: 'half' }, 'negativeMarking'],
    ] as const) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(text);
    }
    const created = await call(
      examStaffRoutes.createExam,
      { body: { title: 'No fraction', passMark: 40, negativeMarking: 'fraction', questions: [] } },
      w.admin,
    );
    expect(created.status).toBe(400);
    // nothing changed: still the fraction it was made with
    const view = await call(examStaffRoutes.getExam, { params: { examId: w.examId } }, w.admin);
    expect(view.body.data).toMatchObject({ negativeMarking: 'fraction', negativeMarkPerQuestion: 0.25 });
    // a student may not change it
    expect((await patch({ negativeMarking: 'none' })).status).toBe(200);
    const denied = await call(
      examStaffRoutes.updateExam,
      { params: { examId: w.examId }, body: { negativeMarking: 'fraction', negativeMarkPerQuestion: 1 } },
      w.me.session,
    );
    expect([401, 403]).toContain(denied.status);
  });
});

describe('migration 0510 gives each existing exam the mode it was scored by', () => {
  it('own marks without a fraction or on every question: questionMarks; none: fraction or none; mixed: fraction', async () => {
    const admin = (await liveExamWorld(t, { questions: [{ ...mcq, title: 'seed' }] })).admin;
    const ids = await (async () => {
      const own = await call(
        examStaffRoutes.createQuestion,
        { body: { ...mcq, title: 'Own', negativeMark: 0.5 } },
        admin,
      );
      const plain = await call(examStaffRoutes.createQuestion, { body: { ...mcq, title: 'Plain' } }, admin);
      return { own: own.body.data._id as string, plain: plain.body.data._id as string };
    })();
    const make = (questionIds: string[], fraction: number) =>
      addExam(t, admin, {
        title: 'Before 0510',
        negativeMarkPerQuestion: fraction,
        questions: questionIds.map((questionId) => ({ questionId })),
      });
    const cases = [
      { id: await make([ids.own, ids.plain], 0), mode: 'questionMarks', fraction: 0 },
      { id: await make([ids.own], 0.25), mode: 'questionMarks', fraction: 0 },
      { id: await make([ids.plain], 0.25), mode: 'fraction', fraction: 0.25 },
      { id: await make([ids.plain], 0), mode: 'none', fraction: 0 },
      { id: await make([], 0), mode: 'none', fraction: 0 },
      { id: await make([ids.own, ids.plain], 0.25), mode: 'fraction', fraction: 0.25 },
    ];
    // as the exams were stored before 0510: the fraction only
    for (const c of cases)
      await t.ctx.db.update(exams).set({ negativeMarking: 'none' }).where(eq(exams.id, c.id));
    const migration = readFileSync(
      join(import.meta.dirname, '../src/db/migrations/0510_exam_negative_marking.sql'),
      'utf8',
    );
    const mapping = migration.split('--> statement-breakpoint').at(-1)!;
    await t.ctx.db.execute(sql.raw(mapping));
    for (const c of cases) {
      const [row] = await t.ctx.db.select().from(exams).where(eq(exams.id, c.id));
      expect({ mode: row!.negativeMarking, fraction: row!.negativeMarkPerQuestion }, c.id).toEqual({
        mode: c.mode,
        fraction: c.fraction,
      });
    }
  });
});
