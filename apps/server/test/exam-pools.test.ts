import {
  examRoutes,
  examPoolRoutes as pools,
  examResultsStaffRoutes as resultsRoutes,
  examStaffRoutes as staffRoutes,
} from '@lms/domain/contract';
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

type World = Awaited<ReturnType<typeof liveExamWorld>>;

// Six vectors questions of 2 marks (the right option is always 'right'), and a pool of unequal marks.
const vectors = Array.from({ length: 6 }, (_, i) => ({
  type: 'MCQ' as const,
  title: `Vectors question ${i + 1}`,
  options: ['right', 'wrong'],
  answer: ['right'],
  point: 2,
  chapter: 'Vectors',
  difficulty: 'medium' as const,
  tags: ['pool-test'],
}));
const unequal = [1, 2, 2].map((point, i) => ({
  type: 'MCQ' as const,
  title: `Unequal ${i}`,
  options: ['right', 'wrong'],
  answer: ['right'],
  point,
  tags: ['pool-unequal'],
}));
const section = { chapter: 'Vectors', difficulty: 'medium' as const, tags: ['pool-test'], count: 3 };

describe('an exam drawing questions from a pool', () => {
  let w: World;
  let moderator: string;
  const setPools = (body: { pools: (typeof section)[] }, session = moderator) =>
    call(pools.setExamPools, { params: { examId: w.examId }, body }, session);

  beforeAll(async () => {
    // One listed question (the fixed MCQ, 2 marks), a live practice exam without negative marks.
    w = await liveExamWorld(t, {
      questions: [
        { type: 'MCQ', title: 'Fixed question', options: ['right', 'wrong'], answer: ['right'], point: 2 },
      ],
      exam: { isPracticeExam: true, negativeMarkPerQuestion: 0 },
    });
    moderator = await staffSession(t.app, ['examModerator']);
    await addQuestions(t, w.admin, [...vectors, ...unequal]);
  });

  it('lets only exam moderators (and admins) see pool sizes and change pools', async () => {
    for (const role of ['examiner', 'questionUploader', 'moderator', 'accountant'] as const) {
      const session = await staffSession(t.app, [role]);
      expect((await call(pools.poolSize, { body: section }, session)).status).toBe(403);
      expect((await setPools({ pools: [section] }, session)).status).toBe(403);
    }
    expect((await setPools({ pools: [section] }, w.me.session)).status).toBe(403);
    const anonymous = await call(pools.setExamPools, {
      params: { examId: w.examId },
      body: { pools: [section] },
    });
    expect(anonymous.status).toBe(401);
    const examiner = await staffSession(t.app, ['examiner']);
    const seen = await call(pools.examPools, { params: { examId: w.examId } }, examiner);
    expect(seen.status).toBe(200);
    expect(seen.body.data.pools).toEqual([]);
  });

  it('gives the size and marks of a pool, and why a count cannot be drawn', async () => {
    const size = await call(pools.poolSize, { body: { ...section, examId: w.examId, count: 7 } }, moderator);
    expect(size.status).toBe(200);
    expect(size.body.data).toEqual({
      poolSize: 6,
      marks: [2],
      problem: 'Cannot draw 7 questions from a pool of 6',
    });
    const fine = await call(pools.poolSize, { body: { ...section, count: 6 } }, moderator);
    expect(fine.body.data.problem).toBeNull();
  });

  it('refuses a count above the pool and a pool of unequal marks with a clear 400', async () => {
    const tooMany = await setPools({ pools: [{ ...section, count: 7 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.title).toBe('Invalid pool');
    expect(JSON.stringify(tooMany.body)).toMatch(/Cannot draw 7 questions from a pool of 6/);
    const unfair = await setPools({ pools: [{ tags: ['pool-unequal'], count: 1 } as typeof section] });
    expect(unfair.status).toBe(400);
    expect(JSON.stringify(unfair.body)).toMatch(/unequal marks \(1, 2\)/);
    const zero = await setPools({ pools: [{ ...section, count: 0 }] });
    expect(zero.status).toBe(400);
    // Nothing was stored.
    const after = await call(pools.examPools, { params: { examId: w.examId } }, moderator);
    expect(after.body.data.pools).toEqual([]);
  });

  it('saves a pool section (twice: once in effect) and keeps the listed questions as they are', async () => {
    for (let i = 0; i < 2; i++) {
      const saved = await setPools({ pools: [section] });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data).toMatchObject({ questionCount: 4, totalMarks: 8 });
      expect(saved.body.data.pools).toEqual([
        {
          subjectId: null,
          chapter: 'Vectors',
          difficulty: 'medium',
          tags: ['pool-test'],
          count: 3,
          poolSize: 6,
          point: 2,
        },
      ]);
    }
    const exam = await call(staffRoutes.getExam, { params: { examId: w.examId } }, moderator);
    expect(exam.body.data.questions.map((q: { title: string }) => q.title)).toEqual(['Fixed question']);
    expect(exam.body.data.totalMarks).toBe(8);
  });

  it('draws each attempt its own questions, keeps them, scores and analyses each over its own paper', async () => {
    const students = [w.me, ...(await Promise.all([1, 2, 3, 4, 5].map(() => student(t, [w.groupId]))))];
    const papers = new Map<string, { _id: string; title: string }[]>();
    for (const s of students) {
      const paper = (await call(examRoutes.paper, examInGroup(w), s.session)).body.data;
      expect(paper.questions).toHaveLength(4);
      expect(paper.totalMarks).toBe(8);
      // The same attempt gets the same questions again.
      const again = (await call(examRoutes.paper, examInGroup(w), s.session)).body.data;
      expect(again.questions.map((q: { _id: string }) => q._id).sort()).toEqual(
        paper.questions.map((q: { _id: string }) => q._id).sort(),
      );
      papers.set(s.id, paper.questions);
    }
    const drawnSets = new Set(
      [...papers.values()].map((qs) =>
        qs
          .map((q) => q.title)
          .sort()
          .join('|'),
      ),
    );
    expect(drawnSets.size).toBeGreaterThan(1);

    // A pool question not drawn for this attempt is not on its paper.
    const mine = papers.get(w.me.id)!;
    const allPool = (await call(pools.examPools, { params: { examId: w.examId } }, moderator)).body.data;
    expect(allPool.pools[0]!.poolSize).toBe(6);
    const otherPaper = [...papers.values()].find((qs) => qs.some((q) => !mine.some((m) => m._id === q._id)))!;
    const notMine = otherPaper.find((q) => !mine.some((m) => m._id === q._id))!;
    const refused = await answerAs(t, w, w.me.session, {
      questionId: notMine._id,
      answer: ['right'],
      timestamp: t.clock.now().getTime(),
    });
    expect(refused.status).toBe(400);

    // Each student answers the fixed question and their first drawn question right, the rest wrong.
    for (const s of students) {
      const qs = papers.get(s.id)!;
      const firstDrawn = qs.find((q) => q.title.startsWith('Vectors'))!;
      for (const q of qs) {
        const right = q.title === 'Fixed question' || q._id === firstDrawn._id;
        const res = await answerAs(t, w, s.session, {
          questionId: q._id,
          answer: [right ? 'right' : 'wrong'],
          timestamp: t.clock.now().getTime(),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      expect((await call(examRoutes.submit, examInGroup(w), s.session)).status).toBe(200);
    }
    await examServices(t.ctx).scorer.drain();

    for (const s of students) {
      const result = await call(examRoutes.result, examInGroup(w), s.session);
      expect(result.status).toBe(200);
      const view = result.body.data.examResult;
      expect(view).toMatchObject({ marksObtained: 4, totalMarks: 8, correct: 2, incorrect: 2 });
      expect(view.answers.map((a: { questionId: { _id: string } }) => a.questionId._id).sort()).toEqual(
        papers
          .get(s.id)!
          .map((q) => q._id)
          .sort(),
      );
    }

    // The item analysis counts a pool question over the attempts that drew it.
    const analysis = await call(
      resultsRoutes.itemAnalysis,
      { params: { examId: w.examId }, query: {} },
      moderator,
    );
    expect(analysis.status).toBe(200);
    expect(analysis.body.data.reliability).toBeNull();
    const drewIt = (id: string) => students.filter((s) => papers.get(s.id)!.some((q) => q._id === id)).length;
    const rightOn = (id: string) =>
      students.filter((s) => papers.get(s.id)!.find((q) => q.title.startsWith('Vectors'))?._id === id).length;
    for (const item of analysis.body.data.items) {
      if (item.title === 'Fixed question') {
        expect(item).toMatchObject({ attempts: 6, correct: 6 });
        continue;
      }
      expect(item.attempts).toBe(drewIt(item.questionId));
      expect(item.correct).toBe(rightOn(item.questionId));
    }
    expect(analysis.body.data.items.reduce((n: number, i: { attempts: number }) => n + i.attempts, 0)).toBe(
      6 * 4,
    );

    // Once papers are drawn, the pools stay.
    const late = await setPools({ pools: [{ ...section, count: 2 }] });
    expect(late.status).toBe(409);
    expect(late.body.errors.title).toBe('The exam has attempts');
  });
});

describe('adding N random bank questions to a fixed paper', () => {
  let admin: string;
  let moderator: string;
  let ids: string[] = [];
  const random = (body: Record<string, unknown>, session = moderator) =>
    call(pools.randomQuestions, { body: body as { count: number } }, session);

  beforeAll(async () => {
    const w = await liveExamWorld(t, {});
    admin = w.admin;
    moderator = await staffSession(t.app, ['examModerator']);
    ids = await addQuestions(
      t,
      admin,
      Array.from({ length: 5 }, (_, i) => ({
        type: 'MCQ' as const,
        title: `Random pick ${i + 1}`,
        options: ['right', 'wrong'],
        answer: ['right'],
        point: 1,
        chapter: 'Random chapter',
        difficulty: 'easy' as const,
        tags: ['random-test'],
      })),
    );
  });

  it('lets only exam moderators (and admins) pick, and refuses bad input with a clear 400', async () => {
    for (const role of ['examiner', 'questionUploader', 'accountant'] as const) {
      const session = await staffSession(t.app, [role]);
      expect((await random({ tag: 'random-test', count: 1 }, session)).status).toBe(403);
    }
    expect((await call(pools.randomQuestions, { body: { tag: 'random-test', count: 1 } })).status).toBe(401);
    for (const bad of [
      { tag: 'random-test', count: 0 },
      { tag: 'random-test' },
      { count: 1, excludeIds: ['x'] },
    ]) {
      const refused = await random(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('picks N of the filter’s questions, never one already on the paper, and refuses more than are left', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const picked = await random({
        tag: 'random-test',
        chapter: 'Random chapter',
        excludeIds: [ids[0]],
        count: 2,
      });
      expect(picked.status, JSON.stringify(picked.body)).toBe(200);
      expect(picked.body.data.available).toBe(4);
      const got = picked.body.data.questions.map((q: { _id: string }) => q._id);
      expect(new Set(got).size).toBe(2);
      for (const id of got) {
        expect(ids.slice(1)).toContain(id);
        seen.add(id);
      }
    }
    // Random: twenty picks of 2 of 4 do not all land on the same two (one chance in 6^19; six picks,
    // one chance in 7,776, were too few for a test run on every CI run).
    expect(seen.size).toBeGreaterThan(2);
    const all = await random({ tag: 'random-test', difficulty: 'easy', excludeIds: [ids[0]], count: 4 });
    expect(all.body.data.questions.map((q: { _id: string }) => q._id).sort()).toEqual(ids.slice(1).sort());
    const tooMany = await random({ tag: 'random-test', excludeIds: [ids[0]], count: 5 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.title).toBe('Not enough questions');
    expect(JSON.stringify(tooMany.body)).toMatch(/Cannot add 5 random questions: only 4 match the filter/);
    const none = await random({ tag: 'random-test', difficulty: 'hard', count: 1 });
    expect(none.status).toBe(400);
  });
});
