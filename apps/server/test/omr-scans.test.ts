import { type OmrTemplate, omrQrText } from '@lms/domain';
import { omrRoutes, omrScanRoutes, uploadRoutes } from '@lms/domain/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omrScans, omrSheets, students } from '../src/db/schema';
import { filledSheetJpeg, pdfOfPages } from '../src/lib/omr-read/filled-sheets';
import { readOmrScan } from '../src/modules/omr-scans/read-omr-scan';
import { caller, liveExamWorld } from './exams-fixtures';
import { admit, makeGroup, newPhone, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Reading scans of an exam's OMR sheets: sheets made from the product's own template (synthetic pencil
// marks, 150 dpi JPEG pages in a PDF), uploaded and read by the job; rolls matched only among the
// exam's groups; the same file read once; who may; refusals.

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof liveExamWorld>>;
let template: OmrTemplate;
const ROLLS = ['60001', '60002', '60003'];
const OUTSIDER_ROLL = '60009';
const ids: string[] = [];
const DPI = 150;
// The sample paper: 1 MCQ, 2 checkbox, 3 MCA (three statements); 4 and 5 are written (not on the sheet).
const ANSWERS: Record<number, string[]>[] = [
  { 1: ['B'], 2: ['A', 'B'], 3: ['1T', '2F', '3T'] },
  { 1: ['D'], 2: ['C'], 3: ['1F', '2F', '3F'] },
  { 1: [], 2: ['A', 'D'], 3: ['1T', '2T', '3T'] },
];

const setRoll = (id: string, sid: string, name: string) =>
  t.ctx.db.update(students).set({ sid, name }).where(eq(students.id, id));

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await liveExamWorld(t, { exam: { title: 'OMR scan model test' } });
  ids.push(w.me.id, await admit(t.ctx, newPhone(), [w.groupId]), await admit(t.ctx, newPhone(), [w.groupId]));
  for (const [i, id] of ids.entries()) await setRoll(id, ROLLS[i]!, `Scan Student ${i + 1}`);
  // A student of a group the exam is not given to (another branch's or institute's roll).
  const otherGroup = await makeGroup(t.ctx, 'Other institute group');
  await setRoll(await admit(t.ctx, newPhone(), [otherGroup]), OUTSIDER_ROLL, 'Outsider');
  const res = await call(omrRoutes.omrTemplate, { params: { examId: w.examId }, query: {} }, w.admin);
  expect(res.status).toBe(200);
  template = res.body as OmrTemplate;
});
afterAll(async () => {
  await t?.close();
});

/** A 150 dpi JPEG of a sheet filled with this roll and these answers (dark pencil), its QR code `qr`. */
const sheetJpeg = (fill: { roll?: string; answers?: Record<number, string[]> }, seed: number, qr?: string) =>
  filledSheetJpeg(template, w.examId, fill, { dpi: DPI, seed, qr });

/** A white page (a sheet fed the wrong way, or a blank one). */
const whitePage = () =>
  sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#fbfbfb' } })
    .jpeg()
    .toBuffer();

const pdfOf = pdfOfPages;

/** Uploads a scan the way the console does: a signed request for an OMR scan, then a PUT. */
async function upload(body: Buffer, mimeType = 'application/pdf', session = w.admin): Promise<string> {
  const signed = await call(uploadRoutes.signedRequest, { query: { mimeType, purpose: 'omrScan' } }, session);
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const { signedUrl, key } = signed.body.data;
  const put = await t.app.inject({
    method: 'PUT',
    url: signedUrl,
    payload: body,
    headers: { 'content-type': mimeType },
  });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return key;
}

const start = (keys: string[], session = w.admin, examId = w.examId) =>
  call(omrScanRoutes.startOmrScan, { params: { examId }, body: { keys } }, session);
const scan = (scanId: string, examId = w.examId, session = w.admin) =>
  call(omrScanRoutes.omrScan, { params: { examId, scanId } }, session);

