import type { OmrTemplate } from '@lms/domain';
import {
  accountRoutes,
  examReportRoutes,
  examResultsStaffRoutes,
  examStaffRoutes,
  omrReviewRoutes,
  omrRoutes,
  omrScanRoutes,
  uploadRoutes,
} from '@lms/domain/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, examAttempts, students } from '../src/db/schema';
import { filledSheetJpeg, pdfOfPages } from '../src/lib/omr-read/filled-sheets';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { addExam, assign, caller, liveExamWorld, MINUTE, publishGroup, sitByTitle } from './exams-fixtures';
import { admit, makeGroup, newPhone, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Reviewing read OMR sheets and accepting them as paper attempts: a PDF of the product's own sheets
// read by the real job, then corrections, acceptance (once, also twice at once), the paper attempts in
// results, the merit list and statistics beside online ones, a student with both counted once, and a
// corrected sheet accepted again after publishing; who may; bad input; other exams and groups.

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof liveExamWorld>>;
let template: OmrTemplate;
let scanId: string;
const ROLLS = ['70001', '70002', '70003', '70004'];
const OUTSIDER_ROLL = '70009';
const ids: string[] = [];
let outsiderId: string;
const DPI = 150;
// The sample paper: 1 MCQ (2 marks), 2 checkbox (2), 3 MCA of three statements (3); 4, 5 written.
const ALL_RIGHT = { 1: ['B'], 2: ['A', 'B'], 3: ['1T', '2F', '3T'] };
const ALL_WRONG = { 1: ['D'], 2: ['C'], 3: ['1F', '2F', '3F'] };
const SOME = { 1: [], 2: ['A', 'D'], 3: ['1T', '2T', '3T'] };

const setRoll = (id: string, sid: string, name: string) =>
  t.ctx.db.update(students).set({ sid, name }).where(eq(students.id, id));

const sheetJpeg = (fill: { roll?: string; answers?: Record<number, string[]> }, seed: number) =>
  filledSheetJpeg(template, w.examId, fill, { dpi: DPI, seed });

async function upload(body: Buffer): Promise<string> {
  const signed = await call(
    uploadRoutes.signedRequest,
    { query: { mimeType: 'application/pdf', purpose: 'omrScan' } },
    w.admin,
  );
  const { signedUrl, key } = signed.body.data;
  const put = await t.app.inject({
    method: 'PUT',
    url: signedUrl,
    payload: body,
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return key;
}

const at = (page: number, examId = w.examId, scan = scanId) => ({ examId, scanId: scan, page });
const sheet = (page: number, session = w.admin, examId = w.examId) =>
  call(omrReviewRoutes.omrSheet, { params: at(page, examId) }, session);
const correct = (page: number, body: object, session = w.admin, examId = w.examId) =>
  call(omrReviewRoutes.correctOmrSheet, { params: at(page, examId), body: body as never }, session);
const accept = (page: number, body: object = {}, session = w.admin, examId = w.examId) =>
  call(omrReviewRoutes.acceptOmrSheet, { params: at(page, examId), body }, session);
const acceptClean = (session = w.admin, examId = w.examId) =>
  call(omrReviewRoutes.acceptCleanOmrSheets, { params: { examId, scanId } }, session);

const paperAttempts = () =>
  t.ctx.db
    .select({ id: examAttempts.id, studentId: examAttempts.studentId })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, w.examId), eq(examAttempts.source, 'paper')));

