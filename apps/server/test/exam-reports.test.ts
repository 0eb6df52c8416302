import { randomUUID } from 'node:crypto';
import { examReportRoutes as reports, examResultsStaffRoutes as resultsRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, students } from '../src/db/schema';
import { parseCsv } from '../src/lib/csv';
import {
  addExam,
  addQuestions,
  assign,
  caller,
  MINUTE,
  publishGroup,
  sitByTitle,
  student,
} from './exams-fixtures';
import { branchAndGroup, giveCourse, makeGroup, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// 1/√2 to 4 decimals, a point-biserial worked by hand below.
const SQRT_HALF = Math.round(Math.SQRT1_2 * 10_000) / 10_000;

let t: TestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(async () => {
  await t.close();
});

/**
 * Four students sit three one-mark MCQs (no negative marking) in a Guttman pattern, the strongest
 * right on all three, the weakest on none: totals 3, 2, 1, 0. Worked by hand: facility .75, .5, .25;
 * KR-20 = 3/2 x (1 - .625/1.25) = .75; SD = sqrt(1.25) = 1.1180; SEM = 1.118 x sqrt(.25) = .559;
 * item-rest point-biserials .5222, .7071, .5222. Two students are in branch North, two in South;
 * a fifth (South) never starts.
 */
async function world() {
  const admin = await staffSession(t.app, ['admin']);
  const stamp = randomUUID().slice(0, 6);
  const north = await branchAndGroup(t.app, admin, { branch: `North ${stamp}`, group: `Batch ${stamp}` });
  const south = (await branchAndGroup(t.app, admin, { branch: `South ${stamp}`, group: `Other ${stamp}` }))
    .branchId;
  const groupId = north.groupId;
  const [course] = await t.ctx.db
    .insert(courses)
    .values({ name: `Trend ${stamp}` })
    .returning();
  const courseId = course!.id;
  await giveCourse(t.ctx, courseId, groupId);
  const ids = await addQuestions(
    t,
    admin,
    ['Q1', 'Q2', 'Q3'].map((title) => ({
      type: 'MCQ' as const,
      title,
      options: ['x', 'y', 'z'],
      answer: ['x'],
      point: 1,
    })),
  );
  const examId = await addExam(t, admin, {
    title: `Reports ${stamp}`,
    questions: ids.map((questionId) => ({ questionId })),
    negativeMarking: 'none',
  });
  const now = t.clock.now().getTime();
  await assign(t, admin, examId, {
    groupId,
    startsAt: new Date(now - MINUTE).toISOString(),
    duration: 30,
    endsAt: new Date(now + 60 * MINUTE).toISOString(),
  });
  const rows = [
    ['x', 'x', 'x'],
    ['x', 'x', 'y'],
    ['x', 'y', 'y'],
    ['y', 'y', 'y'],
  ];
  const sitters = [];
  for (const [i, picks] of rows.entries()) {
    const s = await student(t, [groupId]);
    const branchId = i % 2 === 0 ? north.branchId : south;
    await t.ctx.db
      .update(students)
      .set({ branchId, name: `Sitter ${i}` })
      .where(eq(students.id, s.id));
    await sitByTitle(t, { examId, groupId }, s.session, {
      Q1: [picks[0]!],
      Q2: [picks[1]!],
      Q3: [picks[2]!],
    });
    sitters.push(s);
  }
  const absent = await student(t, [groupId]);
  await t.ctx.db
    .update(students)
    .set({ branchId: south, name: 'Absent One' })
    .where(eq(students.id, absent.id));
  return { admin, groupId, examId, north: north.branchId, south, courseId, sitters, absent };
}

let w: Awaited<ReturnType<typeof world>>;
beforeAll(async () => {
  w = await world();
}, 120_000);

const ex = (query: Record<string, unknown> = {}) => ({ params: { examId: w.examId }, query });

async function workbook(raw: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as unknown as ArrayBuffer);
  return book;
}

