import {
  type AddAnswerBody,
  examRoutes,
  examStaffRoutes,
  type Route,
  type RouteInput,
} from '@lms/domain/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { examAssignments, examAttempts } from '../src/db/schema';
import { recordExamChanges } from '../src/modules/exams/results/record-exam-changes';
import { admitStudents } from '../src/modules/staff/admit-students';
import { callAs } from './support/call-route';
import { makeGroup, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

/** Calls a route of the table as a session (or none) and returns status and parsed body. */
export function caller(t: TestApp) {
  return <R extends Route>(route: R, input: RouteInput<R>, session?: string) =>
    callAs(t.app, route, input, session);
}

/** The params of a student's calls on an exam in a group. */
export const examInGroup = (w: { examId: string; groupId: string }) => ({
  params: { examId: w.examId, groupId: w.groupId },
});

/** Saves one answer of `session` to the exam in the group (no query, as outside the live exam page). */
export function answerAs(
  t: TestApp,
  w: { examId: string; groupId: string },
  session: string,
  body: AddAnswerBody,
) {
  return caller(t)(examRoutes.addAnswer, { ...examInGroup(w), body }, session);
}

/**
 * Sits the exam as `session`: answers the paper's questions by title (a title left out is skipped),
 * each save answered 200, then submits. Returns the paper.
 */
export async function sitByTitle(
  t: TestApp,
  w: { examId: string; groupId: string },
  session: string,
  answers: Record<string, string[]>,
) {
  const call = caller(t);
  const paper = (await call(examRoutes.paper, examInGroup(w), session)).body.data;
  for (const q of paper.questions) {
    const answer = answers[q.title];
    if (!answer) continue;
    const res = await call(
      examRoutes.addAnswer,
      {
        ...examInGroup(w),
        query: { isLive: 'true' },
        body: { questionId: q._id, answer, timestamp: t.clock.now().getTime(), extra: [] },
      },
      session,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  expect((await call(examRoutes.submit, examInGroup(w), session)).status).toBe(200);
  return paper;
}

/** A registered, signed-in student in the given groups. */
export async function student(t: TestApp, groupIds: string[]) {
  const phone = newPhone();
  const id = await registeredStudent(t.ctx, phone, 'secret12', groupIds);
  return { id, phone, session: await signIn(t.app, phone) };
}

/** The body of a new question. */
type QuestionInput = RouteInput<typeof examStaffRoutes.createQuestion>['body'];

/** The body of a new exam. */
type ExamInput = RouteInput<typeof examStaffRoutes.createExam>['body'];
/** The body of an exam's schedule for a group. */
type ScheduleInput = RouteInput<typeof examStaffRoutes.assignExam>['body'];

/** The five question types, ready for POST /staff/questions. */
export function sampleQuestions(subjectId?: string): QuestionInput[] {
  const s = subjectId ? { subjectId } : {};
  return [
    {
      type: 'MCQ',
      title: 'What is $2 + 2$?',
      options: ['3', '4', '5', '6'],
      answer: ['4'],
      explanation: 'Add them.',
      point: 2,
      ...s,
    },
    { type: 'checkbox', title: 'Primes?', options: ['2', '3', '4', '9'], answer: ['2', '3'], point: 2, ...s },
    {
      type: 'MCA',
      title: 'True or false',
      options: ['Sun is a star', 'Moon is a planet', 'Water is wet'],
      answer: ['true', 'false', 'true'],
      point: 3,
      ...s,
    },
    { type: 'shortAns', title: 'Name the capital', answer: ['Dhaka'], point: 2, ...s },
    { type: 'paragraph', title: 'Describe photosynthesis', point: 5, ...s },
  ];
}

/** Adds questions through the staff API; returns their ids. */
export async function addQuestions(t: TestApp, admin: string, list: QuestionInput[]): Promise<string[]> {
  const call = caller(t);
  const ids: string[] = [];
  for (const q of list) {
    const res = await call(examStaffRoutes.createQuestion, { body: q }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push(res.body.data._id);
  }
  return ids;
}

/** Creates an exam through the staff API (a pass mark of 40 unless `input` gives one). */
export async function addExam(
  t: TestApp,
  admin: string,
  input: Omit<ExamInput, 'passMark'> & { passMark?: number },
): Promise<string> {
  const res = await caller(t)(examStaffRoutes.createExam, { body: { passMark: 40, ...input } }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id;
}

/** Gives an exam to a group through the staff API. */
export async function assign(t: TestApp, admin: string, examId: string, schedule: ScheduleInput) {
  const res = await caller(t)(examStaffRoutes.assignExam, { params: { examId }, body: schedule }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const MINUTE = 60_000;

/**
 * A group with a student, an admin, the five question types (or `questions`) and a live exam running now (window
 * [now - 1 min, now + 2 h], 60 minutes), unless told otherwise.
 */
export async function liveExamWorld(
  t: TestApp,
  options: {
    exam?: Partial<ExamInput>;
    schedule?: Partial<ScheduleInput>;
    questions?: QuestionInput[];
    subjectId?: string;
  } = {},
) {
  const admin = await staffSession(t.app, ['admin']);
  const groupId = await makeGroup(t.ctx);
  const me = await student(t, [groupId]);
  const questionIds = await addQuestions(t, admin, options.questions ?? sampleQuestions(options.subjectId));
  const examId = await addExam(t, admin, {
    title: 'Physics live test',
    instruction: '<p>Read carefully</p><script>alert(1)</script>',
    questions: questionIds.map((questionId) => ({ questionId })),
    negativeMarkPerQuestion: 0.25,
    passMark: 40,
    ...options.exam,
  });
  const now = t.clock.now().getTime();
  await assign(t, admin, examId, {
    groupId,
    startsAt: new Date(now - MINUTE).toISOString(),
    endsAt: new Date(now + 120 * MINUTE).toISOString(),
    duration: 60,
    ...options.schedule,
  });
  return { admin, groupId, me, questionIds, examId };
}

/**
 * Ends the group's window of the exam a second ago without moving the clock or the attempts' deadlines:
 * as when the window's end has passed while some attempts still have time (minutes added on exam day).
 * A live exam's results may be published only then.
 */
export async function endWindow(t: TestApp, w: { examId: string; groupId: string }) {
  const endsAt = new Date(t.clock.now().getTime() - 1000);
  await recordExamChanges(t.ctx, [w.examId], {
    rescore: false,
    change: async (tx) => {
      await tx
        .update(examAssignments)
        .set({ endsAt })
        .where(and(eq(examAssignments.examId, w.examId), eq(examAssignments.groupId, w.groupId)));
    },
  });
}

/** Publishes the group's results as its admin (the window ends first; the attempts keep their deadlines). */
export async function publishGroup(t: TestApp, w: { examId: string; groupId: string; admin: string }) {
  await endWindow(t, w);
  const published = await caller(t)(
    examStaffRoutes.publishResults,
    { params: { examId: w.examId }, body: { groupId: w.groupId } },
    w.admin,
  );
  expect(published.status).toBe(200);
}

export { MINUTE };

/**
 * A group of `count` students made in one statement (no sessions), its planner statistics fresh: for
 * the tests that check how PostgreSQL plans a batch statement. `tag` starts every one's username.
 */
export async function plannedCrowd(t: TestApp, count: number) {
  const groupId = await makeGroup(t.ctx);
  const tag = `plan-${groupId}-`;
  await t.ctx.db.execute(
    sql`insert into students (name, sid, username, code)
      select 'Plan ' || n, ${tag} || n, ${tag} || n, ${tag} || n from generate_series(1, ${count}) n`,
  );
  await t.ctx.db.execute(
    sql`insert into group_members (group_id, student_id)
      select ${groupId}::uuid, id from students where username like ${`${tag}%`}`,
  );
  await t.ctx.db.execute(sql`analyze group_members`);
  return { groupId, tag };
}

/** A student sitting an exam: their id, session and attempt. */
export interface Sitter {
  id: string;
  session: string;
  attemptId: string;
}

/**
 * `count` students of the exam's group, each with a session and a started attempt: many sitters
 * quickly (admitted together, sessions made as a sign-in makes them, no password hashing).
 */
export async function startedSitters(
  t: TestApp,
  w: { examId: string; groupId: string },
  count: number,
): Promise<Sitter[]> {
  const admitted = await admitStudents(
    t.ctx,
    Array.from({ length: count }, (_, i) => {
      const phone = newPhone();
      return {
        name: `Sitter ${i}`,
        sid: `S${phone}`,
        phone,
        contact: '',
        branchId: null,
        session: '2025-26',
        groupIds: [w.groupId],
      };
    }),
  );
  const started: { id: string; session: string }[] = [];
  for (const { id } of admitted) started.push({ id, session: await t.ctx.sessions.create('student', id) });
  const call = caller(t);
  for (let i = 0; i < started.length; i += 50) {
    await Promise.all(
      started.slice(i, i + 50).map(async ({ session }) => {
        const res = await call(examRoutes.start, examInGroup(w), session);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }),
    );
  }
  const attempts = await t.ctx.db
    .select({ id: examAttempts.id, studentId: examAttempts.studentId })
    .from(examAttempts)
    .where(
      inArray(
        examAttempts.studentId,
        started.map((s) => s.id),
      ),
    );
  const attemptOf = new Map(attempts.map((a) => [a.studentId, a.id]));
  return started.map((s) => ({ ...s, attemptId: attemptOf.get(s.id)! }));
}
