import {
  type AddAnswerBody,
  examRoutes,
  examStaffRoutes,
  type Route,
  type RouteInput,
} from '@lms/domain/contract';
import { expect } from 'vitest';
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

/** Creates an exam through the staff API. */
export async function addExam(t: TestApp, admin: string, input: ExamInput): Promise<string> {
  const res = await caller(t)(examStaffRoutes.createExam, { body: input }, admin);
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
 * A group with a student, an admin, the five question types and a live exam running now (window
 * [now - 1 min, now + 2 h], 60 minutes), unless told otherwise.
 */
export async function liveExamWorld(
  t: TestApp,
  options: { exam?: Partial<ExamInput>; schedule?: Partial<ScheduleInput> } = {},
) {
  const admin = await staffSession(t.app, ['admin']);
  const groupId = await makeGroup(t.ctx);
  const me = await student(t, [groupId]);
  const questionIds = await addQuestions(t, admin, sampleQuestions());
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

export { MINUTE };
