import { inflateSync } from 'node:zlib';
import type { OmrTemplate } from '@lms/domain';
import { omrRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema';
import { addExam, addQuestions, caller, liveExamWorld } from './exams-fixtures';
import { admit, makeGroup, newPhone, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Printing a paper exam's OMR sheets: the template JSON, the PDF (one page a sheet), who may, and the
// refusals (nothing to bubble, unknown exam or group, a group without the exam, a bad count).

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof liveExamWorld>>;
const ROLLS = ['40001', '40002', '40017'];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await liveExamWorld(t, { exam: { title: 'পদার্থবিজ্ঞান মডেল টেস্ট ১' } });
  // The world's student and two more, all with five-digit rolls; a deactivated one gets no sheet.
  const ids = [
    w.me.id,
    await admit(t.ctx, newPhone(), [w.groupId]),
    await admit(t.ctx, newPhone(), [w.groupId]),
  ];
  for (const [i, id] of ids.entries())
    await t.ctx.db
      .update(students)
      .set({ sid: ROLLS[i]!, name: `Sheet Student ${i}` })
      .where(eq(students.id, id));
  const gone = await admit(t.ctx, newPhone(), [w.groupId]);
  await t.ctx.db.update(students).set({ deactivatedAt: new Date() }).where(eq(students.id, gone));
});
afterAll(async () => {
  await t?.close();
});

const template = (examId: string, session: string, sets?: string) =>
  call(omrRoutes.omrTemplate, { params: { examId }, query: sets === undefined ? {} : { sets } }, session);
const sheets = (
  session: string,
  query: { groupId?: string; blank?: number; sets?: string },
  examId = w.examId,
) => call(omrRoutes.omrSheetsPdf, { params: { examId }, query } as never, session);

/** The page objects of a PDF. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/** Every content stream of a PDF, inflated, in file order. */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a compressed stream (a font, an image)
    }
    re.lastIndex = end;
  }
  return out;
}
/** The page content streams (they draw the markers: four black squares). */
const pageStreams = (pdf: Buffer) => streams(pdf).filter((s) => /\bre\b/.test(s) && /\bTJ\b/.test(s));
/** Fill operations of a page: markers, the QR code, filled bubbles. */
const fills = (page: string) => page.split('\n').filter((line) => line === 'f').length;
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');

describe('the OMR template', () => {
  it('describes every bubble of the paper: roll digits, sets, and one row per machine-marked question', async () => {
    const res = await template(w.examId, w.admin, 'A,B');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.body as OmrTemplate;
    expect(body.page).toEqual({ widthMm: 210, heightMm: 297 });
    expect(body.markers).toHaveLength(4);
    expect(body.rollColumns).toBe(5);
    // The sample paper: MCQ (4 options), checkbox (4), MCA (3 statements), then two written questions.
    expect(body.questions).toEqual([
      { number: 1, options: ['A', 'B', 'C', 'D'] },
      { number: 2, options: ['A', 'B', 'C', 'D'] },
      { number: 3, options: ['1T', '1F', '2T', '2F', '3T', '3F'] },
    ]);
    const count = (field: string) => body.bubbles.filter((b) => b.field === field).length;
    expect([count('roll'), count('set'), count('question')]).toEqual([50, 2, 14]);
    expect(
      body.bubbles.find((b) => b.field === 'question' && b.number === 3 && b.option === '2F'),
    ).toMatchObject({
      rMm: expect.any(Number),
      xMm: expect.any(Number),
      yMm: expect.any(Number),
    });
    expect(body.layoutId).toMatch(/^omr1-r5-s2-q3-/);
    // The same exam gives the same template; other sets, another layout.
    expect((await template(w.examId, w.admin, 'A,B')).body).toEqual(body);
    expect((await template(w.examId, w.admin)).body.layoutId).toMatch(/^omr1-r5-s0-q3-/);
  });

  it('refuses bad set codes, an exam with nothing to bubble, and an unknown exam', async () => {
    const repeated = await template(w.examId, w.admin, 'A,A');
    expect(repeated.status).toBe(400);
    const [written] = await addQuestions(t, w.admin, [
      { type: 'paragraph', title: 'Explain inertia', point: 5 },
    ]);
    const writtenOnly = await addExam(t, w.admin, {
      title: 'Written only',
      questions: [{ questionId: written! }],
    });
    const none = await template(writtenOnly, w.admin);
    expect(none.status).toBe(400);
    expect(none.body.errors.title).toBe('This exam has no questions to mark on an OMR sheet');
    expect((await sheets(w.admin, { blank: 1 }, writtenOnly)).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await template(unknown, w.admin)).status).toBe(404);
    expect((await sheets(w.admin, { blank: 1 }, unknown)).status).toBe(404);
  });

  it('refuses a paper longer than one sheet holds, saying what it holds', async () => {
    const ids = await addQuestions(
      t,
      w.admin,
      Array.from({ length: 131 }, (_, i) => ({
        type: 'MCQ' as const,
        title: `Long paper question ${i}`,
        options: ['a', 'b', 'c', 'd'],
        answer: ['a'],
        point: 1,
      })),
    );
    const examId = await addExam(t, w.admin, {
      title: 'Too long',
      questions: ids.map((questionId) => ({ questionId })),
    });
    const res = await template(examId, w.admin);
    expect(res.status).toBe(400);
    expect(res.body.errors.title).toBe('The questions do not fit on one OMR sheet');
    expect(res.body.errors.message).toContain('at most 130 questions of 4 options');
    const fits = await addExam(t, w.admin, {
      title: 'Fits',
      questions: ids.slice(0, 130).map((questionId) => ({ questionId })),
    });
    expect((await template(fits, w.admin)).status).toBe(200);
  });
});