describe('psychometric statistics', () => {
  it('answers the SD, KR-20, SEM, facility and point-biserials worked by hand', async () => {
    const stats = (await api(resultsRoutes.examStatistics, ex(), w.admin)).body.data;
    expect(stats).toMatchObject({ count: 4, mean: 1.5, sd: 1.12 });
    const res = await api(resultsRoutes.itemAnalysis, ex(), w.admin);
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a.reliability).toEqual({
      method: 'kr20',
      value: 0.75,
      items: 3,
      mean: 1.5,
      sd: 1.118,
      sem: 0.559,
    });
    expect(a.items.map((i: { facility: number }) => i.facility)).toEqual([0.75, 0.5, 0.25]);
    expect(a.items.map((i: { pointBiserial: number }) => i.pointBiserial)).toEqual([
      0.5222,
      SQRT_HALF,
      0.5222,
    ]);
    // 4 attempts: one in each of the top and bottom groups; on Q1 the top chose x, the bottom y.
    expect(a.upperLowerSize).toBe(1);
    const q1 = a.items[0].options;
    expect(q1.map((o: { discrimination: number }) => o.discrimination)).toEqual([1, -1, 0]);
    expect(q1.some((o: { attractsStrong: boolean }) => o.attractsStrong)).toBe(false);
  });

  it("gives the same reliability for the exam's only group", async () => {
    const res = await api(resultsRoutes.itemAnalysis, ex({ groupId: w.groupId }), w.admin);
    expect(res.body.data.reliability.value).toBe(0.75);
  });
});

describe('response grid', () => {
  it('gives one row per student, best first, one cell per question', async () => {
    const res = await api(reports.responseGrid, ex({ limit: 2 }), w.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const g = res.body.data;
    expect(g.total).toBe(4);
    expect(g.questions.map((q: { title: string }) => q.title)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(g.items).toHaveLength(2);
    expect(g.items[0]).toMatchObject({
      name: 'Sitter 0',
      marksObtained: 3,
      branch: expect.stringMatching(/^North/),
    });
    expect(g.items[1].cells).toEqual([
      { choice: 'A', state: 'right', marks: 1 },
      { choice: 'A', state: 'right', marks: 1 },
      { choice: 'B', state: 'wrong', marks: 0 },
    ]);
    const next = (await api(reports.responseGrid, ex({ limit: 2, offset: 2 }), w.admin)).body.data;
    expect(next.items.map((r: { name: string }) => r.name)).toEqual(['Sitter 2', 'Sitter 3']);
  });

  it('filters by branch and by group', async () => {
    const south = (await api(reports.responseGrid, ex({ branchId: w.south }), w.admin)).body.data;
    expect(south.items.map((r: { name: string }) => r.name)).toEqual(['Sitter 1', 'Sitter 3']);
    const group = (await api(reports.responseGrid, ex({ groupId: w.groupId }), w.admin)).body.data;
    expect(group.total).toBe(4);
  });

  it('refuses a group not given the exam, an unknown branch and bad input with 400', async () => {
    const elsewhere = await makeGroup(t.ctx);
    for (const query of [
      { groupId: elsewhere },
      { branchId: randomUUID() },
      { groupId: 'nope' },
      { limit: 0 },
    ]) {
      const res = await api(reports.responseGrid, ex(query), w.admin);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.errors.title).toBeTruthy();
    }
    expect((await api(reports.responseGridExport, ex({ groupId: elsewhere }), w.admin)).status).toBe(400);
    expect((await api(reports.absentees, ex({ branchId: randomUUID() }), w.admin)).status).toBe(400);
    expect((await api(reports.absenteesExport, ex({ format: 'pdf' }), w.admin)).status).toBe(400);
  });

  it('exports the whole grid as .xlsx whose cells say what was chosen', async () => {
    const res = await api(reports.responseGridExport, ex(), w.admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = (await workbook(res.raw)).getWorksheet('Responses')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Name',
      'Roll',
      'Group',
      'Branch',
      'Marks',
      'Q1',
      'Q2',
      'Q3',
    ]);
    expect(sheet.getCell('A2').value).toBe('Sitter 0');
    expect(sheet.getCell('E2').value).toBe(3);
    expect(sheet.getCell('G3').value).toBe('A; right; 1');
    expect(sheet.getCell('H5').value).toBe('B; wrong; 0');
    expect(sheet.rowCount).toBe(5);
  });
});

