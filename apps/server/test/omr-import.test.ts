import { omrScanRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omrSheets, students } from '../src/db/schema';
import { caller, liveExamWorld } from './exams-fixtures';
import { admit, newPhone, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Importing OMR marks read by another tool (CSV): one sheet per line, rolls matched only among the
// exam's groups, problems as for a scan; the same file imported once; who may; refusals.

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof liveExamWorld>>;
let other: Awaited<ReturnType<typeof liveExamWorld>>;
const ROLLS = ['70001', '70002'];
const OTHER_EXAM_ROLL = '70009';
const ids: string[] = [];

const setRoll = (id: string, sid: string, name: string) =>
  t.ctx.db.update(students).set({ sid, name }).where(eq(students.id, id));

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await liveExamWorld(t, { exam: { title: 'OMR import model test' } });
  ids.push(w.me.id, await admit(t.ctx, newPhone(), [w.groupId]));
  for (const [i, id] of ids.entries()) await setRoll(id, ROLLS[i]!, `Import Student ${i + 1}`);
  // A student of another exam's group: never matched to this exam's sheets.
  other = await liveExamWorld(t, { exam: { title: 'Another exam' } });
  await setRoll(other.me.id, OTHER_EXAM_ROLL, 'Other exam student');
});
afterAll(async () => {
  await t?.close();
});

const importCsv = (csv: string, session = w.admin, examId = w.examId) =>
  call(omrScanRoutes.importOmrCsv, { params: { examId }, body: { csv } }, session);
const scan = (scanId: string) =>
  call(omrScanRoutes.omrScan, { params: { examId: w.examId, scanId } }, w.admin);

// The sample paper: 1 MCQ, 2 checkbox, 3 MCA (three statements); 4 and 5 are written (not on the sheet).
const CSV = [
  'roll,set,q1,q2,q3,q9',
  `${ROLLS[0]},,B,"A,B",1T2F3T,`,
  `${ROLLS[1]},,AC,D,1T1F,`,
  `${OTHER_EXAM_ROLL},,A,,,`,
  ',,D,C,,B',
].join('\n');
let scanId: string;

describe('importing a CSV of marks', () => {
  it('stores one sheet per line, matched among the exam’s groups, with the problems for review', async () => {
    const res = await importCsv(CSV);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    scanId = res.body.data._id;
    const read = (await scan(scanId)).body.data;
    expect(read).toMatchObject({ state: 'done', source: 'csv', pagesDone: 4, pagesTotal: 4, error: null });
    // objectContaining: the review adds its own fields to each sheet.
    expect(read.sheets).toEqual([
      expect.objectContaining({
        page: 1,
        roll: ROLLS[0],
        studentId: ids[0],
        studentName: 'Import Student 1',
        set: null,
        answers: { 1: ['B'], 2: ['A', 'B'], 3: ['1T', '2F', '3T'] },
        confidence: 1,
        problems: [],
        crops: { roll: null, page: null, questions: {} },
      }),
      expect.objectContaining({
        roll: ROLLS[1],
        studentId: ids[1],
        answers: { 1: ['A', 'C'], 2: ['D'], 3: ['1T', '1F'] },
        problems: [
          { code: 'multipleMarks', question: 1 },
          { code: 'multipleMarks', question: 3 },
        ],
      }),
      expect.objectContaining({
        roll: OTHER_EXAM_ROLL,
        studentId: null,
        studentName: null,
        problems: [{ code: 'rollNotOnRoster' }],
      }),
      expect.objectContaining({
        roll: null,
        studentId: null,
        problems: [{ code: 'rollUnreadable' }, { code: 'unknownQuestion', question: 9 }],
      }),
    ]);
    const list = await call(omrScanRoutes.omrScans, { params: { examId: w.examId } }, w.admin);
    expect(list.body.data).toEqual([
      expect.objectContaining({ _id: scanId, source: 'csv', state: 'done', sheetsWithProblems: 3 }),
    ]);
  });

  it('imports the same file once: again, saved with other line ends, or twice at once', async () => {
    expect((await importCsv(CSV)).body.data._id).toBe(scanId);
    expect((await importCsv(`\uFEFF${CSV.replace(/\n/g, '\r\n')}\r\n`)).body.data._id).toBe(scanId);
    const rows = await t.ctx.db.select().from(omrSheets).where(eq(omrSheets.scanId, scanId));
    expect(rows).toHaveLength(4);

    const another = `roll,q1\n${ROLLS[0]},C\n`;
    const both = await Promise.all([importCsv(another), importCsv(another)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]!.body.data._id).toBe(both[1]!.body.data._id);
    const once = await t.ctx.db.select().from(omrSheets).where(eq(omrSheets.scanId, both[0]!.body.data._id));
    expect(once).toHaveLength(1);
  });

  it("reads OMRChecker's Results CSV", async () => {
    const res = await importCsv(
      '"file_id","input_path","output_path","score","Roll","q1","q2","q3"\n' +
        `"a.jpg","in/a.jpg","out/a.jpg","0","${ROLLS[1]}","D","BC","2T"\n`,
    );
    const read = (await scan(res.body.data._id)).body.data;
    expect(read.sheets).toEqual([
      expect.objectContaining({
        roll: ROLLS[1],
        studentId: ids[1],
        answers: { 1: ['D'], 2: ['B', 'C'], 3: ['2T'] },
        problems: [],
      }),
    ]);
  });
});

