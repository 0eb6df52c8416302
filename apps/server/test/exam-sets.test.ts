import { examRoutes, examStaffRoutes, examPoolRoutes as pools } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examServices } from '../src/modules/exams/exam-services';
import { addQuestions, answerAs, caller, examInGroup, liveExamWorld, student } from './exams-fixtures';
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

const mcq = (title: string, extra: Record<string, unknown> = {}) => ({
  type: 'MCQ' as const,
  title,
  options: ['right', 'wrong'],
  answer: ['right'],
  point: 2,
  ...extra,
});

type Paper = { questions: { _id: string; title: string }[]; totalMarks: number; attempt: { set?: string } };

/** Four students of the exam's group (the world's own first) and the papers they are given, in turn. */
async function papersOf(w: Awaited<ReturnType<typeof liveExamWorld>>) {
  const students = [w.me, ...(await Promise.all([1, 2, 3].map(() => student(t, [w.groupId]))))];
  const papers: Paper[] = [];
  for (const s of students) {
    const res = await call(examRoutes.paper, examInGroup(w), s.session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    papers.push(res.body.data);
  }
  return papers;
}

const order = (p: Paper) => p.questions.map((q) => q._id).join('|');
const sorted = (p: Paper) =>
  p.questions
    .map((q) => q._id)
    .sort()
    .join('|');

describe('an exam in sets', () => {
  let moderator: string;
  beforeAll(async () => {
    moderator = await staffSession(t.app, ['examModerator']);
  });

  it('lets only exam moderators (and admins) give an exam sets, and refuses a count other than 0, 2, 3, 4', async () => {
    const w = await liveExamWorld(t, { questions: [mcq('Only question')] });
    const body = { pools: [], setCount: 2 };
    for (const role of ['examiner', 'questionUploader', 'accountant'] as const) {
      const session = await staffSession(t.app, [role]);
      expect((await call(pools.setExamPools, { params: { examId: w.examId }, body }, session)).status).toBe(
        403,
      );
    }
    expect(
      (await call(pools.setExamPools, { params: { examId: w.examId }, body }, w.me.session)).status,
    ).toBe(403);
    expect((await call(pools.setExamPools, { params: { examId: w.examId }, body })).status).toBe(401);
    for (const setCount of [1, 5, -1, 2.5]) {
      const bad = await call(
        pools.setExamPools,
        { params: { examId: w.examId }, body: { pools: [], setCount } },
        moderator,
      );
      expect(bad.status, String(setCount)).toBe(400);
      if (Number.isInteger(setCount)) expect(JSON.stringify(bad.body)).toMatch(/sets: none \(0\), 2, 3 or 4/);
    }
    const seen = await call(pools.examPools, { params: { examId: w.examId } }, moderator);
    expect(seen.body.data.setCount).toBe(0);
  });

  it('gives a fixed paper’s sets in turn, each its own order of the same questions, same marks; then stays', async () => {
    const w = await liveExamWorld(t, {
      // Ten: two sets' orders alike by chance, once in 3.6 million (eight: once in 40,320).
      questions: Array.from({ length: 10 }, (_, i) => mcq(`Set question ${i + 1}`)),
      exam: { shuffleQuestions: false },
    });
    for (let i = 0; i < 2; i++) {
      const saved = await call(
        pools.setExamPools,
        { params: { examId: w.examId }, body: { pools: [], setCount: 2 } },
        moderator,
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data).toMatchObject({ setCount: 2, questionCount: 10, totalMarks: 20 });
    }
    const papers = await papersOf(w);
    expect(papers.map((p) => p.attempt.set)).toEqual(['A', 'B', 'A', 'B']);
    const [a1, b1, a2, b2] = papers as [Paper, Paper, Paper, Paper];
    expect(order(a2)).toBe(order(a1));
    expect(order(b2)).toBe(order(b1));
    expect(order(b1)).not.toBe(order(a1));
    expect(sorted(b1)).toBe(sorted(a1));
    expect(papers.map((p) => p.totalMarks)).toEqual([20, 20, 20, 20]);
    // Once papers are given, the sets stay.
    const late = await call(
      pools.setExamPools,
      { params: { examId: w.examId }, body: { pools: [], setCount: 3 } },
      moderator,
    );
    expect(late.status).toBe(409);
  });

  it('gives a drawn paper’s sets each their own draw, the same for everyone in a set', async () => {
    const tag = `sets-${Date.now()}`;
    const w = await liveExamWorld(t, { questions: [mcq('Fixed of the drawn')] });
    await addQuestions(
      t,
      w.admin,
      Array.from({ length: 30 }, (_, i) => mcq(`Drawn for sets ${i + 1}`, { tags: [tag] })),
    );
    const saved = await call(
      pools.setExamPools,
      { params: { examId: w.examId }, body: { pools: [{ tags: [tag], count: 10 }], setCount: 2 } },
      moderator,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const papers = await papersOf(w);
    expect(papers.map((p) => p.attempt.set)).toEqual(['A', 'B', 'A', 'B']);
    const [a1, b1, a2, b2] = papers as [Paper, Paper, Paper, Paper];
    expect(sorted(a2)).toBe(sorted(a1));
    expect(sorted(b2)).toBe(sorted(b1));
    // 10 of 30: two sets drawing alike by chance happens once in 30 million (5 of 12, once in 792,
    // happened in a CI run).
    expect(sorted(b1)).not.toBe(sorted(a1));
    expect(papers.map((p) => p.questions.length)).toEqual([11, 11, 11, 11]);
    expect(papers.map((p) => p.totalMarks)).toEqual([22, 22, 22, 22]);
  });

  it('scores every set alike, and shows the set on the result and in the merit list', async () => {
    const w = await liveExamWorld(t, {
      questions: Array.from({ length: 4 }, (_, i) => mcq(`Scored set question ${i + 1}`)),
      exam: { isPracticeExam: true, negativeMarkPerQuestion: 0 },
    });
    await call(
      pools.setExamPools,
      { params: { examId: w.examId }, body: { pools: [], setCount: 2 } },
      moderator,
    );
    const second = await student(t, [w.groupId]);
    for (const s of [w.me, second]) {
      const paper = (await call(examRoutes.paper, examInGroup(w), s.session)).body.data as Paper;
      // Questions 1 and 2 right, whatever place the set gives them.
      for (const q of paper.questions.filter((q) => /question [12]$/.test(q.title))) {
        const res = await answerAs(t, w, s.session, {
          questionId: q._id,
          answer: ['right'],
          timestamp: t.clock.now().getTime(),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      expect((await call(examRoutes.submit, examInGroup(w), s.session)).status).toBe(200);
    }
    await examServices(t.ctx).scorer.drain();
    const sets: string[] = [];
    for (const s of [w.me, second]) {
      const view = (await call(examRoutes.result, examInGroup(w), s.session)).body.data.examResult;
      expect(view).toMatchObject({ marksObtained: 4, totalMarks: 8, correct: 2 });
      sets.push(view.set);
    }
    expect(sets).toEqual(['A', 'B']);
    const csv = await call(examStaffRoutes.meritListCsv, { params: { examId: w.examId } }, moderator);
    expect(csv.status).toBe(200);
    const [header, ...lines] = String(csv.body).trim().split('\r\n');
    const at = header!.split(',').indexOf('Set');
    expect(at).toBeGreaterThan(0);
    expect(lines.map((l) => l.split(',')[at]).sort()).toEqual(['A', 'B']);
  });

  it('gives no set to an exam without sets', async () => {
    const w = await liveExamWorld(t, { questions: [mcq('No sets')] });
    const paper = (await call(examRoutes.paper, examInGroup(w), w.me.session)).body.data as Paper;
    expect(paper.attempt.set).toBeUndefined();
  });
});