describe('absentees', () => {
  it('lists who never started, counted per group and branch, and exports them', async () => {
    const res = await api(reports.absentees, ex(), w.admin);
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a.total).toBe(1);
    expect(a.students[0]).toMatchObject({ name: 'Absent One', branch: expect.stringMatching(/^South/) });
    expect(a.counts).toEqual([
      { group: expect.stringMatching(/^Batch/), branch: expect.stringMatching(/^South/), count: 1 },
    ]);
    expect((await api(reports.absentees, ex({ branchId: w.north }), w.admin)).body.data.total).toBe(0);

    const csv = await api(reports.absenteesExport, ex({ format: 'csv' }), w.admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = parseCsv(csv.raw.toString('utf8'));
    expect(lines[0]).toEqual(['Name', 'Roll', 'Mobile', 'Group', 'Branch']);
    expect(lines[1]![0]).toBe('Absent One');

    const xlsx = await api(reports.absenteesExport, ex(), w.admin);
    const book = await workbook(xlsx.raw);
    expect(book.getWorksheet('Absentees')!.getCell('A2').value).toBe('Absent One');
    expect(book.getWorksheet('By group and branch')!.getCell('C2').value).toBe(1);
  });
});

describe('course trend', () => {
  it("gives each published exam's mean, overall and per branch", async () => {
    const before = (await api(reports.courseTrend, { params: { courseId: w.courseId } }, w.admin)).body.data;
    expect(before).toEqual([]);
    await publishGroup(t, { examId: w.examId, groupId: w.groupId, admin: w.admin });
    const res = await api(reports.courseTrend, { params: { courseId: w.courseId } }, w.admin);
    expect(res.status).toBe(200);
    const [exam] = res.body.data;
    expect(exam).toMatchObject({ examId: w.examId, count: 4, mean: 1.5, totalMarks: 3 });
    // North: 3 and 1; South: 2 and 0.
    expect(exam.branches.map((b: { mean: number; count: number }) => [b.count, b.mean])).toEqual([
      [2, 2],
      [2, 1],
    ]);
  });

  it('lists the courses to pick from, by name', async () => {
    // The world's course is only an id on its group; a course of its own is listed.
    const [course] = await t.ctx.db.insert(courses).values({ name: 'Trend course' }).returning();
    const res = await api(reports.trendCourses, {}, w.admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ courseId: course!.id, name: 'Trend course' });
  });
});

describe('who may call', () => {
  it('lets those who see results in and keeps others out', async () => {
    for (const role of ['examModerator', 'examiner', 'moderator'] as const) {
      const session = await staffSession(t.app, [role]);
      expect((await api(reports.responseGrid, ex(), session)).status, role).toBe(200);
      expect((await api(reports.trendCourses, {}, session)).status, role).toBe(200);
    }
    for (const role of ['accountant', 'contentUploader', 'questionUploader', 'mentor'] as const) {
      const session = await staffSession(t.app, [role]);
      for (const route of [
        reports.responseGrid,
        reports.responseGridExport,
        reports.absentees,
        reports.absenteesExport,
      ])
        expect((await api(route, ex(), session)).status, `${role} ${route.path}`).toBe(403);
      expect((await api(reports.courseTrend, { params: { courseId: w.courseId } }, session)).status).toBe(
        403,
      );
      expect((await api(reports.trendCourses, {}, session)).status).toBe(403);
    }
    const pupil = w.sitters[0]!.session;
    expect([401, 403]).toContain((await api(reports.responseGrid, ex(), pupil)).status);
    expect((await api(reports.absenteesExport, ex(), undefined)).status).toBe(401);
  });
});
