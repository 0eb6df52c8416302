import {
  questionBankRoutes as bankRoutes,
  examRoutes,
  examStaffRoutes as staffRoutes,
} from '@lms/domain/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addExam, caller, examInGroup, liveExamWorld, MINUTE, student } from './exams-fixtures';
import { staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let api: ReturnType<typeof caller>;
let uploader: string;
let moderator: string;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  uploader = await staffSession(t.app, ['questionUploader']);
  moderator = await staffSession(t.app, ['examModerator']);
});
afterAll(async () => {
  await t.close();
});

const unique = () => crypto.randomUUID().slice(0, 8);

/** A valid MCQ with LaTeX and Bengali, tagged for one test. */
function mcq(tag: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'MCQ' as const,
    title: 'ভগ্নাংশ $\\frac{1}{2} + \\frac{1}{4}$ = ?',
    options: ['$\\frac{3}{4}$', '$1$', 'তিন'],
    answer: ['$\\frac{3}{4}$'],
    explanation: 'Add: $$\\frac{2}{4} + \\frac{1}{4}$$',
    tags: [tag],
    chapter: 'Fractions',
    difficulty: 'easy' as const,
    point: 2,
    negativeMark: 0.5,
    ...extra,
  };
}

async function create(body: Record<string, unknown>, session = uploader) {
  const res = await api(staffRoutes.createQuestion, { body: body as never }, session);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; version: number; title: string };
}

describe('who may use the bank', () => {
  it('lets question uploaders and exam moderators in, and refuses everyone else on every route', async () => {
    const q = await create(mcq(unique()));
    const params = { questionId: q._id };
    const csv = 'type,title,option_a,option_b,answer\nMCQ,Two?,1,2,B\n';
    const calls = [
      [staffRoutes.searchQuestions, {}],
      [staffRoutes.createQuestion, { body: mcq('x') }],
      [staffRoutes.importQuestions, { body: { format: 'csv', content: csv } }],
      [staffRoutes.getQuestion, { params }],
      [staffRoutes.updateQuestion, { params, body: { chapter: 'Other' } }],
      [staffRoutes.deleteQuestion, { params }],
      [bankRoutes.questionBankPage, {}],
      [bankRoutes.questionVersions, { params }],
      [bankRoutes.previewQuestionUpdate, { params, body: { chapter: 'Other' } }],
      [bankRoutes.questionSubjects, {}],
      [bankRoutes.previewQuestionImport, { body: { format: 'csv', content: csv } }],
      [bankRoutes.importQuestionRows, { body: { rows: [{ row: 2, question: mcq('x') }] } }],
    ] as const;
    const teacher = await staffSession(t.app, ['contentUploader', 'mentor']);
    const examiner = await staffSession(t.app, ['examiner']);
    const moderatorOfOrg = await staffSession(t.app, ['moderator']);
    const pupil = await student(t, []);
    for (const [route, input] of calls) {
      const name = `${route.method} ${route.path}`;
      expect((await api(route, input as never)).status, name).toBe(401);
      for (const session of [teacher, examiner, moderatorOfOrg, pupil.session])
        expect((await api(route, input as never, session)).status, name).toBe(403);
    }
    // The read routes answer both bank roles (the writes are covered below).
    for (const session of [uploader, moderator]) {
      expect((await api(staffRoutes.getQuestion, { params }, session)).status).toBe(200);
      expect((await api(bankRoutes.questionBankPage, {}, session)).status).toBe(200);
      expect((await api(bankRoutes.questionVersions, { params }, session)).status).toBe(200);
      expect((await api(bankRoutes.questionSubjects, {}, session)).status).toBe(200);
    }
  });
});