describe('the OMR sheets PDF', () => {
  it('prints N blank sheets, one A4 page each, with the layout named on them', async () => {
    const res = await sheets(w.admin, { blank: 3 });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(res.raw)).toBe(3);
    expect(res.raw.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const layoutId = (await template(w.examId, w.admin)).body.layoutId as string;
    const pages = pageStreams(res.raw);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain(hex(layoutId).slice(0, 16));
  });

  it("prints one sheet per active student of a group, with the student's roll bubbled", async () => {
    const res = await sheets(w.admin, { groupId: w.groupId });
    expect(res.status).toBe(200);
    expect(pageCount(res.raw)).toBe(3);
    const blank = pageStreams((await sheets(w.admin, { blank: 1 })).raw)[0]!;
    const pages = pageStreams(res.raw);
    // Each student's page fills five more bubbles than a blank one: the roll's digits.
    for (const page of pages) expect(fills(page) - fills(blank)).toBe(5);
    // Printed by roll: the first page is 40001's, the last 40017's.
    expect(pages[0]).toContain(hex('40001'));
    expect(pages[2]).toContain(hex('40017'));
  });

  it('refuses a bad count, an unknown group and a group the exam is not given to', async () => {
    for (const query of [{ blank: 0 }, { blank: 501 }, {}, { blank: 2, groupId: w.groupId }])
      expect((await sheets(w.admin, query)).status, JSON.stringify(query)).toBe(400);
    expect((await sheets(w.admin, { blank: 'x' as never })).status).toBe(400);
    expect((await sheets(w.admin, { groupId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const other = await makeGroup(t.ctx, 'Not given the exam');
    const res = await sheets(w.admin, { groupId: other });
    expect(res.status).toBe(400);
    expect(res.body.errors.title).toBe('This exam is not given to this group');
  });

  it('is for those who run exams: exam moderators and moderators, not examiners, question uploaders or accountants', async () => {
    for (const role of ['examModerator', 'moderator'] as const) {
      const session = await staffSession(t.app, [role]);
      expect((await sheets(session, { blank: 1 })).status, role).toBe(200);
      expect((await template(w.examId, session)).status, role).toBe(200);
    }
    for (const role of ['examiner', 'questionUploader', 'accountant', 'contentUploader'] as const) {
      const session = await staffSession(t.app, [role]);
      expect((await sheets(session, { blank: 1 })).status, role).toBe(403);
      expect((await template(w.examId, session)).status, role).toBe(403);
    }
    expect((await template(w.examId, w.me.session)).status).toBe(403);
    expect(
      (await call(omrRoutes.omrSheetsPdf, { params: { examId: w.examId }, query: { blank: 1 } } as never))
        .status,
    ).toBe(401);
  });
});
