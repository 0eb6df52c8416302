import { examRoutes, examStaffRoutes, type SegmentedSelectionBody } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, subjects } from '../src/db/schema';
import {
  addExam,
  addQuestions,
  assign,
  caller,
  endWindow,
  examInGroup,
  MINUTE,
  student,
} from './exams-fixtures';
import { makeGroup, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  api = caller(t);
  const [course] = await t.ctx.db.insert(courses).values({ name: 'HSC' }).returning();
  await t.ctx.db
    .insert(subjects)
    .values(Object.entries(S).map(([name, id]) => ({ id, name: `Subject ${name}`, courseId: course!.id })));
});
/** Saves a subject selection as a session; the body is sent as given (the tests send wrong ones too). */
const selectSubjects = (session: string, body: unknown) =>
  api(examRoutes.selectSubjects, { body: body as SegmentedSelectionBody }, session);
afterAll(async () => {
  await t.close();
});

const S = {
  M1: crypto.randomUUID(),
  C1: crypto.randomUUID(),
  C2: crypto.randomUUID(),
  O1: crypto.randomUUID(),
  O2: crypto.randomUUID(),
};
const counts = { M1: 2, C1: 2, C2: 2, O1: 1, O2: 2 } as const;
const details = {
  mandatorySubjects: [{ subjectId: S.M1, count: 2 }],
  compulsoryOptionalSubjects: [
    { subjectId: S.C1, count: 2 },
    { subjectId: S.C2, count: 2 },
  ],
  optionalSubjects: [
    { subjectId: S.O1, count: 1 },
    { subjectId: S.O2, count: 2 },
  ],
  totalSubjects: 3,
  totalQuestions: 6,
  minimumCompulsoryOptionalSubjects: 1,
};

async function segmentedWorld(isPracticeExam: boolean) {
  const admin = await staffSession(t.app, ['admin']);
  const groupId = await makeGroup(t.ctx);
  const me = await student(t, [groupId]);
  const bank = Object.entries(counts).flatMap(([name, n]) =>
    Array.from({ length: n }, (_, i) => ({
      type: 'MCQ' as const,
      title: `${name} question ${i + 1}`,
      options: ['a', 'b'],
      answer: ['a'],
      subjectId: S[name as keyof typeof S],
    })),
  );
  const ids = await addQuestions(t, admin, bank);
  const examId = await addExam(t, admin, {
    title: 'Segmented',
    isPracticeExam,
    isSegmentedExam: true,
    segmentedExamDetails: details,
    questions: ids.map((questionId) => ({ questionId })),
  });
  const now = t.clock.now().getTime();
  await assign(t, admin, examId, {
    groupId,
    startsAt: new Date(now - MINUTE).toISOString(),
    endsAt: new Date(now + 60 * MINUTE).toISOString(),
    duration: 30,
  });
  return { admin, groupId, me, examId };
}

const choose = (examId: string, studentId: string, c: string[], o: string[] = []) => ({
  examId,
  studentId,
  mandatorySubjects: [S.M1],
  compulsoryOptionalSubjects: c,
  optionalSubjects: o,
  isPracticeExam: false,
});