describe('authoring', () => {
  it('stores plain text with LaTeX and Bengali as written, with marks, negative marks and tags', async () => {
    const tag = unique();
    const q = await create(
      mcq(tag, {
        optionType: { B: 'image' },
        options: ['$\\frac{3}{4}$', 'exam/one.png', 'তিন'],
        image: ['exam/q.png'],
      }),
    );
    const got = await api(staffRoutes.getQuestion, { params: { questionId: q._id } }, moderator);
    expect(JSON.parse(got.body.data.optionType)).toMatchObject({ 1: 'image' });
    expect(got.body.data).toMatchObject({
      title: 'ভগ্নাংশ $\\frac{1}{2} + \\frac{1}{4}$ = ?',
      options: ['$\\frac{3}{4}$', 'exam/one.png', 'তিন'],
      answer: ['$\\frac{3}{4}$'],
      explanation: 'Add: $$\\frac{2}{4} + \\frac{1}{4}$$',
      image: ['exam/q.png'],
      tags: [tag],
      chapter: 'Fractions',
      difficulty: 'easy',
      point: 2,
      negativeMark: 0.5,
      version: 1,
      versionOf: null,
    });
  });

  it('refuses bad questions with 400 and says why', async () => {
    const bad = [
      [mcq('x', { negativeMark: 3 }), 'negative marks are more than the marks'],
      [mcq('x', { answer: ['$1$ '] }), 'exactly one of its options'],
      [mcq('x', { difficulty: 'trivial' }), 'difficulty'],
      [mcq('x', { options: ['same', 'same'], answer: ['same'] }), 'same text'],
      [{ type: 'paragraph', title: 'Essay', options: ['a'] }, 'has no options'],
      [{ type: 'essay', title: 'x' }, 'type'],
      [mcq('x', { title: '   ' }), 'empty'],
    ] as const;
    for (const [body, why] of bad) {
      const res = await api(staffRoutes.createQuestion, { body: body as never }, uploader);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(why);
    }
    const res = await api(
      staffRoutes.updateQuestion,
      { params: { questionId: crypto.randomUUID() }, body: { chapter: 'x' } },
      uploader,
    );
    expect(res.status).toBe(404);
    expect(
      (await api(staffRoutes.getQuestion, { params: { questionId: 'not-an-id' } } as never, uploader)).status,
    ).toBe(400);
  });
});

describe('search', () => {
  it('pages with a total and filters by text (Bengali, options), type, chapter, difficulty, tag, use', async () => {
    const tag = unique();
    const a = await create(mcq(tag, { title: 'পদার্থবিজ্ঞান: বেগ $v = u + at$', chapter: 'Motion' }));
    const b = await create({
      type: 'shortAns',
      title: 'Name the unit of force',
      answer: ['newton'],
      tags: [tag],
      chapter: 'Force',
      difficulty: 'hard',
    });
    const c = await create(
      mcq(tag, { title: 'Which is a vector?', options: ['speed', 'ত্বরণ'], answer: ['ত্বরণ'] }),
    );
    await addExam(t, moderator, { title: 'Uses b', questions: [{ questionId: b._id }] });
    const page = async (query: Record<string, unknown>) => {
      const res = await api(bankRoutes.questionBankPage, { query: { tag, ...query } }, uploader);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { items: { _id: string; exams: number }[]; total: number };
    };
    const ids = (p: { items: { _id: string }[] }) => p.items.map((i) => i._id);

    expect(await page({})).toMatchObject({ total: 3 });
    expect(ids(await page({}))).toEqual([c._id, b._id, a._id]);
    expect(ids(await page({ sort: 'oldest' }))).toEqual([a._id, b._id, c._id]);
    const paged = await page({ limit: 2, offset: 2 });
    expect(paged.total).toBe(3);
    expect(ids(paged)).toEqual([a._id]);
    expect(ids(await page({ search: 'বেগ' }))).toEqual([a._id]);
    expect(ids(await page({ search: 'ত্বরণ' }))).toEqual([c._id]); // an option's text
    expect(ids(await page({ search: 'UNIT OF' }))).toEqual([b._id]);
    expect(ids(await page({ search: '100%' }))).toEqual([]);
    expect(ids(await page({ type: 'shortAns' }))).toEqual([b._id]);
    expect(ids(await page({ chapter: 'Motion' }))).toEqual([a._id]);
    expect(ids(await page({ difficulty: 'hard' }))).toEqual([b._id]);
    expect(await page({ used: 'true' })).toMatchObject({ total: 1, items: [{ _id: b._id, exams: 1 }] });
    expect(ids(await page({ used: 'false' }))).toEqual([c._id, a._id]);
    // The list route takes the same filters.
    const list = await api(staffRoutes.searchQuestions, { query: { tag, difficulty: 'hard' } }, moderator);
    expect(list.body.data.map((q: { _id: string }) => q._id)).toEqual([b._id]);

    const chapters = await api(bankRoutes.questionSubjects, {}, uploader);
    expect(chapters.body.data.chapters).toEqual(expect.arrayContaining(['Force', 'Motion']));

    for (const query of [
      { limit: 0 },
      { limit: 201 },
      { sort: 'random' },
      { used: 'maybe' },
      { type: 'essay' },
    ])
      expect((await api(bankRoutes.questionBankPage, { query: query as never }, uploader)).status).toBe(400);
  });
});