type ResultRow = {
  studentId: string;
  source: string;
  bothPaperAndOnline: boolean;
  marksObtained: number;
  publishedAt: string | null;
};
async function results(): Promise<ResultRow[]> {
  const res = await call(examStaffRoutes.listResults, { params: { examId: w.examId }, query: {} }, w.admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await liveExamWorld(t, { exam: { title: 'OMR review model test' } });
  ids.push(w.me.id);
  for (let i = 1; i < ROLLS.length; i++) ids.push(await admit(t.ctx, newPhone(), [w.groupId]));
  for (const [i, id] of ids.entries()) await setRoll(id, ROLLS[i]!, `Paper Student ${i + 1}`);
  // A student of a group the exam is not given to (another branch's or institute's).
  const otherGroup = await makeGroup(t.ctx, 'Other institute group');
  outsiderId = await admit(t.ctx, newPhone(), [otherGroup]);
  await setRoll(outsiderId, OUTSIDER_ROLL, 'Outsider');
  template = (await call(omrRoutes.omrTemplate, { params: { examId: w.examId }, query: {} }, w.admin))
    .body as OmrTemplate;
  const pdf = await pdfOfPages([
    await sheetJpeg({ roll: ROLLS[0], answers: ALL_RIGHT }, 1),
    await sheetJpeg({ roll: ROLLS[1], answers: ALL_WRONG }, 2),
    await sheetJpeg({ roll: ROLLS[2], answers: SOME }, 3),
    await sheetJpeg({ roll: ROLLS[3]!.slice(0, 4), answers: ALL_RIGHT }, 4), // last digit left empty
    await sheetJpeg({ roll: OUTSIDER_ROLL, answers: ALL_WRONG }, 5),
  ]);
  const started = await call(
    omrScanRoutes.startOmrScan,
    { params: { examId: w.examId }, body: { keys: [await upload(pdf)] } },
    w.admin,
  );
  scanId = started.body.data._id;
  for (let waited = 0; waited < 90_000; waited += 200) {
    const res = await call(omrScanRoutes.omrScan, { params: { examId: w.examId, scanId } }, w.admin);
    if (res.body.data.state === 'done') return;
    expect(res.body.data.state).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the read did not finish');
});
afterAll(async () => {
  await t?.close();
});

describe('who may review', () => {
  it('staff who run exams only: others 403, a student 403, no session 401', async () => {
    for (const roles of [['examiner'], ['accountant'], ['questionUploader']] as const) {
      const session = await staffSession(t.app, [...roles]);
      expect((await sheet(1, session)).status).toBe(403);
      expect((await correct(4, { roll: ROLLS[3] }, session)).status).toBe(403);
      expect((await accept(1, {}, session)).status).toBe(403);
      expect((await acceptClean(session)).status).toBe(403);
    }
    expect((await accept(1, {}, w.me.session)).status).toBe(403);
    expect((await acceptClean('')).status).toBe(401);
    const moderator = await staffSession(t.app, ['moderator']);
    const res = await sheet(1, moderator);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, roll: ROLLS[0], studentId: ids[0], attemptId: null });
    expect(await paperAttempts()).toHaveLength(0);
  });
});