describe('who may, and refusals', () => {
  it('lets only those who run exams import', async () => {
    for (const roles of [['examiner'], ['accountant'], ['questionUploader'], ['mentor']] as const) {
      const session = await staffSession(t.app, [...roles]);
      expect((await importCsv(CSV, session)).status, roles[0]).toBe(403);
    }
    expect((await importCsv(CSV, w.me.session)).status).toBe(403);
    expect((await importCsv(CSV, '')).status).toBe(401);
    const moderator = await staffSession(t.app, ['moderator']);
    expect((await importCsv(`roll,q1\n${ROLLS[1]},A\n`, moderator)).status).toBe(200);
  });

  it('refuses a bad CSV naming the line, an empty body, and an unknown exam; stores nothing', async () => {
    const before = await t.ctx.db.select().from(omrSheets);
    for (const [csv, message] of [
      [`roll,q1\n${ROLLS[0]},A\n${ROLLS[1]},E\n`, /^Line 3: "E" is not a mark of question 1/],
      ['name,q1\nx,A\n', /^Line 1: no roll column/],
      ['roll,q1\n', /no sheets/],
      [`roll,q1\n${ROLLS[0]},"A\n`, /^Line 2: a quote is not closed/],
    ] as const) {
      const res = await importCsv(csv);
      expect(res.status, csv).toBe(400);
      expect(res.body.errors).toMatchObject({ title: 'Bad CSV', message: expect.stringMatching(message) });
    }
    expect((await importCsv('')).status).toBe(400);
    const noBody = await call(
      omrScanRoutes.importOmrCsv,
      { params: { examId: w.examId }, body: {} as never },
      w.admin,
    );
    expect(noBody.status).toBe(400);
    expect((await importCsv(CSV, w.admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await t.ctx.db.select().from(omrSheets)).toHaveLength(before.length);
  });

  it("matches another exam's import only to that exam's roster", async () => {
    const res = await importCsv(`roll,q1\n${OTHER_EXAM_ROLL},A\n${ROLLS[0]},B\n`, other.admin, other.examId);
    const read = (
      await call(
        omrScanRoutes.omrScan,
        { params: { examId: other.examId, scanId: res.body.data._id } },
        other.admin,
      )
    ).body.data;
    expect(read.sheets.map((s: { studentId: string | null }) => s.studentId)).toEqual([other.me.id, null]);
    // Not visible under this exam's path.
    expect((await scan(res.body.data._id)).status).toBe(404);
  });
});