describe('versions', () => {
  it('freezes the version a published exam used; unpublished exams follow the newest', async () => {
    const w = await liveExamWorld(t);
    const [mcqId] = w.questionIds;
    // Another exam with the same question, never published.
    const other = await addExam(t, w.admin, { title: 'Draft test', questions: [{ questionId: mcqId! }] });
    const paper = (await caller(t)(examRoutes.paper, examInGroup(w), w.me.session)).body.data;
    const q = paper.questions.find((x: { _id: string }) => x._id === mcqId);
    const saved = await caller(t)(
      examRoutes.addAnswer,
      {
        ...examInGroup(w),
        query: { isLive: 'true' },
        body: { questionId: mcqId!, answer: ['4'], timestamp: t.clock.now().getTime(), extra: [] },
      },
      w.me.session,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(q).toBeTruthy();
    expect((await caller(t)(examRoutes.submit, examInGroup(w), w.me.session)).status).toBe(200);
    t.clock.advance(200 * MINUTE); // the window is over
    const published = await api(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId } },
      w.admin,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const before = (await caller(t)(examRoutes.result, examInGroup(w), w.me.session)).body.data;
    const oldTitle = (await api(staffRoutes.getQuestion, { params: { questionId: mcqId! } }, uploader)).body
      .data.title as string;

    // The key moves to 5 and the text changes.
    const edit = await api(
      staffRoutes.updateQuestion,
      { params: { questionId: mcqId! }, body: { title: '2 + 3 = ?', answer: ['5'] } },
      uploader,
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data).toMatchObject({ _id: mcqId, title: '2 + 3 = ?', version: 2, versionOf: null });

    // The published result still shows and scores what the student answered.
    const after = (await caller(t)(examRoutes.result, examInGroup(w), w.me.session)).body.data;
    expect(after.marksObtained).toBe(before.marksObtained);
    expect(JSON.stringify(after)).toContain(JSON.stringify(oldTitle));
    expect(JSON.stringify(after)).not.toContain('2 + 3 = ?');
    const staffView = await api(staffRoutes.getExam, { params: { examId: w.examId } }, w.admin);
    expect(staffView.body.data.questions[0]).toMatchObject({
      title: oldTitle,
      answer: ['4'],
      version: 1,
    });

    // The draft exam follows the newest version and is queued for a re-score.
    const draft = await api(staffRoutes.getExam, { params: { examId: other } }, w.admin);
    expect(draft.body.data.questions[0]).toMatchObject({ _id: mcqId, title: '2 + 3 = ?', answer: ['5'] });

    // The bank lists the newest only; the history has both versions with their exams.
    const history = await api(bankRoutes.questionVersions, { params: { questionId: mcqId! } }, uploader);
    expect(history.status).toBe(200);
    expect(history.body.data).toHaveLength(2);
    expect(history.body.data[0]).toMatchObject({
      _id: mcqId,
      version: 2,
      exams: [{ _id: other, title: 'Draft test', published: false }],
    });
    expect(history.body.data[1]).toMatchObject({
      versionOf: mcqId,
      version: 1,
      title: oldTitle,
      exams: [{ _id: w.examId, published: true }],
    });
    const frozen = history.body.data[1]._id as string;
    // The bank counts the exams of every version: the draft, and the published one on the frozen copy.
    const listed = await api(
      bankRoutes.questionBankPage,
      { query: { search: '2 + 3 = ?', used: 'true' } },
      uploader,
    );
    expect(listed.body.data.items.find((i: { _id: string }) => i._id === mcqId)).toMatchObject({ exams: 2 });
    const bank = await api(bankRoutes.questionBankPage, { query: { search: oldTitle } }, uploader);
    expect(bank.body.data.items.map((i: { _id: string }) => i._id)).not.toContain(frozen);
    // An older version is not edited; its history is the same.
    const old = await api(
      staffRoutes.updateQuestion,
      { params: { questionId: frozen }, body: { chapter: 'x' } },
      uploader,
    );
    expect(old.status).toBe(409);
    const again = await api(bankRoutes.questionVersions, { params: { questionId: frozen } }, uploader);
    expect(again.body.data.map((v: { _id: string }) => v._id)).toEqual([mcqId, frozen]);

    // A second edit keeps the exam on the frozen copy and does not freeze again (nothing published uses it).
    const second = await api(
      staffRoutes.updateQuestion,
      { params: { questionId: mcqId! }, body: { chapter: 'Sums' } },
      uploader,
    );
    expect(second.body.data.version).toBe(2);
    // A question in an exam is not deleted.
    expect((await api(staffRoutes.deleteQuestion, { params: { questionId: mcqId! } }, uploader)).status).toBe(
      409,
    );
    // ... nor one whose only use is its older version in the published exam.
    const emptied = await api(
      staffRoutes.updateExam,
      { params: { examId: other }, body: { questions: [] } },
      w.admin,
    );
    expect(emptied.status).toBe(200);
    expect((await api(staffRoutes.deleteQuestion, { params: { questionId: mcqId! } }, uploader)).status).toBe(
      409,
    );
    expect(
      (await api(bankRoutes.questionVersions, { params: { questionId: crypto.randomUUID() } }, uploader))
        .status,
    ).toBe(404);
  });

  it('edits a question no published exam uses in place, and deletes an unused one', async () => {
    const q = await create(mcq(unique()));
    const res = await api(
      staffRoutes.updateQuestion,
      { params: { questionId: q._id }, body: { difficulty: 'medium' } },
      moderator,
    );
    expect(res.body.data).toMatchObject({ _id: q._id, version: 1, difficulty: 'medium' });
    const history = await api(bankRoutes.questionVersions, { params: { questionId: q._id } }, moderator);
    expect(history.body.data).toHaveLength(1);
    expect(
      (await api(staffRoutes.deleteQuestion, { params: { questionId: q._id } }, moderator)).body.data,
    ).toEqual({
      _id: q._id,
      deleted: true,
    });
    expect((await api(staffRoutes.getQuestion, { params: { questionId: q._id } }, moderator)).status).toBe(
      404,
    );
  });
});

