import { type RouteInput, scoreboardRoutes } from '@lms/domain/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts, exams, groupMembers } from '../src/db/schema';
import { callRoute } from './support/call-route';
import { makeGroup, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const T0 = Date.parse('2026-03-01T04:00:00Z');

interface ResultSpec {
  title: string;
  at: number;
  marks: number;
  total: number;
  negative?: number;
  passed: boolean;
  rank?: number;
  practice?: boolean;
  published?: boolean;
  groupId?: string;
}

/** Stores results the way the exams area leaves them once scored (and published). */
async function storeResults(studentId: string, groupId: string, specs: ResultSpec[]) {
  const made = await t.ctx.db
    .insert(exams)
    .values(specs.map((s) => ({ title: s.title, isPractice: s.practice ?? false, passMark: 40 })))
    .returning({ id: exams.id });
  const rows = await t.ctx.db
    .insert(examAttempts)
    .values(
      specs.map((s, i) => ({
        examId: made[i]!.id,
        groupId: s.groupId ?? groupId,
        studentId,
        seed: 'seed',
        startedAt: new Date(s.at),
        deadlineAt: new Date(s.at + 3600_000),
        submittedAt: new Date(s.at + 1800_000 + i * 1000),
        scoredAt: new Date(s.at + 1800_000),
        marksObtained: s.marks,
        totalMarks: s.total,
        negativeMarks: s.negative ?? 0,
        withoutGpa: s.marks,
        passed: s.passed,
        rank: s.rank ?? null,
        publishedAt: s.published === false ? null : new Date(s.at + DAY),
      })),
    )
    .returning({ id: examAttempts.id });
  return rows.map((r) => r.id);
}

async function student() {
  const group = await makeGroup(t.ctx);
  const phone = newPhone();
  const id = await registeredStudent(t.ctx, phone, 'secret12', [group]);
  return { id, group, session: await signIn(t.app, phone) };
}

type ScoreboardCall = RouteInput<typeof scoreboardRoutes.scoreboard>['query'];
const scoreboard = (session: string | null, query: ScoreboardCall = {}) =>
  callRoute(t.app, scoreboardRoutes.scoreboard, { query }, { token: session ?? undefined });

describe('GET /exam/scoreboard', () => {
  it('gives the analytics of published live results only, as computed by hand', async () => {
    const s = await student();
    const other = await student();
    const [a, b, c] = await storeResults(s.id, s.group, [
      { title: 'Physics 1', at: T0, marks: 45.5, total: 60, negative: 1.25, passed: true, rank: 3 },
      { title: 'Chemistry 1', at: T0 + DAY, marks: 12, total: 50, negative: 2.5, passed: false, rank: 17 },
      { title: 'Math 1', at: T0 + 2 * DAY, marks: 80, total: 100, passed: true, rank: 1 },
      { title: 'Practice', at: T0 + 3 * DAY, marks: 99, total: 100, passed: true, practice: true },
      { title: 'Not published', at: T0 + 4 * DAY, marks: 1, total: 100, passed: false, published: false },
    ]);
    await storeResults(other.id, other.group, [
      { title: 'Theirs', at: T0, marks: 100, total: 100, passed: true },
    ]);

    const res = await scoreboard(s.session);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // 45.5 + 12 + 80 = 137.5 over 60 + 50 + 100 = 210; average 137.5 / 3 = 45.83
    expect(data.analytics).toEqual({
      totalExamCount: 3,
      passCount: 2,
      failCount: 1,
      maxMarkObtained: 80,
      minMarkObtained: 12,
      averageMarkObtained: 45.83,
      totalMarksObtained: 137.5,
      totalMarks: 210,
    });
    // The same figures where the original student client reads them (its spelling).
    expect(data.analitycs).toEqual({ liveExam: data.analytics });
    expect(data.results.examResult.map((r: { _id: string }) => r._id)).toEqual([c, b, a]);
    expect(data.results.examResult[1]).toEqual({
      _id: b,
      studentId: s.id,
      groupId: s.group,
      examId: {
        _id: expect.any(String),
        title: 'Chemistry 1',
        totalMarks: 50,
        passMark: 40,
        isPracticeExam: false,
      },
      marksObtained: 12,
      totalMarks: 50,
      negativeMarks: -2.5,
      withoutGPA: 12,
      passed: false,
      rank: 17,
      gpaFactor: null,
      startsAt: new Date(T0 + DAY).toISOString(),
      submittedAt: new Date(T0 + DAY + 1800_000 + 1000).toISOString(),
    });
  });

  it('answers zeros for a student without results', async () => {
    const s = await student();
    const data = (await scoreboard(s.session)).json().data;
    expect(data.results.examResult).toEqual([]);
    expect(data.analytics).toEqual({
      totalExamCount: 0,
      passCount: 0,
      failCount: 0,
      maxMarkObtained: 0,
      minMarkObtained: 0,
      averageMarkObtained: 0,
      totalMarksObtained: 0,
      totalMarks: 0,
    });
  });

  it('pages 10 at a time after lastId, newest first, with ties at the same start time kept in order', async () => {
    const s = await student();
    // 23 results on 5 distinct start times: keyset pages must neither skip nor repeat a row
    const ids = await storeResults(
      s.id,
      s.group,
      Array.from({ length: 23 }, (_, i) => ({
        title: `Weekly ${i + 1}`,
        at: T0 + (i % 5) * DAY,
        marks: i,
        total: 30,
        passed: i >= 12,
      })),
    );
    const seen: string[] = [];
    const sizes: number[] = [];
    let lastId: string | undefined;
    for (;;) {
      const res = await scoreboard(s.session, { lastId, limit: 10 });
      expect(res.statusCode).toBe(200);
      const page = res.json().data.results.examResult as { _id: string; startsAt: string }[];
      sizes.push(page.length);
      seen.push(...page.map((r) => r._id));
      if (page.length < 10) break;
      lastId = page.at(-1)!._id;
    }
    expect(sizes).toEqual([10, 10, 3]);
    expect(new Set(seen).size).toBe(23);
    expect([...seen].sort()).toEqual([...ids].sort());
    const all = (await scoreboard(s.session, { limit: 50 })).json().data.results.examResult;
    expect(all.map((r: { _id: string }) => r._id)).toEqual(seen);
    const starts = all.map((r: { startsAt: string }) => Date.parse(r.startsAt));
    expect(starts).toEqual([...starts].sort((x, y) => y - x));
    // the default page is 10 rows
    expect((await scoreboard(s.session)).json().data.results.examResult).toHaveLength(10);
  });

  it('shows a result of a group the student has left without its group', async () => {
    const s = await student();
    const left = await makeGroup(t.ctx);
    const [kept, gone] = await storeResults(s.id, s.group, [
      { title: 'Kept', at: T0, marks: 5, total: 10, passed: true },
      { title: 'Old group', at: T0 + DAY, marks: 5, total: 10, passed: true, groupId: left },
    ]);
    const rows = (await scoreboard(s.session)).json().data.results.examResult;
    expect(rows.find((r: { _id: string }) => r._id === gone).groupId).toBeNull();
    expect(rows.find((r: { _id: string }) => r._id === kept).groupId).toBe(s.group);
    await t.ctx.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, s.group), eq(groupMembers.studentId, s.id)));
    const after = (await scoreboard(s.session)).json().data.results.examResult;
    expect(after.every((r: { groupId: string | null }) => r.groupId === null)).toBe(true);
  });

  it("refuses bad paging input, another student's lastId, no session and staff", async () => {
    const s = await student();
    const other = await student();
    const [theirs] = await storeResults(other.id, other.group, [
      { title: 'Theirs', at: T0, marks: 1, total: 2, passed: true },
    ]);
    const foreign = await scoreboard(s.session, { lastId: theirs });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.title).toBe('Invalid lastId');
    for (const query of [{ lastId: 'abc' }, { limit: 0 }, { limit: 51 }, { limit: 'ten' }]) {
      expect((await scoreboard(s.session, query as ScoreboardCall)).statusCode, JSON.stringify(query)).toBe(
        400,
      );
    }
    expect((await scoreboard(null)).statusCode).toBe(401);
    expect((await scoreboard(await staffSession(t.app, ['admin']))).statusCode).toBe(403);
  });

  it('answers fast for a student with 500 results', async () => {
    const s = await student();
    await storeResults(
      s.id,
      s.group,
      Array.from({ length: 500 }, (_, i) => ({
        title: `Exam ${i}`,
        at: T0 + i * 3600_000,
        marks: i % 100,
        total: 100,
        passed: i % 100 >= 40,
      })),
    );
    await scoreboard(s.session); // warm up
    const started = performance.now();
    const first = await scoreboard(s.session);
    const lastId = first.json().data.results.examResult.at(-1)._id;
    const second = await scoreboard(s.session, { lastId });
    const elapsed = performance.now() - started;
    expect(second.statusCode).toBe(200);
    // marks 0..99 five times: sum 5 x 4950, passes are 60 of each hundred
    expect(first.json().data.analytics).toMatchObject({
      totalExamCount: 500,
      passCount: 300,
      failCount: 200,
      maxMarkObtained: 99,
      minMarkObtained: 0,
      averageMarkObtained: 49.5,
      totalMarksObtained: 24750,
      totalMarks: 50000,
    });
    expect(elapsed).toBeLessThan(500);
  });
});
