import type { StaffRole } from '@lms/domain';
import { dashboardRoutes, examMarkingRoutes, examRoutes, qaStaffRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAttempts } from '../src/db/schema';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { admitStudents } from '../src/modules/staff/admit-students';
import { answerAs, examInGroup, liveExamWorld, MINUTE } from './exams-fixtures';
import { askQuestion, caller, makeCourse, makeCourseGroup, staffIn, studentIn } from './qa-support';
import { branchAndGroup, guardianSession, newPhone, setGuardian, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

const DAY = 86_400_000;
const PARAGRAPH = 4;

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: Awaited<ReturnType<typeof liveExamWorld>>;
let laterExamId: string;
let mentor: { id: string; session: string };
let examiner: { id: string; session: string };
const sessions: Partial<Record<StaffRole, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const admin = await staffIn(t, ['admin']);
  sessions.admin = admin.session;
  for (const role of [
    'moderator',
    'examModerator',
    'contentUploader',
    'questionUploader',
    'accountant',
  ] as const)
    sessions[role] = await staffSession(t.app, [role]);
  mentor = await staffIn(t, ['mentor']);
  examiner = await staffIn(t, ['examiner']);

  // Q&A: two questions asked two days ago (one of them answered in Biology), one today.
  const forum = await makeCourse(t.ctx, 'Home course', { Physics: ['Vectors'], Biology: ['Genes'] });
  const asker = await studentIn(t, [await makeCourseGroup(t.ctx, forum.courseId)]);
  await call(
    qaStaffRoutes.setMentorSubjects,
    { params: { staffId: mentor.id }, body: { subjectIds: [forum.subjectIds.Physics] } },
    admin.session,
  );
  const ask = async (subject: string, chapter: string, text: string) => {
    t.clock.advance(60_000);
    const res = await askQuestion(t, asker, { course: forum, subject, chapter }, text);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  };
  await ask('Physics', 'Vectors', 'What is a unit vector in physics?');
  await ask('Biology', 'Genes', 'What is a cell wall made of?');
  const answered = await ask('Biology', 'Genes', 'Why do cells divide at all?');
  await call(
    qaStaffRoutes.reply,
    { params: { questionId: answered }, body: { reply: 'Because.' } },
    admin.session,
  );
  t.clock.advance(2 * DAY);
  await ask('Physics', 'Vectors', 'How is speed different from velocity?');

  // Students: two admitted in a branch, one of them registered (the exam's sitter has no branch).
  const { branchId } = await branchAndGroup(t.app, admin.session, {
    branch: 'Mirpur',
    group: 'Mirpur batch',
  });
  await admitStudents(t.ctx, [
    { name: 'Home One', sid: 'H1', phone: newPhone(), contact: '', branchId, session: '2026', groupIds: [] },
    { name: 'Home Two', sid: 'H2', phone: newPhone(), contact: '', branchId, session: '2026', groupIds: [] },
  ]);

  // Exams: one running now with a written answer submitted, one in three days.
  w = await liveExamWorld(t, { exam: { title: 'Home running exam' } });
  const later = await liveExamWorld(t, {
    exam: { title: 'Home later exam' },
    schedule: {
      startsAt: new Date(t.clock.now().getTime() + 3 * DAY).toISOString(),
      endsAt: new Date(t.clock.now().getTime() + 3 * DAY + 120 * MINUTE).toISOString(),
    },
  });
  laterExamId = later.examId;
  await call(examRoutes.start, examInGroup(w), w.me.session);
  await answerAs(t, w, w.me.session, {
    questionId: w.questionIds[PARAGRAPH]!,
    answer: ['Light makes sugar'],
    extra: [],
    timestamp: t.clock.now().getTime(),
  });
  await call(examRoutes.submit, examInGroup(w), w.me.session);
  await auditWritesSettled(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const home = async (session?: string) => call(dashboardRoutes.dashboard, {}, session);
const figures = async (session: string) => {
  const res = await home(session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the office home page', () => {
  it('shows an admin every card with the institute’s figures', async () => {
    const d = await figures(sessions.admin!);
    expect(d.cards).toEqual(['students', 'qa', 'videos', 'exams', 'marking', 'money', 'audit']);
    const mirpur = d.students.branches.find((b: { name: string }) => b.name === 'Mirpur');
    expect(mirpur).toMatchObject({ admitted: 2, registered: 0 });
    expect(d.students.admitted).toBeGreaterThanOrEqual(5);
    expect(d.students.registered).toBe(d.students.admitted - 2);
    expect(d.qa).toMatchObject({ unanswered: 3, olderThanDay: 2, olderThanThreeDays: 0 });
    expect(Date.parse(d.qa.oldestAskedAt)).toBeLessThan(t.clock.now().getTime() - DAY);
    expect(d.videos.items).toEqual([]);
    expect(d.exams.today).toEqual([
      expect.objectContaining({ _id: w.examId, title: 'Home running exam', state: 'running' }),
    ]);
    expect(d.exams.week).toEqual([
      expect.objectContaining({ _id: laterExamId, title: 'Home later exam', state: 'upcoming' }),
    ]);
    expect(d.marking.exams).toEqual([
      { examId: w.examId, title: 'Home running exam', unmarked: 1, notReviewed: 0 },
    ]);
    expect(d.money).toMatchObject({ totalPaisa: 0, receipts: 0 });
    expect(d.audit.items.length).toBeGreaterThan(0);
    expect(d.audit.items[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), actionText: expect.any(String) }),
    );
  });

  it('shows a teacher the Q&A of their subjects only, and no money, students or exams', async () => {
    const d = await figures(mentor.session);
    expect(d.cards).toEqual(['qa']);
    expect(d.qa).toMatchObject({ unanswered: 2, olderThanDay: 1 });
    for (const card of ['students', 'money', 'exams', 'marking', 'audit']) expect(d).not.toHaveProperty(card);
  });

  it('shows an accountant the day’s money and no exams', async () => {
    const d = await figures(sessions.accountant!);
    expect(d.cards).toEqual(['money']);
    expect(d).not.toHaveProperty('exams');
    expect(d).not.toHaveProperty('students');
  });

  it('shows each other role the cards of its sections', async () => {
    expect((await figures(sessions.moderator!)).cards).toEqual(['students', 'exams']);
    expect((await figures(sessions.examModerator!)).cards).toEqual(['exams', 'marking']);
    expect((await figures(sessions.contentUploader!)).cards).toEqual(['videos']);
    expect((await figures(sessions.questionUploader!)).cards).toEqual([]);
  });

  it('counts what each examiner marked this week and what is left', async () => {
    const [attempt] = await t.ctx.db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(eq(examAttempts.examId, w.examId));
    const give = await call(
      examMarkingRoutes.giveMarks,
      {
        params: { examId: w.examId, attemptId: attempt!.id, questionId: w.questionIds[PARAGRAPH]! },
        body: { marks: 3, comment: '', seenMarks: null },
      },
      examiner.session,
    );
    expect(give.statusCode, give.body).toBe(200);
    const d = await figures(examiner.session);
    expect(d.cards).toEqual(['exams', 'marking']);
    expect(d.marking.exams).toEqual([
      { examId: w.examId, title: 'Home running exam', unmarked: 0, notReviewed: 1 },
    ]);
    expect(d.marking.examiners).toEqual([{ staffId: examiner.id, name: 'Staff', marked: 1 }]);
  });

  it('refuses callers who are not staff', async () => {
    expect((await home()).statusCode).toBe(401);
    expect((await home(w.me.session)).statusCode).toBe(403);
    const guardianPhone = newPhone();
    await setGuardian(t.ctx, guardianPhone, w.me.id);
    expect((await home(await guardianSession(t.app, guardianPhone))).statusCode).toBe(403);
  });
});