describe('import', () => {
  const header = 'type,title,option_a,option_b,option_c,answer,tags,chapter,difficulty,point,negative_mark';

  it('previews a CSV with per-row errors and writes nothing, then imports the good rows in chunks', async () => {
    const tag = unique();
    const csv = [
      header,
      `MCQ,"ক্ষেত্রফল $\\pi r^2$?",$\\pi r^2$,$2\\pi r$,,A,${tag},Circles,easy,1,0.25`,
      `MCQ,No key,1,2,,,${tag},,,,`,
      `checkbox,Primes?,2,3,4,A|B,${tag},,medium,2,`,
      `shortAns,Capital?,,,,Dhaka,${tag},,,1,2`,
      `essay,Bad type,,,,,${tag},,,,`,
    ].join('\n');
    const preview = await api(
      bankRoutes.previewQuestionImport,
      { body: { format: 'csv', content: csv } },
      uploader,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.total).toBe(5);
    expect(preview.body.data.errors).toEqual([
      { row: 3, message: expect.stringContaining('MCQ') },
      { row: 5, message: expect.stringContaining('negative marks are more than the marks') },
      { row: 6, message: expect.stringContaining('type') },
    ]);
    expect(preview.body.data.questions.map((r: { row: number }) => r.row)).toEqual([2, 4]);
    expect(preview.body.data.questions[0].question).toMatchObject({
      title: 'ক্ষেত্রফল $\\pi r^2$?',
      answer: ['$\\pi r^2$'],
      chapter: 'Circles',
      difficulty: 'easy',
      negativeMark: 0.25,
    });
    const none = await api(bankRoutes.questionBankPage, { query: { tag } }, uploader);
    expect(none.body.data.total).toBe(0);

    const made = await api(
      bankRoutes.importQuestionRows,
      { body: { rows: preview.body.data.questions } },
      uploader,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ created: 2, errors: [] });
    expect((await api(bankRoutes.questionBankPage, { query: { tag } }, uploader)).body.data.total).toBe(2);

    // The row import checks by the same rule, row by row.
    const mixed = await api(
      bankRoutes.importQuestionRows,
      {
        body: {
          rows: [
            { row: 7, question: mcq(tag, { answer: ['none'] }) },
            { row: 8, question: mcq(tag) },
          ],
        },
      },
      uploader,
    );
    expect(mixed.body.data).toMatchObject({ created: 1, errors: [{ row: 7 }] });
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ row: i + 2, question: mcq(tag) }));
    expect((await api(bankRoutes.importQuestionRows, { body: { rows: tooMany } }, uploader)).status).toBe(
      400,
    );
    expect((await api(bankRoutes.importQuestionRows, { body: { rows: [] } }, uploader)).status).toBe(400);
  });

  it('reports a row that repeats an earlier row of the file, in the preview and both imports', async () => {
    const tag = unique();
    const csv = [
      header,
      `MCQ,What is $2+2$?,3,4,,B,${tag},,,,`,
      `MCQ,Other question,3,4,,B,${tag},,,,`,
      `MCQ, What is $2+2$? ,3,4,,A,${tag},,,,`,
      `MCQ,What is $2+2$?,3,4,5,B,${tag},,,,`,
      `MCQ,What is $2+2$?,3,4,,B,${tag},,,,`,
    ].join('\n');
    const repeated = [
      { row: 4, message: 'the same question (type, text and options) is already on row 2' },
      { row: 6, message: 'the same question (type, text and options) is already on row 2' },
    ];
    const preview = await api(
      bankRoutes.previewQuestionImport,
      { body: { format: 'csv', content: csv } },
      uploader,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.errors).toEqual(repeated);
    // other options make another question
    expect(preview.body.data.questions.map((r: { row: number }) => r.row)).toEqual([2, 3, 5]);

    const chunk = await api(
      bankRoutes.importQuestionRows,
      {
        body: {
          rows: [
            { row: 2, question: mcq(tag) },
            { row: 3, question: mcq(tag) },
          ],
        },
      },
      uploader,
    );
    expect(chunk.body.data).toMatchObject({
      created: 1,
      errors: [{ row: 3, message: 'the same question (type, text and options) is already on row 2' }],
    });

    const imported = await api(
      staffRoutes.importQuestions,
      { body: { format: 'csv', content: csv } },
      uploader,
    );
    expect(imported.body.data).toMatchObject({ created: 3, errors: repeated });
    expect((await api(bankRoutes.questionBankPage, { query: { tag } }, uploader)).body.data.total).toBe(4);
  });

  it('reads Excel and JSON files, and refuses unreadable ones with 400', async () => {
    const tag = unique();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Questions');
    sheet.addRow(header.split(','));
    sheet.addRow(['MCQ', 'গতি $s = vt$', 'a', 'b', '', 'B', tag, 'Motion', 'hard', 3, 1]);
    sheet.addRow(['MCQ', '', 'a', 'b', '', 'A', tag, '', '', '', '']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const fromExcel = await api(
      bankRoutes.previewQuestionImport,
      { body: { format: 'xlsx', content: xlsx } },
      uploader,
    );
    expect(fromExcel.status, JSON.stringify(fromExcel.body)).toBe(200);
    expect(fromExcel.body.data.questions[0]).toMatchObject({
      row: 2,
      question: { title: 'গতি $s = vt$', answer: ['b'], point: 3, negativeMark: 1, difficulty: 'hard' },
    });
    expect(fromExcel.body.data.errors).toEqual([{ row: 3, message: expect.stringContaining('empty') }]);

    const json = JSON.stringify([mcq(tag), { type: 'MCQ', title: 'x', options: ['a'], answer: ['a'] }]);
    const fromJson = await api(
      bankRoutes.previewQuestionImport,
      { body: { format: 'json', content: json } },
      uploader,
    );
    expect(fromJson.body.data).toMatchObject({ total: 2, errors: [{ row: 2 }] });

    // The one-call import writes the good rows and reports the bad ones.
    const imported = await api(
      staffRoutes.importQuestions,
      { body: { format: 'json', content: json } },
      uploader,
    );
    expect(imported.body.data).toMatchObject({ created: 1, errors: [{ row: 2 }] });

    for (const body of [
      { format: 'json', content: '{not json' },
      { format: 'xlsx', content: Buffer.from('plain text').toString('base64') },
      { format: 'csv', content: 'title\nno type column' },
      { format: 'csv', content: 'type,title\n' },
      { format: 'pdf', content: 'x' },
    ]) {
      const res = await api(bankRoutes.previewQuestionImport, { body: body as never }, uploader);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.title).toBeTruthy();
    }
  });
});
