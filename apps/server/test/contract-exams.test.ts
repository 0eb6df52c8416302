// The original student client's exam, result and scoreboard calls (items C22–C35 of docs/COMPATIBILITY.md), sent in its exact
// form (quoted session id, `agent: browser`, its paths and body shapes) against the real app.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { examStaffRoutes } from '@lms/domain/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate';
import { courses, questions, subjects } from '../src/db/schema';
import { type OriginalClient, signInAsClient } from './contract-client';
import { addExam, addQuestions, assign, caller, MINUTE } from './exams-fixtures';
import { appWithAdmin, makeGroup, newPhone, registeredStudent } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let client: OriginalClient;
let groupId: string;
let otherGroupId: string;
let subjectId: string;
const ids: Record<'mcq' | 'checkbox' | 'mca' | 'short' | 'paragraph' | 'image', string> = {
  mcq: '',
  checkbox: '',
  mca: '',
  short: '',
  paragraph: '',
  image: '',
};
const exams = { live: '', practice: '', elsewhere: '', segmented: '' };
const S = { M: crypto.randomUUID(), C: crypto.randomUUID(), O: crypto.randomUUID() };

const TITLE = 'Speed: if $v = \\frac{d}{t}$ and d = 10, t = 2,\nwhat is v?';
const EXPLANATION = 'Divide: $\\frac{10}{2} = 5$, and \\ce{H2O} is water.';

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  const [course] = await t.ctx.db.insert(courses).values({ name: 'HSC' }).returning();
  subjectId = crypto.randomUUID();
  await t.ctx.db.insert(subjects).values([
    { id: subjectId, name: 'Physics', courseId: course!.id },
    { id: S.M, name: 'Maths', courseId: course!.id },
    { id: S.C, name: 'Chemistry', courseId: course!.id },
    { id: S.O, name: 'Biology', courseId: course!.id },
  ]);
  groupId = await makeGroup(t.ctx);
  otherGroupId = await makeGroup(t.ctx);
  const phone = newPhone();
  await registeredStudent(t.ctx, phone, 'secret12', [groupId]);
  client = await signInAsClient(t.app, phone, 'secret12');

  const made = await addQuestions(t, admin, [
    {
      type: 'MCQ',
      title: TITLE,
      options: ['4', '5', '$5^2$'],
      answer: ['5'],
      explanation: EXPLANATION,
      point: 2,
      subjectId,
    },
    {
      type: 'checkbox',
      title: 'Primes?',
      options: ['2', '3', '4', '9'],
      answer: ['2', '3'],
      point: 2,
      subjectId,
    },
    {
      type: 'MCA',
      title: 'True or false',
      options: ['Sun is a star', 'Moon is a planet', 'Water is wet'],
      answer: ['true', 'false', 'true'],
      point: 3,
      subjectId,
    },
    { type: 'shortAns', title: 'Name the capital', answer: ['Dhaka'], point: 2, subjectId },
    { type: 'paragraph', title: 'Describe photosynthesis', point: 5, subjectId },
    {
      type: 'MCQ',
      title: 'Which is a square?',
      options: ['uploads/circle.png', 'uploads/square.png', 'Neither'],
      optionType: { 0: 'image', 1: 'image' },
      answer: ['uploads/square.png'],
      point: 1,
      subjectId,
    },
  ]);
  [ids.mcq, ids.checkbox, ids.mca, ids.short, ids.paragraph, ids.image] = made as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const all = Object.values(ids).map((questionId) => ({ questionId }));
  const now = t.clock.now().getTime();
  const window = {
    startsAt: new Date(now - MINUTE).toISOString(),
    endsAt: new Date(now + 120 * MINUTE).toISOString(),
    duration: 60,
  };
  exams.live = await addExam(t, admin, {
    title: 'Physics live test',
    instruction: '<p>Read carefully</p>',
    subjectId,
    questions: all,
    negativeMarkPerQuestion: 0.25,
    passMark: 40,
  });
  await assign(t, admin, exams.live, { groupId, ...window, gpaFactor: { hsc: 1, ssc: 2 }, cutMarks: 1 });
  exams.practice = await addExam(t, admin, {
    title: 'Practice',
    passMark: 40,
    isPracticeExam: true,
    questions: all,
  });
  await assign(t, admin, exams.practice, { groupId, ...window });
  exams.elsewhere = await addExam(t, admin, { title: 'Elsewhere', passMark: 40, questions: all });
  await assign(t, admin, exams.elsewhere, { groupId: otherGroupId, ...window });

  const bySubject = await addQuestions(
    t,
    admin,
    Object.values(S).map((id, i) => ({
      type: 'MCQ' as const,
      title: `Subject question ${i + 1}`,
      options: ['a', 'b'],
      answer: ['a'],
      subjectId: id,
    })),
  );
  exams.segmented = await addExam(t, admin, {
    title: 'Segmented',
    passMark: 40,
    isSegmentedExam: true,
    segmentedExamDetails: {
      mandatorySubjects: [{ subjectId: S.M, count: 1 }],
      compulsoryOptionalSubjects: [{ subjectId: S.C, count: 1 }],
      optionalSubjects: [{ subjectId: S.O, count: 1 }],
      totalSubjects: 2,
      totalQuestions: 2,
      minimumCompulsoryOptionalSubjects: 1,
    },
    questions: bySubject.map((questionId) => ({ questionId })),
  });
  await assign(t, admin, exams.segmented, { groupId, ...window });
});
afterAll(() => t.close());

