import { examResultsStaffRoutes, examStaffRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema';
import { assign, caller, liveExamWorld, MINUTE, sitByTitle, student } from './exams-fixtures';
import { makeGroup, staffSession } from './support/factories';
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

const questions = [
  { type: 'MCQ' as const, title: 'Two and two', options: ['3', '4', '5'], answer: ['4'], point: 1 },
  {
    type: 'MCA' as const,
    title: 'True or false',
    options: ['a', 'b', 'c', 'd'],
    answer: ['true', 'false', 'true', 'false'],
    point: 1,
  },
  { type: 'MCQ' as const, title: 'Three and three', options: ['6', '7'], answer: ['6'], point: 1 },
];

describe('students of the groups given an exam who never started it', () => {
  it('are counted, listed and in the merit CSV as Absent, without a position; the partly column adds up', async () => {
    const w = await liveExamWorld(t, {
      questions,
      exam: { shuffleOptions: false, shuffleQuestions: false, negativeMarkPerQuestion: 0.25 },
    });
    const otherGroup = await makeGroup(t.ctx, 'Another batch');
    const now = t.clock.now().getTime();
    await assign(t, w.admin, w.examId, {
      groupId: otherGroup,
      startsAt: new Date(now - MINUTE).toISOString(),
      endsAt: new Date(now + 120 * MINUTE).toISOString(),
      duration: 60,
    });
    const sitter = await student(t, [w.groupId]);
    const absentInBoth = await student(t, [w.groupId, otherGroup]);
    const absentInOther = await student(t, [otherGroup]);
    const deactivated = await student(t, [w.groupId]);
    await t.ctx.db
      .update(students)
      .set({ deactivatedAt: t.clock.now() })
      .where(eq(students.id, deactivated.id));
    // not in a group given the exam
    await student(t, [await makeGroup(t.ctx)]);
    const names = new Map(
      (await t.ctx.db.select({ id: students.id, name: students.name, sid: students.sid }).from(students)).map(
        (s) => [s.id, s],
      ),
    );

    // me: right, partly right (3 of 4 statements), skipped; sitter: wrong, wrong, right
    await sitByTitle(t, w, w.me.session, {
      'Two and two': ['4'],
      'True or false': ['true', 'false', 'true', 'true'],
    });
    await sitByTitle(t, w, sitter.session, {
      'Two and two': ['3'],
      'True or false': ['false', 'true', 'false', 'true'],
      'Three and three': ['6'],
    });

    const stats = await call(
      examResultsStaffRoutes.examStatistics,
      { params: { examId: w.examId } },
      w.admin,
    );
    expect(stats.status).toBe(200);
    // the mean and the pass rate are over the two results only
    expect(stats.body.data).toMatchObject({ count: 2, absent: 2 });
    expect(stats.body.data).toMatchObject({ highest: 1.69, lowest: 0.5, mean: 1.1 });
    const ofGroup = await call(
      examResultsStaffRoutes.examStatistics,
      { params: { examId: w.examId }, query: { groupId: otherGroup } },
      w.admin,
    );
    expect(ofGroup.body.data).toMatchObject({ count: 0, absent: 2, passRate: 0, mean: null });

    // the results page: results first, then the absent by name; a state filter keeps to one
    const page = async (query: Record<string, unknown>) => {
      const res = await call(
        examResultsStaffRoutes.resultsPage,
        { params: { examId: w.examId }, query: query as never },
        w.admin,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as {
        items: { state: string; studentId: string; rank: number | null }[];
        total: number;
      };
    };
    const all = await page({});
    expect(all.total).toBe(4);
    expect(all.items.map((r) => r.state)).toEqual(['sat', 'sat', 'absent', 'absent']);
    expect(new Set(all.items.slice(2).map((r) => r.studentId))).toEqual(
      new Set([absentInBoth.id, absentInOther.id]),
    );
    expect(all.items.slice(2).every((r) => r.rank === null)).toBe(true);
    const absentOnly = await page({ state: 'absent' });
    expect(absentOnly.total).toBe(2);
    expect(absentOnly.items.every((r) => r.state === 'absent')).toBe(true);
    expect((await page({ state: 'sat' })).total).toBe(2);
    // a page that starts inside the results and ends inside the absent
    const second = await page({ limit: 2, offset: 1 });
    expect(second.items.map((r) => r.state)).toEqual(['sat', 'absent']);
    expect((await page({ limit: 2, offset: 3 })).items.map((r) => r.state)).toEqual(['absent']);
    expect((await page({ groupId: otherGroup })).items.map((r) => r.studentId).sort()).toEqual(
      [absentInBoth.id, absentInOther.id].sort(),
    );
    const found = await page({ search: names.get(absentInOther.id)!.sid });
    expect(found.items.map((r) => [r.studentId, r.state])).toEqual([[absentInOther.id, 'absent']]);
    const bad = await call(
      examResultsStaffRoutes.resultsPage,
      { params: { examId: w.examId }, query: { state: 'gone' } as never },
      w.admin,
    );
    expect(bad.status).toBe(400);

    // the merit CSV
    const examiner = await staffSession(t.app, ['examiner']);
    const csv = await call(examStaffRoutes.meritListCsv, { params: { examId: w.examId } }, examiner);
    expect(csv.status).toBe(200);
    const [header, ...lines] = String(csv.body).trim().split('\r\n');
    const columns = header!.split(',');
    const cells = lines.map((l) => l.split(','));
    const cell = (row: string[], name: string) => row[columns.indexOf(name)];
    expect(columns.slice(columns.indexOf('Correct'), columns.indexOf('Pending') + 1)).toEqual([
      'Correct',
      'Partly Correct',
      'Incorrect',
      'Skipped',
      'Pending',
    ]);
    expect(cells).toHaveLength(4);
    const figures = (row: string[]) =>
      ['Correct', 'Partly Correct', 'Incorrect', 'Skipped', 'Pending'].map((c) => Number(cell(row, c)));
    // me: 1 + 0.75 - 0.06 = 1.69, first; the sitter: -0.25 - 0.25 + 1 = 0.5 (MCA all wrong: 0 - 4 x 0.25 / 4)
    expect(
      cells.slice(0, 2).map((row) => [cell(row, 'Merit Position'), cell(row, 'Marks Obtained')]),
    ).toEqual([
      ['1', '1.69'],
      ['2', '0.5'],
    ]);
    expect(figures(cells[0]!)).toEqual([1, 1, 0, 1, 0]);
    expect(figures(cells[1]!)).toEqual([1, 0, 2, 0, 0]);
    for (const row of cells.slice(0, 2)) expect(figures(row).reduce((a, b) => a + b)).toBe(questions.length);
    const absent = cells.slice(2);
    expect(absent.map((row) => cell(row, 'Result'))).toEqual(['Absent', 'Absent']);
    expect(absent.map((row) => cell(row, 'Merit Position'))).toEqual(['', '']);
    expect(absent.map((row) => cell(row, 'Marks Obtained'))).toEqual(['', '']);
    expect(absent.map((row) => cell(row, 'Roll')).sort()).toEqual(
      [names.get(absentInBoth.id)!.sid, names.get(absentInOther.id)!.sid].sort(),
    );
    expect(absent.map((row) => cell(row, 'Name'))).toEqual(
      [absentInBoth, absentInOther].map((s) => names.get(s.id)!.name).sort(),
    );
    // the student in two groups given the exam shows under the first by name
    const both = absent.find((row) => cell(row, 'Roll') === names.get(absentInBoth.id)!.sid)!;
    expect(cell(both, 'Group')).toBe('Another batch');

    // a student may not see the absent
    expect(
      (
        await call(
          examResultsStaffRoutes.resultsPage,
          { params: { examId: w.examId }, query: { state: 'absent' } },
          w.me.session,
        )
      ).status,
    ).toBeGreaterThanOrEqual(401);
  });
});
