import { examRoutes, examStaffRoutes as staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, endWindow, examInGroup, liveExamWorld, publishGroup, sitByTitle } from './exams-fixtures';
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

const bands = [
  { from: 90, to: 100, text: 'Outstanding: keep it up.' },
  { from: 40, to: 90, text: 'Good: revise the ones you missed.' },
  { from: 0, to: 40, text: 'Keep practising.' },
];

/** Sits the exam with the MCQ right (2 of 14 marks) and the rest left. */
const sitMcq = (w: { examId: string; groupId: string; me: { session: string } }) =>
  sitByTitle(t, w, w.me.session, { 'What is $2 + 2$?': ['4'] });

const resultOf = async (w: { examId: string; groupId: string; me: { session: string } }) => {
  const res = await call(examRoutes.result, examInGroup(w), w.me.session);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('exam delivery settings as staff set them', () => {
  it('keeps what exams always did when left out, and round-trips what is sent', async () => {
    const w = await liveExamWorld(t);
    const read = await call(staffRoutes.getExam, { params: { examId: w.examId } }, w.admin);
    expect(read.body.data.delivery).toEqual({
      questionsPerPage: null,
      navigation: 'free',
      resultShows: 'marksKeyExplanations',
      resultTiming: 'atPublish',
      feedbackBands: [],
    });
    const delivery = {
      questionsPerPage: 1,
      navigation: 'sequential',
      resultShows: 'marksKey',
      resultTiming: 'atOnce',
      feedbackBands: bands,
    } as const;
    const changed = await call(
      staffRoutes.updateExam,
      { params: { examId: w.examId }, body: { delivery } },
      w.admin,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.delivery).toEqual(delivery);
    // Sent twice, the same change stores nothing more: the version does not move.
    const again = await call(
      staffRoutes.updateExam,
      { params: { examId: w.examId }, body: { delivery } },
      w.admin,
    );
    expect(again.body.data.version).toBe(changed.body.data.version);

    const paper = await call(examRoutes.paper, examInGroup(w), w.me.session);
    expect(paper.body.data.delivery).toEqual({
      questionsPerPage: 1,
      navigation: 'sequential',
      resultAtOnce: true,
    });
  });

  it('refuses questions per page 0, overlapping and out-of-range bands with 400', async () => {
    const w = await liveExamWorld(t);
    const send = (delivery: unknown) =>
      call(staffRoutes.updateExam, { params: { examId: w.examId }, body: { delivery } as never }, w.admin);
    const zero = await send({ questionsPerPage: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.errors.message).toContain('must be at least 1');
    const overlap = await send({
      feedbackBands: [
        { from: 0, to: 60, text: 'a' },
        { from: 50, to: 100, text: 'b' },
      ],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors.message).toContain('feedback bands 0-60% and 50-100% overlap');
    const outOfRange = await send({ feedbackBands: [{ from: 50, to: 120, text: 'a' }] });
    expect(outOfRange.status).toBe(400);
    const upsideDown = await send({ feedbackBands: [{ from: 80, to: 20, text: 'a' }] });
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body.errors.message).toContain('from a lower to a higher percent');
    const unknown = await send({ navigation: 'backwards' });
    expect(unknown.status).toBe(400);
  });

  it('lets only exam authors change them', async () => {
    const w = await liveExamWorld(t);
    const body = { delivery: { navigation: 'sequential' as const } };
    for (const role of ['examiner', 'moderator', 'accountant'] as const) {
      const session = await staffSession(t.app, [role]);
      const res = await call(staffRoutes.updateExam, { params: { examId: w.examId }, body }, session);
      expect(res.status, role).toBe(403);
    }
    const update = (session?: string) =>
      call(staffRoutes.updateExam, { params: { examId: w.examId }, body }, session);
    expect((await update(w.me.session)).status).toBe(403);
    expect((await update()).status).toBe(401);
    const moderator = await staffSession(t.app, ['examModerator']);
    expect((await update(moderator)).status).toBe(200);
  });
});

describe('what a student sees of a result, and when', () => {
  it('shows marks only, at once: the figures right after the submit, never the answers or the key', async () => {
    const w = await liveExamWorld(t, {
      exam: { delivery: { resultShows: 'marks', resultTiming: 'atOnce', feedbackBands: bands } },
    });
    await sitMcq(w);
    const data = await resultOf(w);
    expect(data.examResult).toMatchObject({
      marksObtained: 2,
      answers: [],
      shows: { key: false, explanations: false },
      feedback: 'Keep practising.',
    });
    expect(JSON.stringify(data)).not.toContain('Add them.');
    // Published, still marks only.
    await publishGroup(t, w);
    const published = await resultOf(w);
    expect(published.examResult.answers).toEqual([]);
    expect(JSON.stringify(published)).not.toContain('"answer":["4"]');
  });

  it('shows nothing before publishing with "at publish", then marks, key and explanations', async () => {
    const w = await liveExamWorld(t, { exam: { delivery: { feedbackBands: bands } } });
    await sitMcq(w);
    const before = await resultOf(w);
    expect(before).toMatchObject({ code: 'notPublishedYet' });
    expect(JSON.stringify(before)).not.toContain('Add them.');
    await publishGroup(t, w);
    const after = await resultOf(w);
    expect(after.examResult.shows).toEqual({ key: true, explanations: true });
    const mcq = after.examResult.answers.find((a: { questionId: { title: string } }) =>
      a.questionId.title.includes('2 + 2'),
    );
    expect(mcq.questionId).toMatchObject({ answer: ['4'], explanation: 'Add them.' });
    expect(after.examResult.feedback).toBe('Keep practising.');
  });

  it('holds the key of a result shown at once while a window is open, and never sends explanations with "marks and key"', async () => {
    const w = await liveExamWorld(t, {
      exam: { delivery: { resultShows: 'marksKey', resultTiming: 'atOnce' } },
    });
    await sitMcq(w);
    const open = await resultOf(w);
    expect(open.examResult.answers).toEqual([]);
    expect(open.examResult.shows).toEqual({ key: false, explanations: false });
    await endWindow(t, w);
    const closed = await resultOf(w);
    expect(closed.examResult.shows).toEqual({ key: true, explanations: false });
    const mcq = closed.examResult.answers.find((a: { questionId: { title: string } }) =>
      a.questionId.title.includes('2 + 2'),
    );
    expect(mcq.questionId).toMatchObject({ answer: ['4'], explanation: '', explanationExt: '' });
    // Staff still see the whole result.
    const staff = await call(staffRoutes.getExam, { params: { examId: w.examId } }, w.admin);
    expect(JSON.stringify(staff.body.data)).toContain('Add them.');
  });

  it('keeps a practice result whole at once, as before', async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true, delivery: { feedbackBands: bands } } });
    await sitMcq(w);
    const data = await resultOf(w);
    expect(data.examResult.shows).toEqual({ key: true, explanations: true });
    expect(JSON.stringify(data)).toContain('Add them.');
  });
});