const startPath = (examId: string, group = groupId) => `/exam/start/${examId}/group-id/${group}`;
const paperPath = (examId: string) => `/exam/id/${examId}/groupId/${groupId}`;
const answerPath = (examId: string, query = 'isLive=true') =>
  `/exam/add-answer/${examId}/group/${groupId}?${query}`;
const resultPath = (examId: string) => `/exam/result/${examId}/student/by-groupId/${groupId}`;

/** The paper's question with this id, as the client got it. */
async function paperQuestion(examId: string, questionId: string) {
  const paper = (await client.get(paperPath(examId))).json().data;
  return paper.questions.find((q: { _id: string }) => q._id === questionId);
}

/** The answers the server holds for the attempt, by question id. */
async function heldAnswers(examId: string): Promise<Map<string, string[]>> {
  const paper = (await client.get(paperPath(examId))).json().data;
  return new Map(
    paper.answers.map((a: { questionId: string; answer: string[] }) => [a.questionId, a.answer]),
  );
}

describe('C22: GET /group/<groupId> — the exams', () => {
  it('C22: each exam has questions as an id array, subjectId as an id string, the tab flags and the schedule', async () => {
    const res = await client.get(`/group/${groupId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('200');
    const live = body.data.exams.find((e: { examId: { _id: string } }) => e.examId._id === exams.live);
    expect(live.examId).toMatchObject({
      _id: exams.live,
      title: 'Physics live test',
      instruction: 'Read carefully',
      subjectId,
      isPracticeExam: false,
      isSegmentedExam: false,
      segmentedExamDetails: null,
    });
    expect(live.examId.questions).toHaveLength(6);
    expect(live.examId.questions).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(live).toMatchObject({ duration: 60, cutMarks: 1, multipleTimesSubmission: true });
    expect(Date.parse(live.startsAt)).toBeLessThan(Date.parse(live.endsAt));

    const practice = body.data.exams.find(
      (e: { examId: { _id: string } }) => e.examId._id === exams.practice,
    );
    expect(practice.examId.isPracticeExam).toBe(true);
    expect(practice.examId.subjectId).toBeNull();
    const segmented = body.data.exams.find(
      (e: { examId: { _id: string } }) => e.examId._id === exams.segmented,
    );
    expect(segmented.examId.isSegmentedExam).toBe(true);
    expect(segmented.examId.segmentedExamDetails.mandatorySubjects[0].subjectId).toBe(S.M);
  });
});

describe('C23: PATCH /exam/start/<examId>/group-id/<groupId>', () => {
  it('C23: starts with no body, again on every load (idempotent 200)', async () => {
    const first = await client.patch(startPath(exams.live));
    expect(first.statusCode).toBe(200);
    const again = await client.patch(startPath(exams.live));
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(first.json().data._id);
  });

  it('C23: 403 or 404 when the exam is not given to the group or the group is not the student’s', async () => {
    expect([403, 404]).toContain((await client.patch(startPath(exams.elsewhere))).statusCode);
    expect([403, 404]).toContain((await client.patch(startPath(exams.elsewhere, otherGroupId))).statusCode);
  });

  it('C4: the start, the result call and the retake of an exam not given to the group answer 403 with status "403"', async () => {
    for (const res of [
      await client.patch(startPath(exams.elsewhere)),
      await client.get(`/exam/result/${exams.elsewhere}/student/by-groupId/${groupId}`),
      await client.patch(
        `/exam/retake/${exams.elsewhere}/student-id/${client.student.id}?groupId=${groupId}`,
      ),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      // The client compares the body's status loosely with 403 on the result call (then refetches the group).
      expect(res.json().status).toBe('403');
      expect(res.json().errors.title).toEqual(expect.any(String));
    }
  });
});

describe('C24: GET /exam/id/<examId>/groupId/<groupId> — the paper', () => {
  it('C24: gives the exam fields and every question field the client reads', async () => {
    await client.patch(startPath(exams.live));
    const res = await client.get(paperPath(exams.live));
    expect(res.statusCode).toBe(200);
    const paper = res.json().data;
    expect(paper).toMatchObject({
      _id: exams.live,
      title: 'Physics live test',
      totalMarks: 15,
      passMark: 40,
      isPracticeExam: false,
      isSegmentedExam: false,
    });
    expect(Date.parse(paper.studentStartsAt)).not.toBeNaN();
    expect(paper.questions).toHaveLength(6);
    for (const q of paper.questions) {
      expect(Object.keys(q)).toEqual(
        expect.arrayContaining([
          '_id',
          'type',
          'title',
          'point',
          'options',
          'optionType',
          'image',
          'file',
          'subjectId',
        ]),
      );
      expect(q.subjectId).toBe(subjectId);
      expect(q).not.toHaveProperty('answer');
    }
  });

  it('C24: optionType is keyed by the option value, so an image option is found by its text', async () => {
    const q = await paperQuestion(exams.live, ids.image);
    const optionType = JSON.parse(q.optionType);
    expect(optionType['uploads/circle.png']).toBe('image');
    expect(optionType['uploads/square.png']).toBe('image');
    expect(optionType.Neither).toBeUndefined();
    const plain = await paperQuestion(exams.live, ids.mcq);
    for (const option of plain.options) expect(JSON.parse(plain.optionType)[option]).toBeUndefined();
  });
});

describe('C25: text format of questions', () => {
  it('C25: question titles and options are plain text with LaTeX, not HTML', async () => {
    const q = await paperQuestion(exams.live, ids.mcq);
    expect(q.title).toBe(TITLE);
    expect([...q.options].sort()).toEqual(['$5^2$', '4', '5']);
  });

  it('C25: HTML sent by staff is stored as plain text; an option with markup is refused (400)', async () => {
    const call = caller(t);
    const made = await call(
      examStaffRoutes.createQuestion,
      {
        body: {
          type: 'MCQ',
          title: '<p onclick="x()">Is x<sup>2</sup> &gt; 0?</p><script>steal()</script>',
          options: ['yes', 'no'],
          answer: ['yes'],
          explanation: '<p>Squares</p><p>are <b>never</b> negative.</p>',
        },
      },
      admin,
    );
    expect(made.status).toBe(201);
    expect(made.body.data.title).toBe('Is x$^{2}$ > 0?');
    expect(made.body.data.explanation).toBe('Squares\nare never negative.');
    const refused = await call(
      examStaffRoutes.createQuestion,
      { body: { type: 'MCQ', title: '2 + 2?', options: ['<b>3</b>', '4'], answer: ['4'] } },
      admin,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.message).toMatch(/option 1 is plain text .*not HTML/);
  });

  it('C25: the migration turns stored HTML titles and explanations into plain text (options untouched)', async () => {
    const [row] = await t.ctx.db
      .insert(questions)
      .values({
        type: 'MCQ',
        title: '<p>Water is H<sub>2</sub>O &amp; x<sup>2</sup></p><p>Second&nbsp;line<br/>third</p>',
        options: ['<a>', 'b'],
        answer: ['b'],
        explanation: '<b>Because</b> 1 &lt; 2',
      })
      .returning({ id: questions.id });
    const body = readFileSync(join(migrationsFolder(), '0270_question_plain_text.sql'), 'utf8');
    for (const statement of body.split('--> statement-breakpoint'))
      await t.ctx.db.execute(sql.raw(statement));
    const [after] = await t.ctx.db.select().from(questions).where(sql`${questions.id} = ${row!.id}`);
    expect(after!.title).toBe('Water is H$_{2}$O & x$^{2}$\nSecond line\nthird');
    expect(after!.explanation).toBe('Because 1 < 2');
    expect(after!.options).toEqual(['<a>', 'b']);
  });
});

describe('C26–C28: PATCH /exam/add-answer/<examId>/group/<groupId>', () => {
  it('C26: MCQ [option] and MCA one true/false/N per option with answerIndex are saved, status "200"', async () => {
    await client.patch(startPath(exams.live));
    const mcq = await client.patch(answerPath(exams.live), {
      questionId: ids.mcq,
      answer: ['4'],
      timestamp: t.clock.now().getTime(),
    });
    expect(mcq.statusCode).toBe(200);
    expect(mcq.json().status).toBe('200');
    const mca = await paperQuestion(exams.live, ids.mca);
    const mine: Record<string, string> = {
      'Sun is a star': 'true',
      'Moon is a planet': 'true',
      'Water is wet': 'N',
    };
    const res = await client.patch(answerPath(exams.live), {
      questionId: ids.mca,
      answer: mca.options.map((o: string) => mine[o]),
      timestamp: t.clock.now().getTime(),
      answerIndex: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('200');
    expect((await heldAnswers(exams.live)).get(ids.mcq)).toEqual(['4']);
  });

  it('C26: an answer kept offline is resent with &offline=true and a failure carries errors.title', async () => {
    const res = await client.patch(answerPath(exams.live, 'isLive=true&offline=true'), {
      questionId: ids.image,
      answer: ['uploads/square.png'],
      timestamp: t.clock.now().getTime(),
    });
    expect(res.json().status).toBe('200');
    const bad = await client.patch(answerPath(exams.live), {
      questionId: ids.mcq,
      answer: ['7'],
      timestamp: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.title).toEqual(expect.any(String));
  });

  it('C27: a checkbox answer nested one level is taken as the flat list; the flat form still works', async () => {
    const nested = await client.patch(answerPath(exams.live), {
      questionId: ids.checkbox,
      answer: [['2', '4']],
      timestamp: t.clock.now().getTime(),
    });
    expect(nested.statusCode).toBe(200);
    expect(nested.json().status).toBe('200');
    expect((await heldAnswers(exams.live)).get(ids.checkbox)).toEqual(['2', '4']);
    t.clock.advance(1000);
    const flat = await client.patch(answerPath(exams.live), {
      questionId: ids.checkbox,
      answer: ['2', '3'],
      timestamp: t.clock.now().getTime(),
    });
    expect(flat.statusCode).toBe(200);
    expect((await heldAnswers(exams.live)).get(ids.checkbox)).toEqual(['2', '3']);
  });

  it('C28: short and paragraph answers as strings with extra, kept after the client’s retries', async () => {
    const upload = (await client.get('/content/signed-request?mimeType=image/png')).json().data;
    const at = t.clock.now().getTime();
    const short = { questionId: ids.short, answer: 'Dhaka', timestamp: at, extra: [] };
    // The client retries a call that timed out: the same body up to 3 times more.
    for (let i = 0; i < 4; i++) {
      const res = await client.patch(answerPath(exams.live), short);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('200');
    }
    const paragraph = await client.patch(answerPath(exams.live), {
      questionId: ids.paragraph,
      answer: 'Plants make sugar from light.\nThey give off oxygen.',
      timestamp: at,
      extra: [{ name: 'leaf.png', key: upload.key, type: 'image/png' }],
    });
    expect(paragraph.statusCode).toBe(200);
    expect(paragraph.json().data.extra).toEqual([{ name: 'leaf.png', key: upload.key, type: 'image/png' }]);
    // A resend of an older copy (kept offline) does not replace it.
    await client.patch(answerPath(exams.live, 'isLive=true&offline=true'), {
      questionId: ids.paragraph,
      answer: 'old draft',
      timestamp: at - 5000,
      extra: [],
    });
    const held = await heldAnswers(exams.live);
    expect(held.get(ids.short)).toEqual(['Dhaka']);
    expect(held.get(ids.paragraph)).toEqual(['Plants make sugar from light.\nThey give off oxygen.']);
  });

  it('C28: the array form of a written answer keeps working', async () => {
    await client.patch(startPath(exams.practice));
    const res = await client.patch(answerPath(exams.practice, 'isLive=false'), {
      questionId: ids.short,
      answer: ['Dhaka city'],
      timestamp: t.clock.now().getTime(),
    });
    expect(res.statusCode).toBe(200);
    expect((await heldAnswers(exams.practice)).get(ids.short)).toEqual(['Dhaka city']);
  });
});

describe('C29–C30: submit and retake', () => {
  it('C29: PATCH /exam/submit with no body answers status "200" and an object with the attempt times', async () => {
    const res = await client.patch(`/exam/submit/${exams.live}/group/${groupId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('200');
    const { submittedAt, startsAt, examId } = body.data.exam || body.data;
    expect(Date.parse(submittedAt)).not.toBeNaN();
    expect(Date.parse(startsAt)).not.toBeNaN();
    expect(examId).toBe(exams.live);
  });

  it('C30: PATCH /exam/retake/<examId>/student-id/<profile _id>?groupId= starts a practice exam afresh', async () => {
    await client.patch(startPath(exams.practice));
    await client.patch(answerPath(exams.practice, 'isLive=false'), {
      questionId: ids.mcq,
      answer: ['5'],
      timestamp: t.clock.now().getTime(),
    });
    expect((await client.patch(`/exam/submit/${exams.practice}/group/${groupId}`)).json().status).toBe('200');
    const profileId = (await client.get('/student/profile')).json().data._id;
    const res = await client.patch(
      `/exam/retake/${exams.practice}/student-id/${profileId}?groupId=${groupId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('200');
    expect((await client.patch(startPath(exams.practice))).statusCode).toBe(200);
    const paper = (await client.get(paperPath(exams.practice))).json().data;
    expect(paper.answers).toEqual([]);
  });
});

describe('C31: segmented exams', () => {
  const selectionPath = () => `/exam/get-segmented-exam-subject/${exams.segmented}/${client.student.id}`;

  it('C31: GET answers data null until the student has chosen', async () => {
    const res = await client.get(selectionPath());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: '200', data: null });
  });

  it('C31: POST with student.id saves the choice; GET then answers it as an object', async () => {
    const res = await client.post('/exam/add-segmented-exam-subject', {
      examId: exams.segmented,
      studentId: client.student.id,
      mandatorySubjects: [S.M],
      compulsoryOptionalSubjects: [S.C],
      optionalSubjects: [],
      isPracticeExam: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      mandatorySubjects: [S.M],
      compulsoryOptionalSubjects: [S.C],
      optionalSubjects: [],
    });
    const saved = (await client.get(selectionPath())).json().data;
    expect(saved).toMatchObject({ mandatorySubjects: [S.M], compulsoryOptionalSubjects: [S.C] });
  });

  it('C36: with the student id undefined (path) or missing (body) both calls take the session student; another id is refused', async () => {
    const mine = `/exam/get-segmented-exam-subject/${exams.segmented}/undefined`;
    const read = await client.get(mine);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ studentId: client.student.id, mandatorySubjects: [S.M] });
    const choice = {
      examId: exams.segmented,
      studentId: undefined,
      mandatorySubjects: [S.M],
      compulsoryOptionalSubjects: [S.C],
      optionalSubjects: [],
      isPracticeExam: false,
    };
    // JSON.stringify drops the undefined id, as the client's body does.
    const again = await client.post('/exam/add-segmented-exam-subject', choice);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.studentId).toBe(client.student.id);
    const other = randomUUID();
    const refused = await client.post('/exam/add-segmented-exam-subject', { ...choice, studentId: other });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status).toBe('403');
    expect(
      (await client.get(`/exam/get-segmented-exam-subject/${exams.segmented}/${other}`)).statusCode,
    ).toBe(403);
  });
});

describe('C32–C34: results', () => {
  it('C32: a live result answers data.code notPublishedYet with a title until it is published', async () => {
    const res = await client.get(resultPath(exams.live));
    expect(res.json()).toMatchObject({
      status: '200',
      data: { code: 'notPublishedYet', title: expect.any(String) },
    });
  });

  it('C32: once published, data = {examResult, exam} with every field the result page reads', async () => {
    t.clock.advance(3 * 60 * MINUTE);
    const published = await caller(t)(
      examStaffRoutes.publishResults,
      { params: { examId: exams.live }, body: { groupId } },
      admin,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const res = await client.get(resultPath(exams.live));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('200');
    const { examResult, exam } = body.data;
    expect(exam).toMatchObject({ _id: exams.live, title: 'Physics live test', passMark: 40 });
    expect(examResult).toMatchObject({
      studentId: client.student.id,
      gpaFactor: { hsc: 1, ssc: 2 },
      rank: 1,
    });
    for (const field of ['marksObtained', 'negativeMarks', 'withoutGPA'])
      expect(examResult[field]).toEqual(expect.any(Number));
    expect(typeof examResult.studentId).toBe('string');
    expect(Date.parse(examResult.startsAt)).not.toBeNaN();
    expect(Date.parse(examResult.submittedAt)).not.toBeNaN();
    expect(examResult.answers).toHaveLength(6);
  });

  it('C33: every answers[] entry has questionId.answer; per type the answer shapes and MCA part counts', async () => {
    const { examResult } = (await client.get(resultPath(exams.live))).json().data;
    const byId = new Map(
      examResult.answers.map((a: { questionId: { _id: string } }) => [a.questionId._id, a]),
    );
    for (const entry of examResult.answers) {
      expect(typeof entry.questionId).toBe('object');
      expect(entry.questionId.answer).toBeDefined();
    }
    // biome-ignore lint/suspicious/noExplicitAny: entries are read loosely, as the client does
    const get = (id: string) => byId.get(id) as any;
    expect(get(ids.mcq)).toMatchObject({ answer: ['4'], marks: -0.5, notes: '', extra: [] });
    expect(get(ids.mcq).questionId.explanation).toBe(EXPLANATION);
    expect(get(ids.checkbox).answer).toEqual(['2', '3']);
    expect(get(ids.mca)).toMatchObject({ correct: 1, answered: 2, total: 3, negativeMarks: -0.25 });
    expect(get(ids.mca).answer.every((v: string) => ['true', 'false', 'N'].includes(v))).toBe(true);
    expect(get(ids.short).answer).toBe('Dhaka');
    expect(get(ids.paragraph).answer).toBe('Plants make sugar from light.\nThey give off oxygen.');
    expect(get(ids.paragraph).extra[0]).toMatchObject({ type: 'image/png', key: expect.any(String) });
    for (const entry of examResult.answers) expect(entry.marks).toEqual(expect.any(Number));
  });

  it('C34: negativeMarks is a number <= 0 in the result', async () => {
    const { examResult } = (await client.get(resultPath(exams.live))).json().data;
    // A wrong MCQ (0.25 x 2) and one wrong MCA part (0.25 x 3 / 3).
    expect(examResult.negativeMarks).toBe(-0.75);
  });
});

describe('C35: GET /exam/scoreboard', () => {
  it('C35: data.analitycs.liveExam carries the figures and the rows the fields the page reads', async () => {
    const res = await client.get('/exam/scoreboard');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const { examResult } = (await client.get(resultPath(exams.live))).json().data;
    expect(data.analitycs.liveExam).toEqual({
      totalExamCount: 1,
      passCount: examResult.passed ? 1 : 0,
      failCount: examResult.passed ? 0 : 1,
      maxMarkObtained: examResult.marksObtained,
      minMarkObtained: examResult.marksObtained,
      averageMarkObtained: examResult.marksObtained,
      totalMarksObtained: examResult.marksObtained,
      totalMarks: examResult.totalMarks,
    });
    expect(data.results.examResult).toHaveLength(1);
    expect(data.results.examResult[0]).toMatchObject({
      _id: examResult._id,
      examId: {
        _id: exams.live,
        title: 'Physics live test',
        totalMarks: examResult.totalMarks,
        passMark: 40,
      },
      groupId,
      rank: 1,
      marksObtained: examResult.marksObtained,
      negativeMarks: -0.75,
      gpaFactor: { hsc: 1, ssc: 2 },
    });
    expect(data.results.examResult[0].examId.isPracticeExam).toBe(false);
    expect(Date.parse(data.results.examResult[0].startsAt)).not.toBeNaN();
  });

  it('C35: Load More ?lastId=<last row _id>&limit=10 answers the next (here empty) page', async () => {
    const first = (await client.get('/exam/scoreboard')).json().data.results.examResult;
    const more = await client.get(`/exam/scoreboard?lastId=${first.at(-1)._id}&limit=10`);
    expect(more.statusCode).toBe(200);
    expect(more.json().data.results.examResult).toEqual([]);
  });
});
