import { shownSealedQuestions } from '@lms/domain';
import {
  examRoutes,
  examStaffRoutes,
  examPoolRoutes as pools,
  type SealedPaperDocument,
  type SealedPaperKeyView,
  sealedExamRoutes as sealed,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  caller,
  examInGroup,
  liveExamWorld,
  MINUTE,
  sampleQuestions,
  student,
} from './exams-fixtures';
import { staffSession } from './support/factories';
import { openSealed } from './support/sealed-paper';
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

/** The five question types and one with image options: every part of a question's view is exercised. */
const questions = [
  ...sampleQuestions(),
  {
    type: 'MCQ' as const,
    title: 'Which is a square?',
    options: ['uploads/circle.png', 'uploads/square.png', 'Neither', 'Both'],
    optionType: { 0: 'image', 1: 'image' },
    answer: ['uploads/square.png'],
    point: 1,
  },
];

const shownOf = (doc: SealedPaperDocument, key: SealedPaperKeyView) =>
  shownSealedQuestions(doc.questions, key.seed, doc);

describe('the sealed paper', () => {
  it('is the same sealed bytes for every student before the exam opens; the start opens it in each attempt’s order', async () => {
    const w = await liveExamWorld(t, {
      questions,
      exam: { shuffleQuestions: true, shuffleOptions: true },
      schedule: { startsAt: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString() },
    });
    const other = await student(t, [w.groupId]);
    const mine = await call(sealed.sealedPaper, examInGroup(w), w.me.session);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('application/octet-stream');
    const theirs = await call(sealed.sealedPaper, examInGroup(w), other.session);
    expect(theirs.raw.equals(mine.raw)).toBe(true);
    // Before the start nothing is readable and no key is given.
    for (const text of ['photosynthesis', 'Dhaka', 'square', 'Sun is a star'])
      expect(mine.raw.includes(Buffer.from(text))).toBe(false);
    const early = await call(sealed.startSealed, examInGroup(w), w.me.session);
    expect(early.status).toBe(409);
    expect(early.body.errors).toMatchObject({ code: 'examNotStarted' });
    expect(JSON.stringify(early.body)).not.toMatch(/"key"/);

    t.clock.advance(11 * MINUTE);
    const shown: string[] = [];
    for (const s of [w.me, other]) {
      const started = await call(sealed.startSealed, examInGroup(w), s.session);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const key = started.body.data.sealed as SealedPaperKeyView;
      expect(key).toMatchObject({
        version: expect.any(Number),
        key: expect.any(String),
        seed: expect.any(String),
      });
      const doc = openSealed(mine.raw, w.examId, key);
      // No key and no explanation in the sealed paper, only what the paper shows.
      expect(JSON.stringify(doc)).not.toMatch(/"answer"|explanation|Add them/);
      const paper = await call(examRoutes.paper, examInGroup(w), s.session);
      expect(paper.status).toBe(200);
      expect(shownOf(doc, key)).toEqual(paper.body.data.questions);
      const { questions: _questions, ...rest } = paper.body.data;
      // The start's paper is the paper call's, but the questions (its clock fields are the server's now).
      expect({ ...started.body.data.paper, attempt: null }).toEqual({ ...rest, attempt: null });
      expect(started.body.data.paper.attempt._id).toBe(paper.body.data.attempt._id);
      shown.push(JSON.stringify(paper.body.data.questions));
    }
    // Each attempt its own order of questions and options (6 questions: alike by chance ~once in 10^7).
    expect(shown[0]).not.toBe(shown[1]);
  });

  it('starts once: again gives the same attempt, key and seed, with the answers held in the order shown', async () => {
    const w = await liveExamWorld(t, { questions, exam: { shuffleOptions: true } });
    const first = await call(sealed.startSealed, examInGroup(w), w.me.session);
    expect(first.status).toBe(200);
    const key = first.body.data.sealed as SealedPaperKeyView;
    const bytes = (await call(sealed.sealedPaper, examInGroup(w), w.me.session)).raw;
    const mca = shownOf(openSealed(bytes, w.examId, key), key).find((q) => q.type === 'MCA')!;
    const answer = mca.options.map((o) => (o === 'Moon is a planet' ? 'false' : 'true'));
    const saved = await call(
      examRoutes.addAnswer,
      {
        ...examInGroup(w),
        body: { questionId: mca._id, answer, timestamp: t.clock.now().getTime(), extra: [] },
      },
      w.me.session,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const again = await call(sealed.startSealed, examInGroup(w), w.me.session);
    expect(again.status).toBe(200);
    expect(again.body.data.sealed).toEqual(key);
    expect(again.body.data.paper.attempt._id).toBe(first.body.data.paper.attempt._id);
    expect(again.body.data.paper.answers).toMatchObject([{ questionId: mca._id, answer }]);
    const paper = await call(examRoutes.paper, examInGroup(w), w.me.session);
    expect(again.body.data.paper.answers).toEqual(paper.body.data.answers);
  });

  it('seals a changed exam anew: the new key does not open the paper fetched before the change', async () => {
    const w = await liveExamWorld(t, { questions });
    const before = (await call(sealed.sealedPaper, examInGroup(w), w.me.session)).raw;
    const changed = await call(
      examStaffRoutes.updateExam,
      {
        params: { examId: w.examId },
        body: { questions: w.questionIds.slice(1).map((questionId) => ({ questionId })) },
      },
      w.admin,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const started = await call(sealed.startSealed, examInGroup(w), w.me.session);
    const key = started.body.data.sealed as SealedPaperKeyView;
    expect(() => openSealed(before, w.examId, key)).toThrow();
    const after = (await call(sealed.sealedPaper, examInGroup(w), w.me.session)).raw;
    const doc = openSealed(after, w.examId, key);
    expect(doc.questions.map((q) => q._id)).toEqual(w.questionIds.slice(1));
    // A paper opens only as its own exam.
    expect(() => openSealed(after, w.questionIds[0]!, key)).toThrow();
  });

  it('gives each set of an exam in sets its own order through the sealed paper', async () => {
    const moderator = await staffSession(t.app, ['examModerator']);
    const w = await liveExamWorld(t, {
      questions: Array.from({ length: 10 }, (_, i) => ({
        type: 'MCQ' as const,
        title: `Sealed set question ${i + 1}`,
        options: ['right', 'wrong', 'maybe'],
        answer: ['right'],
        point: 1,
      })),
      exam: { shuffleQuestions: false, shuffleOptions: false },
    });
    const setUp = await call(
      pools.setExamPools,
      { params: { examId: w.examId }, body: { pools: [], setCount: 2 } },
      moderator,
    );
    expect(setUp.status).toBe(200);
    const other = await student(t, [w.groupId]);
    const bytes = (await call(sealed.sealedPaper, examInGroup(w), w.me.session)).raw;
    const orders: string[] = [];
    for (const s of [w.me, other]) {
      const started = await call(sealed.startSealed, examInGroup(w), s.session);
      const key = started.body.data.sealed as SealedPaperKeyView;
      const shown = shownOf(openSealed(bytes, w.examId, key), key);
      expect(shown).toEqual((await call(examRoutes.paper, examInGroup(w), s.session)).body.data.questions);
      orders.push(shown.map((q) => q._id).join());
    }
    expect(orders[0]).not.toBe(orders[1]);
  });

  it('has none for an exam whose questions are drawn per attempt: its start gives no key, the paper call the questions', async () => {
    const tag = `sealed-pool-${Date.now()}`;
    const w = await liveExamWorld(t, { questions: questions.slice(0, 1) });
    await addQuestions(
      t,
      w.admin,
      Array.from({ length: 6 }, (_, i) => ({
        type: 'MCQ' as const,
        title: `Drawn ${i}`,
        options: ['a', 'b'],
        answer: ['a'],
        point: 1,
        tags: [tag],
      })),
    );
    const moderator = await staffSession(t.app, ['examModerator']);
    const drawn = await call(
      pools.setExamPools,
      { params: { examId: w.examId }, body: { pools: [{ tags: [tag], count: 3 }], setCount: 0 } },
      moderator,
    );
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    const none = await call(sealed.sealedPaper, examInGroup(w), w.me.session);
    expect(none.status).toBe(409);
    expect(none.body.errors).toMatchObject({ code: 'paperNotSealed' });
    const started = await call(sealed.startSealed, examInGroup(w), w.me.session);
    expect(started.status).toBe(200);
    expect(started.body.data.sealed).toBeNull();
    expect(started.body.data.paper.totalMarks).toBe(2 + 3);
    expect((await call(examRoutes.paper, examInGroup(w), w.me.session)).body.data.questions).toHaveLength(4);
  });

  it('refuses no session (401), staff (403), a student outside the group (403), an unknown exam (404), bad ids (400)', async () => {
    const w = await liveExamWorld(t, { questions: questions.slice(0, 2) });
    const outsider = await student(t, []);
    const staff = await staffSession(t.app, ['admin']);
    const unknown = { params: { examId: '00000000-0000-4000-8000-000000000000', groupId: w.groupId } };
    for (const route of [sealed.sealedPaper, sealed.startSealed]) {
      expect((await call(route, examInGroup(w))).status).toBe(401);
      expect((await call(route, examInGroup(w), staff)).status).toBe(403);
      const outside = await call(route, examInGroup(w), outsider.session);
      expect(outside.status).toBe(403);
      expect(outside.body.errors).toMatchObject({ code: 'removedFromGroup' });
      expect((await call(route, unknown, w.me.session)).status).toBe(404);
      const bad = await call(route, { params: { examId: 'not-an-id', groupId: w.groupId } }, w.me.session);
      expect(bad.status).toBe(400);
    }
    // Nothing was started by the refusals.
    const started = await call(sealed.startSealed, examInGroup(w), w.me.session);
    expect(started.body.data.paper.answers).toEqual([]);
  });
});