describe('segmented exams', () => {
  it('lists the details with the subjects and requires a valid selection before the start', async () => {
    const w = await segmentedWorld(false);
    const entry = (await api(examRoutes.group, { params: { groupId: w.groupId } }, w.me.session)).body.data
      .exams[0];
    expect(entry.examId).toMatchObject({ isSegmentedExam: true, questionCount: 6 });
    // The original client counts `questions`: every question of the exam, by id.
    expect(entry.examId.questions).toHaveLength(9);
    expect(entry.examId.segmentedExamDetails).toMatchObject({
      totalSubjects: 3,
      totalQuestions: 6,
      minimumCompulsoryOptionalSubjects: 1,
      mandatorySubjects: [{ subjectId: S.M1, count: 2, name: 'Subject M1' }],
      optionalSubjects: [
        { subjectId: S.O1, count: 1, name: 'Subject O1' },
        { subjectId: S.O2, count: 2, name: 'Subject O2' },
      ],
    });
    const start = await api(examRoutes.start, examInGroup(w), w.me.session);
    expect(start.status).toBe(409);
    expect(start.body.errors.code).toBe('selectSubjects');
    const none = await api(
      examRoutes.subjectSelection,
      { params: { examId: w.examId, studentId: w.me.id } },
      w.me.session,
    );
    // Nothing is saved yet: null, which the original client reads as "not chosen".
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
  });

  it('enforces the three selection rules with their alerts', async () => {
    const w = await segmentedWorld(false);
    const post = (body: unknown) => selectSubjects(w.me.session, body);
    const rule1 = await post(choose(w.examId, w.me.id, [], [S.O1, S.O2]));
    expect(rule1.status).toBe(400);
    expect(rule1.body.errors.title).toBe('You must select at least 1 compulsory optional subject(s).');
    const rule2 = await post(choose(w.examId, w.me.id, [S.C1]));
    expect(rule2.status).toBe(400);
    expect(rule2.body.errors.title).toBe('You must select subjects to meet the total of 3 subjects.');
    const rule3 = await post(choose(w.examId, w.me.id, [S.C1], [S.O1]));
    expect(rule3.status).toBe(400);
    expect(rule3.body.errors.title).toBe('You must select subjects to make question count 6.');
    const unknown = await post(choose(w.examId, w.me.id, [S.C1, S.O2]));
    expect(unknown.status).toBe(400);
    expect((await post({ examId: w.examId })).status).toBe(400);
    // someone else's selection, or an exam not given to the student's groups
    const other = await student(t, [w.groupId]);
    expect((await post(choose(w.examId, other.id, [S.C1, S.C2]))).status).toBe(403);
    const outsider = await student(t, [await makeGroup(t.ctx)]);
    expect((await selectSubjects(outsider.session, choose(w.examId, outsider.id, [S.C1, S.C2]))).status).toBe(
      403,
    );
    expect(
      (
        await api(
          examRoutes.subjectSelection,
          { params: { examId: w.examId, studentId: w.me.id } },
          other.session,
        )
      ).status,
    ).toBe(403);
  });

  it('keeps a live selection final, delivers and scores only the chosen subjects', async () => {
    const w = await segmentedWorld(false);
    const post = (body: unknown) => selectSubjects(w.me.session, body);
    const saved = await post(choose(w.examId, w.me.id, [S.C1], [S.O2]));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      mandatorySubjects: [S.M1],
      compulsoryOptionalSubjects: [S.C1],
      optionalSubjects: [S.O2],
    });
    expect((await post(choose(w.examId, w.me.id, [S.C1], [S.O2]))).status).toBe(200);
    const change = await post(choose(w.examId, w.me.id, [S.C1, S.C2]));
    expect(change.status).toBe(409);
    const prefill = await api(
      examRoutes.subjectSelection,
      { params: { examId: w.examId, studentId: w.me.id } },
      w.me.session,
    );
    expect(prefill.body.data.optionalSubjects).toEqual([S.O2]);

    const paper = (await api(examRoutes.paper, examInGroup(w), w.me.session)).body.data;
    expect(paper.questions).toHaveLength(6);
    expect(new Set(paper.questions.map((q: { subjectId: string }) => q.subjectId))).toEqual(
      new Set([S.M1, S.C1, S.O2]),
    );
    expect(paper.totalMarks).toBe(6);
    expect(paper.subjects.map((x: { name: string }) => x.name).sort()).toEqual([
      'Subject C1',
      'Subject M1',
      'Subject O2',
    ]);
    for (const q of paper.questions) {
      await api(
        examRoutes.addAnswer,
        { params: { examId: w.examId, groupId: w.groupId }, body: { questionId: q._id, answer: ['a'] } },
        w.me.session,
      );
    }
    await api(examRoutes.submit, examInGroup(w), w.me.session);
    await endWindow(t, w);
    await call(
      examStaffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId } },
      w.admin,
    );
    const result = (await api(examRoutes.result, examInGroup(w), w.me.session)).body.data.examResult;
    expect(result).toMatchObject({ marksObtained: 6, totalMarks: 6, correct: 6, skipped: 0 });
    expect(result.answers).toHaveLength(6);
    expect(
      result.subjectStats.map((s: { subjectId: string; correct: number }) => [s.subjectId, s.correct]),
    ).toEqual([
      [S.M1, 2],
      [S.C1, 2],
      [S.O2, 2],
    ]);
  });

  it('lets a practice selection change', async () => {
    const w = await segmentedWorld(true);
    const post = (body: unknown) => selectSubjects(w.me.session, body);
    expect((await post(choose(w.examId, w.me.id, [S.C1], [S.O2]))).status).toBe(200);
    const changed = await post(choose(w.examId, w.me.id, [S.C1, S.C2]));
    expect(changed.status).toBe(200);
    expect(changed.body.data.optionalSubjects).toEqual([]);
    const paper = (await api(examRoutes.paper, examInGroup(w), w.me.session)).body.data;
    expect(new Set(paper.questions.map((q: { subjectId: string }) => q.subjectId))).toEqual(
      new Set([S.M1, S.C1, S.C2]),
    );
  });
});
