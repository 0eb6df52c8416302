import { toUsername } from '@lms/domain';
import {
  accountRoutes,
  examRoutes,
  examStaffRoutes,
  omrRoutes,
  examResultsStaffRoutes as resultsRoutes,
  studentAdminRoutes,
  uploadRoutes,
} from '@lms/domain/contract';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  examAnswers,
  examAttempts,
  examQuestions,
  exams,
  questions,
  students,
  subjects,
} from '../src/db/schema';
import { findStudentByUsername } from '../src/modules/account/student-repository';
import { DEMO, seedDemoAccounts } from '../src/seed/demo-accounts';
import { seedDemoExams } from '../src/seed/demo-exams';
import { caller } from './exams-fixtures';
import { callRoute } from './support/call-route';
import { staffSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

const dataDir = tempDataDir();
let t: TestApp;
let api: ReturnType<typeof caller>;
let session: string;
let groupId: string;
let demo: Awaited<ReturnType<typeof seedDemoExams>>;
let seedMs = 0;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  api = caller(t);
  const accounts = await seedDemoAccounts(t.ctx);
  groupId = accounts.groupId;
  const started = Date.now();
  demo = await seedDemoExams(t.ctx, accounts);
  seedMs = Date.now() - started;
  const login = await callRoute(t.app, accountRoutes.login, {
    body: { username: toUsername(DEMO.studentPhone), password: DEMO.studentPassword },
  });
  session = String(login.headers.sessionid);
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

describe('the demo exams', () => {
  it("give the demo student's group a live, an upcoming, a finished, a practice, a segmented and a drawn exam", async () => {
    const exams = (await api(examRoutes.group, { params: { groupId: groupId } }, session)).body.data.exams;
    const byTitle = Object.fromEntries(exams.map((e: { examId: { title: string } }) => [e.examId.title, e]));
    expect(Object.keys(byTitle).sort()).toEqual([
      'Model Test: Chemistry',
      'Monthly Exam: Physics and Mathematics',
      'Practice: Choose Your Subjects',
      'Practice: One Question at a Time',
      'Practice: Random Draw, Physics Motion',
      'Practice: Science Basics',
      'Weekly Live Test: Science',
    ]);
    const now = t.clock.now().getTime();
    const live = byTitle['Weekly Live Test: Science'];
    expect(Date.parse(live.startsAt)).toBeLessThan(now);
    expect(Date.parse(live.endsAt) - now).toBeGreaterThan(20 * 24 * 3_600_000);
    expect(Date.parse(byTitle['Model Test: Chemistry'].startsAt)).toBeGreaterThan(now);
    expect(byTitle['Monthly Exam: Physics and Mathematics'].attempt.submittedAt).toBeTruthy();
    expect(byTitle['Practice: Science Basics']).toMatchObject({
      endsAt: null,
      examId: { isPracticeExam: true },
    });
    const sequential = byTitle['Practice: One Question at a Time'];
    const sequentialPaper = (
      await api(examRoutes.paper, { params: { examId: sequential.examId._id, groupId } }, session)
    ).body.data;
    expect(sequentialPaper.delivery).toEqual({
      questionsPerPage: 1,
      navigation: 'sequential',
      resultAtOnce: true,
    });
    expect(byTitle['Practice: Choose Your Subjects'].examId).toMatchObject({
      isSegmentedExam: true,
      questionCount: 6,
    });
    // One listed question and five drawn from the bank's 24 easy Motion questions.
    const drawn = byTitle['Practice: Random Draw, Physics Motion'];
    expect(drawn.examId.questionCount).toBe(6);
    const drawnPaper = (
      await api(examRoutes.paper, { params: { examId: drawn.examId._id, groupId: groupId } }, session)
    ).body.data;
    expect(drawnPaper.questions).toHaveLength(6);
    expect(drawnPaper.totalMarks).toBe(6);
    // It comes in sets A and B: this student's is one of them.
    expect(drawnPaper.attempt.set).toMatch(/^[AB]$/);

    const paper = (
      await api(examRoutes.paper, { params: { examId: live.examId._id, groupId: groupId } }, session)
    ).body.data;
    expect(new Set(paper.questions.map((q: { type: string }) => q.type))).toEqual(
      new Set(['MCQ', 'checkbox', 'MCA', 'shortAns', 'paragraph']),
    );
    const withImage = paper.questions.find((q: { image: string[] }) => q.image.length > 0);
    const imageOptions = paper.questions.find((q: { optionType: string }) => q.optionType !== '{}');
    // Three image options, each named by its shown index and by its value.
    const optionType = JSON.parse(imageOptions.optionType);
    expect(Object.keys(optionType)).toHaveLength(6);
    for (const option of imageOptions.options) expect(optionType[option]).toBe('image');
    for (const key of [withImage.image[0], imageOptions.options[0]]) {
      const file = await callRoute(t.app, uploadRoutes.getFile, { params: { '*': key } });
      expect(file.statusCode, key).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('have a chemistry test of chemistry questions only, one in Bengali and one with an equation', async () => {
    const rows = await t.ctx.db
      .select({ title: questions.title, subject: subjects.name, examSubject: exams.subjectId })
      .from(examQuestions)
      .innerJoin(exams, eq(exams.id, examQuestions.examId))
      .innerJoin(questions, eq(questions.id, examQuestions.questionId))
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .where(eq(exams.title, 'Model Test: Chemistry'))
      .orderBy(asc(examQuestions.position));
    expect(rows.map((r) => r.subject)).toEqual(['Chemistry', 'Chemistry', 'Chemistry', 'Chemistry']);
    const [examSubject] = await t.ctx.db
      .select({ name: subjects.name })
      .from(subjects)
      .where(eq(subjects.id, rows[0]!.examSubject!));
    expect(examSubject?.name).toBe('Chemistry');
    expect(rows.some((r) => /[\u0980-\u09ff]/.test(r.title))).toBe(true);
    expect(rows.some((r) => r.title.includes('\\ce{2H2 + O2 -> 2H2O}'))).toBe(true);
    expect(rows.every((r) => !/<[a-z]/i.test(r.title))).toBe(true);
  });

  it('end the practice exam on a question with math in its title, options and Bengali explanation', async () => {
    const [speed] = await t.ctx.db
      .select({ title: questions.title, options: questions.options, explanation: questions.explanation })
      .from(examQuestions)
      .innerJoin(exams, eq(exams.id, examQuestions.examId))
      .innerJoin(questions, eq(questions.id, examQuestions.questionId))
      .where(eq(exams.title, 'Practice: Science Basics'))
      .orderBy(desc(examQuestions.position))
      .limit(1);
    expect(speed?.title).toContain('$v = \\frac{d}{t}$');
    expect(speed?.options).toContain('$60\\,\\text{km/h}$');
    expect(speed?.explanation).toMatch(/^গড় দ্রুতি \$v = \\frac/);
  });

  it('show the finished exam with a published result and merit position 2', async () => {
    const exams = (await api(examRoutes.group, { params: { groupId: groupId } }, session)).body.data.exams;
    const finished = exams.find((e: { examId: { title: string } }) => e.examId.title.startsWith('Monthly'));
    const result = (
      await api(examRoutes.result, { params: { examId: finished.examId._id, groupId: groupId } }, session)
    ).body.data.examResult;
    expect(result).toMatchObject({
      marksObtained: 8,
      totalMarks: 12,
      negativeMarks: -0.5,
      rank: 2,
      passed: true,
    });
    expect(
      result.answers.find((a: { questionId: { type: string } }) => a.questionId.type === 'paragraph'),
    ).toMatchObject({
      marks: 3.5,
    });
  });

  it('have a question bank over five subjects, some in Bengali, many with LaTeX', async () => {
    const admin = await staffSession(t.app, ['admin']);
    const page = async (offset: number) =>
      (await api(examStaffRoutes.searchQuestions, { query: { limit: 200, offset } }, admin)).body.data as {
        title: string;
        subjectId: string | null;
        chapter: string;
        difficulty: string;
      }[];
    const all = [...(await page(0)), ...(await page(200)), ...(await page(400))];
    expect(all.length).toBeGreaterThan(250);
    expect(new Set(all.map((q) => q.subjectId)).size).toBe(5);
    expect(all.filter((q) => /[\u0980-\u09FF]/.test(q.title)).length).toBeGreaterThan(10);
    expect(all.some((q) => q.title.includes('\\frac{'))).toBe(true);
    expect(all.some((q) => q.title.includes('\\ce{'))).toBe(true);
    expect(all.filter((q) => q.difficulty === 'hard').length).toBeGreaterThan(20);
    expect(new Set(all.map((q) => q.chapter)).size).toBeGreaterThan(10);
    // bulk inserts keep the whole exam seed quick
    expect(seedMs).toBeLessThan(60_000);
  });

  it('have past exams to analyse: the wrong key of the chemistry model test is flagged', async () => {
    const admin = await staffSession(t.app, ['admin']);
    const { physicsExamId, chemistryExamId, wrongKeyQuestionId } = demo.history;
    const stats = (await api(resultsRoutes.examStatistics, { params: { examId: physicsExamId } }, admin)).body
      .data;
    expect(stats.count).toBeGreaterThan(100);
    expect(stats.published).toBe(stats.count);
    expect(stats.passRate).toBeGreaterThan(0);
    expect(stats.passRate).toBeLessThan(1);
    const items = (await api(resultsRoutes.itemAnalysis, { params: { examId: chemistryExamId } }, admin)).body
      .data.items;
    const wrong = items.find((i: { questionId: string }) => i.questionId === wrongKeyQuestionId);
    expect(wrong.flags.map((f: { code: string }) => f.code)).toEqual(
      expect.arrayContaining(['negativeDiscrimination', 'keyNotMostChosen']),
    );
    const flagged = items.filter((i: { flags: unknown[] }) => i.flags.length > 0);
    expect(flagged.length).toBeLessThan(items.length / 2);
  });

  it('have a question of the published physics test voided with full marks: a wrong answer to it still scores', async () => {
    const admin = await staffSession(t.app, ['admin']);
    const { physicsExamId, voidedQuestionId } = demo.history;
    const items = (await api(resultsRoutes.itemAnalysis, { params: { examId: physicsExamId } }, admin)).body
      .data.items as { questionId: string; voided: string | null; point: number }[];
    const voided = items.filter((i) => i.voided !== null);
    expect(voided.map((i) => [i.questionId, i.voided])).toEqual([[voidedQuestionId, 'fullMarks']]);
    // A student who answered it wrongly: their published result shows it voided, with its full mark.
    const key = (await t.ctx.db.select().from(questions).where(eq(questions.id, voidedQuestionId)))[0]!
      .answer;
    const answers = await t.ctx.db
      .select({ studentId: examAttempts.studentId, answer: examAnswers.answer })
      .from(examAnswers)
      .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
      .where(and(eq(examAttempts.examId, physicsExamId), eq(examAnswers.questionId, voidedQuestionId)));
    const wrong = answers.find((a) => JSON.stringify(a.answer) !== JSON.stringify(key));
    expect(wrong).toBeDefined();
    const result = await api(
      resultsRoutes.studentResult,
      { params: { examId: physicsExamId, studentId: wrong!.studentId } },
      admin,
    );
    expect(result.status).toBe(200);
    expect(result.body.data.publishedAt).not.toBeNull();
    const shown = result.body.data.answers.find(
      (a: { questionId: { _id: string } }) => a.questionId._id === voidedQuestionId,
    );
    expect(shown.questionId.voided).toBe('fullMarks');
    expect(shown.marks).toBe(voided[0]!.point);
  });

  it('keep the wrong key to the chemistry model test: a version the bank never lists, which no other exam uses', async () => {
    const { chemistryExamId, wrongKeyQuestionId } = demo.history;
    const [wrong] = await t.ctx.db
      .select({ answer: questions.answer, versionOf: questions.versionOf })
      .from(questions)
      .where(eq(questions.id, wrongKeyQuestionId));
    expect(wrong!.answer).toEqual(['\\ce{O2}']);
    // The bank's question is the corrected one; the bank lists it, never the wrong copy.
    const [bank] = await t.ctx.db
      .select({ answer: questions.answer, versionOf: questions.versionOf })
      .from(questions)
      .where(eq(questions.id, wrong!.versionOf!));
    expect(bank).toEqual({ answer: ['\\ce{H2}'], versionOf: null });
    const using = await t.ctx.db
      .select({ examId: examQuestions.examId })
      .from(examQuestions)
      .where(eq(examQuestions.questionId, wrongKeyQuestionId));
    expect(using).toEqual([{ examId: chemistryExamId }]);
    // No seeded exam, practice or live, uses the corrected question either, nor a key of its own.
    expect(
      await t.ctx.db.select().from(examQuestions).where(eq(examQuestions.questionId, wrong!.versionOf!)),
    ).toEqual([]);
    expect(await t.ctx.db.select().from(examQuestions).where(isNotNull(examQuestions.answerKey))).toEqual([]);
  });
});

describe('the demo students', () => {
  it('each have their own roll', async () => {
    const rolls = (await t.ctx.db.select({ sid: students.sid }).from(students)).map((s) => s.sid);
    expect(rolls.length).toBeGreaterThan(100);
    expect(rolls.every(Boolean)).toBe(true);
    expect(new Set(rolls).size).toBe(rolls.length);
  });

  it("shows a classmate's standing extra time on their record, for every exam they start", async () => {
    const admin = await staffSession(t.app, ['admin']);
    const classmate = await findStudentByUsername(t.ctx.db, toUsername(DEMO.standingExtraTime.phone));
    const detail = await api(
      studentAdminRoutes.studentDetail,
      { params: { studentId: classmate!.id } },
      admin,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.extraTimeMinutes).toBe(DEMO.standingExtraTime.minutes);
    expect(DEMO.standingExtraTime.minutes).toBeGreaterThan(0);
  });

  it('print OMR sheets: the model test on paper, one sheet per student of the demo group', async () => {
    const admin = await staffSession(t.app, ['admin']);
    const params = { examId: demo.upcomingExamId };
    const template = await api(omrRoutes.omrTemplate, { params, query: {} }, admin);
    expect(template.status).toBe(200);
    expect(template.body.questions.length).toBeGreaterThan(0);
    const pdf = await api(omrRoutes.omrSheetsPdf, { params, query: { groupId } } as never, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
