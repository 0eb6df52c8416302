import { examRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, examInGroup, liveExamWorld } from './exams-fixtures';
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

const own = { type: 'MCQ' as const, options: ['3', '4', '5'], answer: ['4'], point: 2 };

/** A practice exam of two MCQs (2 marks each): the first with its own negative mark, the second without. */
async function sitTwoWrong(negativeMarkPerQuestion: number) {
  const w = await liveExamWorld(t, {
    exam: { isPracticeExam: true, negativeMarkPerQuestion },
    questions: [
      { ...own, title: 'Own mark', negativeMark: 0.7 },
      { ...own, title: 'Exam setting' },
    ],
  });
  const paper = (await call(examRoutes.paper, examInGroup(w), w.me.session)).body.data;
  for (const q of paper.questions) {
    const res = await call(
      examRoutes.addAnswer,
      {
        ...examInGroup(w),
        query: { isLive: 'true' },
        body: { questionId: q._id, answer: ['3'], timestamp: t.clock.now().getTime(), extra: [] },
      },
      w.me.session,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  expect((await call(examRoutes.submit, examInGroup(w), w.me.session)).status).toBe(200);
  const res = await call(examRoutes.result, examInGroup(w), w.me.session);
  expect(res.status).toBe(200);
  const result = res.body.data.examResult;
  const byTitle = new Map(
    result.answers.map((a: { questionId: { title: string } }) => [a.questionId.title, a]),
  );
  return { result, ownMark: byTitle.get('Own mark'), examMark: byTitle.get('Exam setting') };
}

describe("a question's own negative mark", () => {
  it('is what a wrong answer loses; a question without one loses the exam fraction of its point', async () => {
    const { result, ownMark, examMark } = await sitTwoWrong(0.25);
    expect(ownMark).toMatchObject({ marks: -0.7, negativeMarks: -0.7 });
    expect(examMark).toMatchObject({ marks: -0.5, negativeMarks: -0.5 });
    expect(result).toMatchObject({ marksObtained: -1.2, negativeMarks: -1.2, totalMarks: 4 });
  });

  it('applies even when the exam has no negative marking', async () => {
    const { result, ownMark, examMark } = await sitTwoWrong(0);
    expect(ownMark).toMatchObject({ marks: -0.7 });
    expect(examMark).toMatchObject({ marks: 0, negativeMarks: 0 });
    expect(result).toMatchObject({ marksObtained: -0.7, negativeMarks: -0.7 });
  });
});
