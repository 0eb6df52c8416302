import { expect } from 'vitest';
import { auth, makeGroup, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls the API as a session (or none) and returns status and parsed body. */
export function caller(t: TestApp) {
  return async (method: Method, url: string, session?: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: session ? auth(session) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
    let body: any = null;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
}

/** A registered, signed-in student in the given groups. */
export async function student(t: TestApp, groupIds: string[]) {
  const phone = newPhone();
  const id = await registeredStudent(t.ctx, phone, 'secret12', groupIds);
  return { id, phone, session: await signIn(t.app, phone) };
}

/** The five question types, ready for POST /staff/questions. */
export function sampleQuestions(subjectId?: string) {
  const s = subjectId ? { subjectId } : {};
  return [
    {
      type: 'MCQ',
      title: '<p>2 + 2 = ?</p>',
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
export async function addQuestions(t: TestApp, admin: string, list: unknown[]): Promise<string[]> {
  const call = caller(t);
  const ids: string[] = [];
  for (const q of list) {
    const res = await call('POST', '/staff/questions', admin, q);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push(res.body.data._id);
  }
  return ids;
}

/** Creates an exam through the staff API. */
export async function addExam(t: TestApp, admin: string, input: Record<string, unknown>): Promise<string> {
  const res = await caller(t)('POST', '/staff/exams', admin, input);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id;
}

/** Gives an exam to a group through the staff API. */
export async function assign(t: TestApp, admin: string, examId: string, schedule: Record<string, unknown>) {
  const res = await caller(t)('POST', `/staff/exams/${examId}/assignments`, admin, schedule);
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
  options: { exam?: Record<string, unknown>; schedule?: Record<string, unknown> } = {},
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