/** The read once its job has finished. */
async function readDone(scanId: string) {
  for (let waited = 0; waited < 90_000; waited += 200) {
    const res = await scan(scanId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.data.state === 'done' || res.body.data.state === 'failed') return res.body.data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the read did not finish');
}

let fullPdf: Buffer;
let fullScanId: string;

describe('reading a PDF of filled sheets', () => {
  it('reads every roll and answer of the group’s sheets, and marks the problem pages', async () => {
    fullPdf = await pdfOf([
      ...(await Promise.all(ROLLS.map((roll, i) => sheetJpeg({ roll, answers: ANSWERS[i] }, i + 1)))),
      await sheetJpeg({ roll: '6000', answers: ANSWERS[0] }, 7), // the last roll digit left empty
      await whitePage(),
      await sheetJpeg({ roll: OUTSIDER_ROLL, answers: ANSWERS[1] }, 9),
      // A sheet printed for another exam (its QR code says so), bubbled with a roll of this exam's group.
      await sheetJpeg(
        { roll: ROLLS[0], answers: ANSWERS[0] },
        10,
        omrQrText(crypto.randomUUID(), template.layoutId),
      ),
    ]);
    const started = await start([await upload(fullPdf)]);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    fullScanId = started.body.data._id;
    const read = await readDone(fullScanId);
    expect(read).toMatchObject({ state: 'done', pagesDone: 7, pagesTotal: 7, error: null });
    expect(read.sheets.map((s: { page: number }) => s.page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const [i, roll] of ROLLS.entries()) {
      const sheet = read.sheets[i];
      const want = Object.fromEntries(Object.entries(ANSWERS[i]!).map(([n, options]) => [n, options]));
      expect(sheet).toMatchObject({
        roll,
        studentId: ids[i],
        studentName: `Scan Student ${i + 1}`,
        set: null,
      });
      expect(sheet.answers).toEqual(want);
      expect(sheet.problems).toEqual([]);
      expect(sheet.crops.roll).toMatch(/\/files\/omr-scans\/crops\/.+-roll\.png\?/);
    }
    const [, , , unreadable, blank, outsider, otherExam] = read.sheets;
    expect(unreadable).toMatchObject({ roll: null, studentId: null, problems: [{ code: 'rollUnreadable' }] });
    expect(unreadable.answers).toEqual(ANSWERS[0]);
    expect(blank).toMatchObject({
      roll: null,
      studentId: null,
      confidence: 0,
      problems: [{ code: 'pageNotFound' }],
    });
    expect(blank.crops.page).toMatch(/-page\.jpg\?/);
    expect(outsider).toMatchObject({
      roll: OUTSIDER_ROLL,
      studentId: null,
      studentName: null,
      problems: [{ code: 'rollNotOnRoster' }],
    });
    expect(otherExam).toMatchObject({ roll: ROLLS[0], studentId: null, problems: [{ code: 'otherExam' }] });
    // A crop is a PNG the review screen can show.
    const crop = await t.app.inject({
      method: 'GET',
      url: read.sheets[0].crops.roll,
    });
    expect(crop.statusCode).toBe(200);
    expect(crop.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('reads the same file once: uploaded again (another key) or POSTed twice at once, the same scan', async () => {
    const again = await start([await upload(fullPdf)]);
    expect(again.body.data._id).toBe(fullScanId);
    // The job run again (another node, a retry) takes no effect on a finished read.
    await readOmrScan(t.ctx, fullScanId);
    const rows = await t.ctx.db.select().from(omrSheets).where(eq(omrSheets.scanId, fullScanId));
    expect(rows).toHaveLength(7);

    const one = await pdfOf([await sheetJpeg({ roll: ROLLS[0], answers: ANSWERS[0] }, 11)]);
    const [a, b] = await Promise.all([upload(one), upload(one)]);
    t.clock.advance(1000); // a later read (the list is newest first)
    const both = await Promise.all([start([a]), start([b])]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]!.body.data._id).toBe(both[1]!.body.data._id);
    const read = await readDone(both[0]!.body.data._id);
    expect(read.sheets).toHaveLength(1);
    const scans = await t.ctx.db.select().from(omrScans).where(eq(omrScans.examId, w.examId));
    expect(scans).toHaveLength(2);
    // The exam's list, newest first.
    const list = await call(omrScanRoutes.omrScans, { params: { examId: w.examId } }, w.admin);
    expect(list.body.data.map((s: { _id: string }) => s._id)).toEqual([both[0]!.body.data._id, fullScanId]);
    expect(list.body.data[1]).toMatchObject({ state: 'done', pagesTotal: 7, sheetsWithProblems: 4 });
  });

  it('resumes a read whose node died half-way: only the missing pages are read, each stored once', async () => {
    const pdf = await pdfOf([
      await sheetJpeg({ roll: ROLLS[1], answers: ANSWERS[1] }, 21),
      await sheetJpeg({ roll: ROLLS[2], answers: ANSWERS[2] }, 22),
    ]);
    const scanId = (await start([await upload(pdf)])).body.data._id;
    await readDone(scanId);
    // As if its node had died after page 1: page 2 gone, the claim left running and stale.
    await t.ctx.db.delete(omrSheets).where(and(eq(omrSheets.scanId, scanId), eq(omrSheets.page, 2)));
    await t.ctx.db
      .update(omrScans)
      .set({
        state: 'running',
        claimToken: crypto.randomUUID(),
        claimedAt: new Date(t.ctx.now().getTime() - 10 * 60_000),
      })
      .where(eq(omrScans.id, scanId));
    await Promise.all([readOmrScan(t.ctx, scanId), readOmrScan(t.ctx, scanId)]);
    const read = (await scan(scanId)).body.data;
    expect(read).toMatchObject({ state: 'done', pagesDone: 2, pagesTotal: 2 });
    expect(read.sheets.map((s: { roll: string; studentId: string }) => [s.roll, s.studentId])).toEqual([
      [ROLLS[1], ids[1]],
      [ROLLS[2], ids[2]],
    ]);
  });

  it('reads a JPEG photo of one sheet', async () => {
    const key = await upload(await sheetJpeg({ roll: ROLLS[2], answers: ANSWERS[2] }, 31), 'image/jpeg');
    const read = await readDone((await start([key])).body.data._id);
    expect(read.sheets).toHaveLength(1);
    expect(read.sheets[0]).toMatchObject({ page: 1, roll: ROLLS[2], studentId: ids[2], answers: ANSWERS[2] });
  });
});

describe('a file that is not a readable PDF', () => {
  it('fails the read with a message; asking again puts the same read back in the queue', async () => {
    const broken = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const key = await upload(broken);
    const scanId = (await start([key])).body.data._id;
    const read = await readDone(scanId);
    expect(read).toMatchObject({ state: 'failed', error: 'File 1 could not be opened as a PDF', sheets: [] });
    const again = await start([key]);
    expect(again.body.data._id).toBe(scanId);
    expect(await readDone(scanId)).toMatchObject({ state: 'failed' });
  });
});

describe('who may, and refusals', () => {
  it('lets only those who run exams upload scans and start or see reads', async () => {
    for (const roles of [['examiner'], ['accountant'], ['questionUploader']] as const) {
      const session = await staffSession(t.app, [...roles]);
      const signed = await call(
        uploadRoutes.signedRequest,
        { query: { mimeType: 'application/pdf', purpose: 'omrScan' } },
        session,
      );
      expect(signed.status).toBe(403);
      expect((await start(['omr-scans/x.pdf'], session)).status).toBe(403);
      expect((await scan(fullScanId, w.examId, session)).status).toBe(403);
    }
    const pupil = await call(
      uploadRoutes.signedRequest,
      { query: { mimeType: 'application/pdf', purpose: 'omrScan' } },
      w.me.session,
    );
    expect(pupil.status).toBe(403);
    expect((await start(['omr-scans/x.pdf'], w.me.session)).status).toBe(403);
    expect((await start(['omr-scans/x.pdf'], '')).status).toBe(401);
    const moderator = await staffSession(t.app, ['moderator']);
    expect((await scan(fullScanId, w.examId, moderator)).status).toBe(200);
    const signed = await call(
      uploadRoutes.signedRequest,
      { query: { mimeType: 'image/png', purpose: 'omrScan' } },
      moderator,
    );
    expect(signed.body.data).toMatchObject({
      maxBytes: 100 * 1024 * 1024,
      key: expect.stringMatching(/^omr-scans\/.+\.png$/),
    });
    const wrongType = await call(
      uploadRoutes.signedRequest,
      { query: { mimeType: 'image/webp', purpose: 'omrScan' } },
      moderator,
    );
    expect(wrongType.status).toBe(400);
  });

  it('refuses keys that are not uploaded scans, none, an unknown exam, and another exam’s scan', async () => {
    const picture = await call(uploadRoutes.signedRequest, { query: { mimeType: 'image/png' } }, w.admin);
    for (const keys of [
      ['omr-scans/00000000-0000-4000-8000-000000000000.pdf'],
      [picture.body.data.key],
      ['../etc/passwd'],
      ['omr-scans/a.txt'],
    ]) {
      const res = await start(keys);
      expect(res.status, keys[0]).toBe(400);
      expect(res.body.errors.title).toBe('Unknown scan');
    }
    expect((await start([])).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const noExam = await start([await upload(fullPdf)], w.admin, unknown);
    expect(noExam.status).toBe(404);
    expect((await call(omrScanRoutes.omrScans, { params: { examId: unknown } }, w.admin)).status).toBe(404);
    const other = await liveExamWorld(t, { exam: { title: 'Another exam' } });
    expect((await scan(fullScanId, other.examId)).status).toBe(404);
    expect((await scan(unknown)).status).toBe(404);
  });
});