describe('bad input', () => {
  it('answers 400 with a reason, never 500', async () => {
    const bad: [object, RegExp][] = [
      [{}, /Give something to correct/],
      [{ roll: ROLLS[3], studentId: ids[3] }, /not both/],
      [{ studentId: 'nope' }, /id/],
      [{ answers: { '1': ['Z9'] } }, /mark/],
      [{ answers: { '1': ['E'] } }, /offers A, B, C, D/],
      [{ answers: { '1': ['A', 'A'] } }, /twice/],
      [{ answers: { '4': ['A'] } }, /not marked on this sheet/],
      [{ answers: { '3': ['4T'] } }, /offers 1T/],
      [{ set: 'A' }, /without sets/],
      [{ roll: '79999' }, /No active student/],
    ];
    for (const [body, message] of bad) {
      const res = await correct(4, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toMatch(message);
    }
    const page = await call(omrReviewRoutes.omrSheet, { params: { ...at(1), page: 'x' as never } }, w.admin);
    expect(page.status).toBe(400);
    const confirm = await accept(1, { confirmRescore: 'yes' });
    expect(confirm.status).toBe(400);
    expect((await sheet(99)).status).toBe(404);
    expect(await paperAttempts()).toHaveLength(0);
  });
});

describe('other exams and groups', () => {
  it("refuses a sheet under another exam's path, and a student of a group without the exam", async () => {
    const otherExam = await addExam(t, w.admin, { title: 'Another exam', questions: [] });
    const now = t.clock.now().getTime();
    await assign(t, w.admin, otherExam, {
      groupId: w.groupId,
      startsAt: new Date(now - MINUTE).toISOString(),
      endsAt: new Date(now + 60 * MINUTE).toISOString(),
      duration: 30,
    });
    expect((await sheet(1, w.admin, otherExam)).status).toBe(404);
    expect((await accept(1, {}, w.admin, otherExam)).status).toBe(404);
    expect((await correct(1, { roll: ROLLS[0] }, w.admin, otherExam)).status).toBe(404);
    expect((await acceptClean(w.admin, otherExam)).status).toBe(404);
    // The outsider is a student, but of a group this exam is not given to.
    const byId = await correct(5, { studentId: outsiderId });
    expect(byId.status).toBe(400);
    expect(byId.body.errors.title).toBe('Not a student of this exam');
    expect((await correct(5, { roll: OUTSIDER_ROLL })).status).toBe(400);
    expect((await sheet(5)).body.data).toMatchObject({ studentId: null, reviewedAt: null });
  });

  it('refuses to accept a sheet matched to nobody (409, saying why)', async () => {
    const res = await accept(4);
    expect(res.status).toBe(409);
    expect(res.body.errors.title).toBe('No student');
    expect(JSON.stringify(res.body)).toMatch(/correct its roll or pick the student/);
  });
});

describe('accepting', () => {
  it('accepts the clean sheets once, even asked twice at once', async () => {
    const [a, b] = await Promise.all([acceptClean(), acceptClean()]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(a.body.data.accepted + b.body.data.accepted).toBe(3);
    expect(a.body.data.left).toBe(2);
    const made = await paperAttempts();
    expect(made.map((r) => r.studentId).sort()).toEqual(ids.slice(0, 3).sort());
    // The read's view tells which sheets are accepted.
    const read = await call(omrScanRoutes.omrScan, { params: { examId: w.examId, scanId } }, w.admin);
    const accepted = read.body.data.sheets.map((s: { attemptId: string | null }) => s.attemptId !== null);
    expect(accepted).toEqual([true, true, true, false, false]);
    const again = await acceptClean();
    expect(again.body.data).toEqual({ accepted: 0, alreadyAccepted: 3, left: 2, attempts: [] });
    expect(await paperAttempts()).toHaveLength(3);
  });

  it('corrects a roll, then accepts the sheet once when asked twice at once', async () => {
    const fixed = await correct(4, { roll: ROLLS[3] });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data).toMatchObject({
      roll: ROLLS[3],
      studentId: ids[3],
      studentName: 'Paper Student 4',
    });
    expect(fixed.body.data.reviewedAt).not.toBeNull();
    const both = await Promise.all([accept(4), accept(4)]);
    for (const res of both) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(both.map((r) => r.body.data.outcome).sort()).toEqual(['created', 'unchanged']);
    expect(both[0]!.body.data.attemptId).toBe(both[1]!.body.data.attemptId);
    expect(both[0]!.body.data.after).toMatchObject({ marksObtained: 7, totalMarks: 14 });
    expect(await paperAttempts()).toHaveLength(4);
    expect((await sheet(4)).body.data.attemptId).toBe(both[0]!.body.data.attemptId);
  });

  it("refuses a student's second sheet, and an accepted sheet's change of student", async () => {
    expect((await correct(5, { studentId: ids[0] })).status).toBe(200);
    const second = await accept(5);
    expect(second.status).toBe(409);
    expect(second.body.errors.title).toBe('Another sheet is accepted');
    const moved = await correct(1, { studentId: ids[1] });
    expect(moved.status).toBe(409);
    expect(await paperAttempts()).toHaveLength(4);
  });
});

describe('paper attempts in results', () => {
  it('lists paper results with their marker, scored as online ones are', async () => {
    const rows = await results();
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toMatchObject({ source: 'paper', bothPaperAndOnline: false });
    const marks = new Map(rows.map((r) => [r.studentId, r.marksObtained]));
    expect(marks.get(ids[0]!)).toBe(7);

    // The first student also sits online, answering as the second student marked on paper.
    await sitByTitle(t, w, w.me.session, {
      'What is $2 + 2$?': ['6'],
      'Primes?': ['4'],
      'True or false': ['false', 'false', 'false'],
    });
    const after = await results();
    expect(after).toHaveLength(4);
    const mine = after.filter((r) => r.studentId === ids[0]);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ source: 'online', bothPaperAndOnline: true });
    // The same answers score the same on paper and online.
    expect(mine[0]!.marksObtained).toBe(marks.get(ids[1]!));
    // The student's own profile lists the exam once.
    const profile = await call(accountRoutes.profile, {}, w.me.session);
    expect(profile.body.data.exams.filter((e: { exam: string }) => e.exam === w.examId)).toHaveLength(1);

    const stats = await call(
      examResultsStaffRoutes.examStatistics,
      { params: { examId: w.examId }, query: {} },
      w.admin,
    );
    expect(stats.body.data.count).toBe(4);
    const items = await call(
      examResultsStaffRoutes.itemAnalysis,
      { params: { examId: w.examId }, query: {} },
      w.admin,
    );
    expect(items.body.data.attempts).toBe(4);
    expect(items.body.data.items[0].attempts).toBe(4);
    // The response grid has one row a student: the counted attempt.
    const grid = await call(
      examReportRoutes.responseGrid,
      { params: { examId: w.examId }, query: { limit: 50, offset: 0 } },
      w.admin,
    );
    expect(grid.status, JSON.stringify(grid.body)).toBe(200);
    expect(grid.body.data.total).toBe(4);
    expect(grid.body.data.items.filter((r: { studentId: string }) => r.studentId === ids[0])).toHaveLength(1);

    const csv = await call(examStaffRoutes.meritListCsv, { params: { examId: w.examId } }, w.admin);
    const [header, ...lines] = String(csv.body).trim().split('\r\n');
    const columns = header!.split(',');
    const cells = lines.map((l) => l.split(','));
    const rowOf = (roll: string) => cells.find((c) => c[columns.indexOf('Roll')] === roll)!;
    expect(cells.filter((c) => c[columns.indexOf('Result')] !== 'Absent')).toHaveLength(4);
    expect(rowOf(ROLLS[0]!)[columns.indexOf('Sat')]).toBe('Online');
    expect(rowOf(ROLLS[0]!)[columns.indexOf('Paper And Online')]).toBe('Yes');
    expect(rowOf(ROLLS[1]!)[columns.indexOf('Sat')]).toBe('Paper');
    expect(rowOf(ROLLS[1]!)[columns.indexOf('Paper And Online')]).toBe('');
  });

  it('scores a corrected sheet again once accepted again, a published mark only when confirmed', async () => {
    await publishGroup(t, w);
    const before = (await results()).find((r) => r.studentId === ids[1])!;
    expect(before.publishedAt).not.toBeNull();
    expect((await correct(2, { answers: { '1': ['B'] } })).status).toBe(200);
    // Not scored yet: the published result is as it was.
    expect((await results()).find((r) => r.studentId === ids[1])!.marksObtained).toBe(before.marksObtained);
    const unconfirmed = await accept(2);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.errors.code).toBe('rescoreNotConfirmed');
    expect((await results()).find((r) => r.studentId === ids[1])!.marksObtained).toBe(before.marksObtained);
    const confirmed = await accept(2, { confirmRescore: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      outcome: 'rescored',
      before: { marksObtained: before.marksObtained, published: true },
      after: { marksObtained: before.marksObtained + 2 + 0.5, published: true },
    });
    const now = (await results()).find((r) => r.studentId === ids[1])!;
    expect(now.marksObtained).toBe(before.marksObtained + 2.5);
    expect(await paperAttempts()).toHaveLength(4);

    await auditWritesSettled(t.ctx);
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'acceptOmrSheet'));
    const rescored = entries.find(
      (e) => (e.after as { outcome?: string } | null)?.outcome === 'rescored' && e.status === 200,
    );
    expect(rescored?.before).toMatchObject({ result: { marksObtained: before.marksObtained } });
    expect(rescored?.after).toMatchObject({ after: { marksObtained: before.marksObtained + 2.5 } });
    const corrections = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'correctOmrSheet'));
    expect(
      corrections.some((e) => (e.before as { sheet?: { roll: string | null } }).sheet?.roll === null),
    ).toBe(true);
  });
});
