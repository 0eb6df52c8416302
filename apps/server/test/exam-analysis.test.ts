import {
  auditRoutes,
  examRoutes,
  examResultsStaffRoutes as resultsRoutes,
  examStaffRoutes as staffRoutes,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRequestedRescores } from '../src/modules/exams/results/rescore-job';
import { addExam, addQuestions, assign, caller, examInGroup, MINUTE, student } from './exams-fixtures';
import { makeGroup, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(async () => {
  await t.close();
});

type Picks = Record<string, (options: string[]) => string[]>;

/** Starts, answers (by question title) and submits. */
async function sit(w: { examId: string; groupId: string }, session: string, picks: Picks) {
  const call = caller(t);
  const paper = (await call(examRoutes.paper, examInGroup(w), session)).body.data;
  for (const q of paper.questions) {
    const pick = picks[q.title];
    if (!pick) continue;
    const res = await call(
      examRoutes.addAnswer,
      {
        ...examInGroup(w),
        query: { isLive: 'true' },
        body: { questionId: q._id, answer: pick(q.options), timestamp: t.clock.now().getTime(), extra: [] },
      },
      session,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  expect((await call(examRoutes.submit, examInGroup(w), session)).status).toBe(200);
}

const WRONG_KEY = 'What is 2 + 2?';
const CAPITAL = 'The capital of Bangladesh?';
const PRIMES = 'Which are prime?';
const FACTS = 'True or false';
const mca = (truth: Record<string, string>) => (options: string[]) => options.map((o) => truth[o] ?? 'N');

/**
 * Ten students of rising strength sit a live exam whose first question has a wrong key ('5' for
 * 2 + 2): the strong ones answer 4 (scored wrong), the weak ones 5 (scored right).
 */
async function world() {
  const admin = await staffSession(t.app, ['admin']);
  const groupId = await makeGroup(t.ctx, `Batch ${Math.random().toString(36).slice(2, 7)}`);
  const otherGroupId = await makeGroup(t.ctx);
  const ids = await addQuestions(t, admin, [
    { type: 'MCQ', title: WRONG_KEY, options: ['3', '4', '5', '6'], answer: ['5'], point: 1 },
    { type: 'MCQ', title: CAPITAL, options: ['Dhaka', 'Khulna', 'Sylhet'], answer: ['Dhaka'], point: 2 },
    { type: 'checkbox', title: PRIMES, options: ['2', '3', '4', '9'], answer: ['2', '3'], point: 2 },
    {
      type: 'MCA',
      title: FACTS,
      options: ['Sun is a star', 'Moon is a planet'],
      answer: ['true', 'false'],
      point: 2,
    },
  ]);
  const examId = await addExam(t, admin, {
    title: 'Analysis test',
    questions: ids.map((questionId) => ({ questionId })),
    negativeMarkPerQuestion: 0.25,
    passMark: 40,
  });
  const now = t.clock.now().getTime();
  const window = { startsAt: new Date(now - MINUTE).toISOString(), duration: 30 };
  await assign(t, admin, examId, { groupId, ...window, endsAt: new Date(now + 60 * MINUTE).toISOString() });
  await assign(t, admin, examId, {
    groupId: otherGroupId,
    ...window,
    endsAt: new Date(now + 90 * MINUTE).toISOString(),
  });
  const students = [];
  for (let i = 0; i < 10; i++) {
    const s = await student(t, [groupId]);
    await sit({ examId, groupId }, s.session, {
      [WRONG_KEY]: () => [i >= 4 ? '4' : '5'],
      [CAPITAL]: () => [i >= 3 ? 'Dhaka' : 'Khulna'],
      [PRIMES]: () => (i >= 5 ? ['2', '3'] : i >= 2 ? ['2'] : ['9']),
      [FACTS]: mca(
        i >= 4 ? { 'Sun is a star': 'true', 'Moon is a planet': 'false' } : { 'Sun is a star': 'true' },
      ),
    });
    students.push(s);
  }
  return { admin, groupId, otherGroupId, examId, questionIds: ids, students };
}

type World = Awaited<ReturnType<typeof world>>;
let w: World;
beforeAll(async () => {
  w = await world();
}, 120_000);

const ex = () => ({ params: { examId: w.examId } });

describe('exam statistics', () => {
  it('count, mean, median, highest, lowest, pass rate and a histogram agree with the results', async () => {
    const results = (await api(staffRoutes.listResults, ex(), w.admin)).body.data as {
      marksObtained: number;
      passed: boolean;
    }[];
    const marks = results.map((r) => r.marksObtained).sort((a, b) => a - b);
    const res = await api(resultsRoutes.examStatistics, ex(), w.admin);
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({
      count: 10,
      totalMarks: 7,
      highest: marks[9],
      lowest: marks[0],
      passed: results.filter((r) => r.passed).length,
      published: 0,
    });
    expect(s.median).toBeCloseTo((marks[4]! + marks[5]!) / 2, 1);
    expect(s.mean).toBeCloseTo(marks.reduce((a, b) => a + b, 0) / 10, 2);
    expect(s.passRate).toBeCloseTo(s.passed / 10, 4);
    expect(s.histogram).toHaveLength(10);
    expect(s.histogram.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(10);
    expect(s.histogram[9]).toMatchObject({ from: 6.3, to: 7 });
    expect(s.groups).toEqual([
      expect.objectContaining({ groupId: w.groupId, open: true, resultsPublishedAt: null }),
      expect.objectContaining({ groupId: w.otherGroupId, open: true }),
    ]);
    expect(s.groups[0].name).toMatch(/^Batch /);
  });

  it('of a group with no results: zero counts and nulls', async () => {
    const res = await api(
      resultsRoutes.examStatistics,
      { ...ex(), query: { groupId: w.otherGroupId } },
      w.admin,
    );
    expect(res.body.data).toMatchObject({ count: 0, mean: null, median: null, passRate: 0 });
    expect(res.body.data.histogram.every((b: { count: number }) => b.count === 0)).toBe(true);
  });
});

describe('item analysis', () => {
  it('flags the wrong key with its reasons and counts the options chosen', async () => {
    const res = await api(resultsRoutes.itemAnalysis, ex(), w.admin);
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({ attempts: 10, upperLowerSize: 3 });
    // The reliability's total is each attempt's marks before negative marks (scoring's net marks plus
    // the negative part): its mean is the sum of the questions' mean marks.
    const meanOfItems = a.items.reduce(
      (sum: number, i: { facility: number; point: number }) => sum + i.facility * i.point,
      0,
    );
    expect(a.reliability.mean).toBeCloseTo(meanOfItems, 2);
    const [wrong, capital, primes, facts] = a.items;
    expect(wrong).toMatchObject({
      title: WRONG_KEY,
      key: ['5'],
      keyFixed: false,
      correct: 4,
      shareCorrect: 0.4,
    });
    expect(wrong.discrimination).toBe(-1);
    expect(wrong.flags.map((f: { code: string }) => f.code)).toEqual([
      'negativeDiscrimination',
      'keyNotMostChosen',
      'strongDistractor',
    ]);
    expect(wrong.flags[1].reason).toContain('"4"');
    expect(wrong.flags[2].reason).toContain('"4"');
    // Top 3 all chose 4, the bottom 3 all chose 5.
    const option = (text: string, chosen: number, isKey: boolean, discrimination: number) => ({
      text,
      image: false,
      chosen,
      chosenFalse: null,
      isKey,
      discrimination,
      attractsStrong: !isKey && discrimination > 0,
    });
    expect(wrong.options).toEqual([
      option('3', 0, false, 0),
      option('4', 6, false, 1),
      option('5', 4, true, -1),
      option('6', 0, false, 0),
    ]);
    expect(capital).toMatchObject({ correct: 7, discrimination: 1, flags: [] });
    // the checkbox: 5 right, 3 with one of the two primes (partly), 2 wrong
    expect(primes).toMatchObject({ correct: 5, partlyCorrect: 3, sharePartlyCorrect: 0.3 });
    // the MCA: 6 all right, 4 with one statement of two (half the point)
    expect(facts).toMatchObject({ correct: 6, partlyCorrect: 4, answered: 10 });
    expect(facts.options[0]).toMatchObject({ chosen: 10, chosenFalse: 0, isKey: true });
    expect(facts.options[1]).toMatchObject({ chosen: 0, chosenFalse: 6, isKey: false });
  });

  it('of one group only', async () => {
    const res = await api(
      resultsRoutes.itemAnalysis,
      { ...ex(), query: { groupId: w.otherGroupId } },
      w.admin,
    );
    expect(res.body.data).toMatchObject({ attempts: 0, upperLowerSize: 0 });
    expect(res.body.data.items[0]).toMatchObject({ attempts: 0, discrimination: null, flags: [] });
  });
});

describe('fixing the answer key', () => {
  // Confirmed: the fix changes scored results (the question is in exams-edit-after-publish.test.ts).
  const fix = (session: string, answer: string[], questionId = w.questionIds[0]!) =>
    api(
      resultsRoutes.fixAnswerKey,
      { params: { examId: w.examId, questionId }, body: { answer, confirmRescore: true } },
      session,
    );

  it('refuses a key that is not an option, a written-answer-less question, and unknown ones', async () => {
    const bad = await fix(w.admin, ['7']);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.message).toContain('exactly one of its options');
    expect((await fix(w.admin, [])).status).toBe(400);
    expect((await fix(w.admin, ['true'], w.questionIds[3])).body.errors.message).toContain(
      'one true/false per option',
    );
    const other = (
      await addQuestions(t, w.admin, [{ type: 'MCQ', title: 'x', options: ['a', 'b'], answer: ['a'] }])
    )[0]!;
    expect((await fix(w.admin, ['a'], other)).status).toBe(404);
    const res = await api(
      resultsRoutes.fixAnswerKey,
      { params: { examId: 'nope', questionId: other }, body: { answer: ['a'] } },
      w.admin,
    );
    expect(res.status).toBe(400);
  });

  it('is for exam moderators: moderators and examiners are refused', async () => {
    for (const role of ['moderator', 'examiner', 'questionUploader'] as const)
      expect((await fix(await staffSession(t.app, [role]), ['4'])).status, role).toBe(403);
    expect((await fix(w.students[0]!.session, ['4'])).status).toBe(403);
  });

  it('re-scores every attempt with the corrected key, for this exam only, and logs before and after', async () => {
    const strongest = w.students[9]!;
    const marksOf = async () =>
      (
        await api(
          resultsRoutes.studentResult,
          { params: { examId: w.examId, studentId: strongest.id } },
          w.admin,
        )
      ).body.data.marksObtained;
    const before = await marksOf();
    const moderator = await staffSession(t.app, ['examModerator']);
    const res = await fix(moderator, ['4']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ before: ['5'], after: ['4'], rescore: { pending: true } });
    expect(await runRequestedRescores(t.ctx)).toBe(10);
    // wrong (-0.25) became right (+1)
    expect(await marksOf()).toBe(before + 1.25);

    const analysis = (await api(resultsRoutes.itemAnalysis, ex(), w.admin)).body.data;
    expect(analysis.items[0]).toMatchObject({
      key: ['4'],
      keyFixed: true,
      correct: 6,
      discrimination: 1,
      flags: [],
    });
    // the bank question keeps its key
    const bank = await api(staffRoutes.getQuestion, { params: { questionId: w.questionIds[0]! } }, w.admin);
    expect(bank.body.data.answer).toEqual(['5']);
    const exam = await api(staffRoutes.getExam, ex(), w.admin);
    expect(exam.body.data.questions[0].answer).toEqual(['4']);

    const log = await api(auditRoutes.listAudit, { query: { section: 'staff exam results' } }, w.admin);
    const entry =
      log.body.data.items?.find?.((e: { action: string }) => e.action === 'fixAnswerKey') ??
      log.body.data.find((e: { action: string }) => e.action === 'fixAnswerKey');
    expect(entry).toMatchObject({
      before: { examId: w.examId, questionId: w.questionIds[0], answer: ['5'] },
      after: { before: ['5'], after: ['4'] },
    });

    // back to the bank's key: the correction is cleared
    expect((await fix(moderator, ['5'])).body.data).toMatchObject({ before: ['4'], after: ['5'] });
    await runRequestedRescores(t.ctx);
    expect(await marksOf()).toBe(before);
    const again = (await api(resultsRoutes.itemAnalysis, ex(), w.admin)).body.data;
    expect(again.items[0].keyFixed).toBe(false);
    await fix(moderator, ['4']);
    await runRequestedRescores(t.ctx);
  });
});

describe('a page of results and a student result', () => {
  it('pages the results best first, with the total, and searches', async () => {
    const first = await api(resultsRoutes.resultsPage, { ...ex(), query: { limit: 4 } }, w.admin);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(10);
    expect(first.body.data.items).toHaveLength(4);
    const second = await api(resultsRoutes.resultsPage, { ...ex(), query: { limit: 4, offset: 8 } }, w.admin);
    expect(second.body.data.items).toHaveLength(2);
    const ranks = [...first.body.data.items, ...second.body.data.items].map((r: { rank: number }) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const found = await api(
      resultsRoutes.resultsPage,
      { ...ex(), query: { search: 'no such name' } },
      w.admin,
    );
    expect(found.body.data).toEqual({ items: [], total: 0 });
    expect((await api(resultsRoutes.resultsPage, { ...ex(), query: { limit: 500 } }, w.admin)).status).toBe(
      400,
    );
  });

  it("shows staff a student's result as the student will see it, before it is published", async () => {
    const s = w.students[9]!;
    const res = await api(
      resultsRoutes.studentResult,
      { params: { examId: w.examId, studentId: s.id } },
      w.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ studentId: s.id, publishedAt: null, correct: 4 });
    expect(res.body.data.answers).toHaveLength(4);
    const nobody = await api(
      resultsRoutes.studentResult,
      {
        params: { examId: w.examId, studentId: w.admin.length ? '00000000-0000-4000-8000-000000000000' : '' },
      },
      w.admin,
    );
    expect(nobody.status).toBe(404);
  });
});

describe('who may read results', () => {
  it('exam moderators, examiners and moderators; not other staff, students or nobody', async () => {
    for (const role of ['examModerator', 'examiner', 'moderator'] as const) {
      const session = await staffSession(t.app, [role]);
      expect((await api(resultsRoutes.examStatistics, ex(), session)).status, role).toBe(200);
      expect((await api(resultsRoutes.itemAnalysis, ex(), session)).status, role).toBe(200);
    }
    const uploader = await staffSession(t.app, ['contentUploader']);
    for (const route of [resultsRoutes.examStatistics, resultsRoutes.itemAnalysis, resultsRoutes.resultsPage])
      expect((await api(route, ex(), uploader)).status).toBe(403);
    expect((await api(resultsRoutes.examStatistics, ex(), w.students[0]!.session)).status).toBe(403);
    expect((await api(resultsRoutes.examStatistics, ex())).status).toBe(401);
    const studentView = { params: { examId: w.examId, studentId: w.students[0]!.id } };
    expect((await api(resultsRoutes.studentResult, studentView, uploader)).status).toBe(403);
  });

  it('refuses bad input with 400', async () => {
    expect((await api(resultsRoutes.examStatistics, { params: { examId: 'x' } }, w.admin)).status).toBe(400);
    const bad = await api(resultsRoutes.itemAnalysis, { ...ex(), query: { groupId: 'x' } }, w.admin);
    expect(bad.status).toBe(400);
    const unknown = { params: { examId: '00000000-0000-4000-8000-000000000000' } };
    expect((await api(resultsRoutes.examStatistics, unknown, w.admin)).status).toBe(404);
  });
});

describe('publishing the exam', () => {
  const publish = (body: Record<string, unknown>) =>
    api(staffRoutes.publishResults, { ...ex(), body }, w.admin);

  it('is refused while a window is open, naming the group and until when', async () => {
    const res = await publish({ scope: 'exam' });
    expect(res.status).toBe(409);
    expect(res.body.errors.title).toBe('The exam is still open');
    expect(res.body.errors.message).toMatch(
      /still open for Batch \w+ \(open until \d\d [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC\)/,
    );
    const none = await publish({ scope: 'closedGroups' });
    expect(none.status).toBe(409);
    expect((await publish({ scope: 'all' })).status).toBe(400);
    expect((await publish({ scope: 'exam', groupId: w.groupId })).status).toBe(400);
  });

  it('refuses the older forms ({groupId}, {studentIds}) the same way while a window is open', async () => {
    const student = w.students[0]!;
    for (const body of [{ groupId: w.groupId }, { groupId: w.otherGroupId }, { studentIds: [student.id] }]) {
      const res = await publish(body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body.errors.title).toBe('The exam is still open');
      expect(res.body.errors.message).toMatch(/still open for Batch \w+ \(open until /);
      expect(res.body.errors.message).toContain('publish for the closed groups only');
    }
    const result = await caller(t)(
      examRoutes.result,
      examInGroup({ examId: w.examId, groupId: w.groupId }),
      student.session,
    );
    expect(result.body.data.code).toBe('notPublishedYet');
  });

  it('for the closed groups only, then the student sees the result with the merit position', async () => {
    t.clock.advance(70 * MINUTE); // the first group's window closed, the second's is open
    expect((await publish({ scope: 'exam' })).body.errors.message).toContain('open until');
    // the closed group by its id is refused too, while the other group's window is open
    const byGroup = await publish({ groupId: w.groupId });
    expect(byGroup.status).toBe(409);
    expect(byGroup.body.errors.message).not.toMatch(/Batch/);
    expect((await publish({ studentIds: [w.students[9]!.id] })).status).toBe(409);
    const res = await publish({ scope: 'closedGroups' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ published: 10, notified: 10, groupIds: [w.groupId] });
    const s = w.students[9]!;
    const result = await caller(t)(
      examRoutes.result,
      examInGroup({ examId: w.examId, groupId: w.groupId }),
      s.session,
    );
    expect(result.body.data.examResult).toMatchObject({ rank: 1, publishedAt: expect.any(String) });
    t.clock.advance(30 * MINUTE);
    const all = await publish({ scope: 'exam' });
    expect(all.status).toBe(200);
    expect(all.body.data.groupIds.sort()).toEqual([w.groupId, w.otherGroupId].sort());
  });
});
