import type { OmrTemplate } from '@lms/domain';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { smsLinesFor, waitForOtp } from './server-log';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API (as a session or none) and returns the `data` of a success, failing the test otherwise. */
export function apiCaller(
  request: APIRequestContext,
  baseURL: string,
  extraHeaders: Record<string, string> = {},
) {
  return async <T = unknown>(method: Method, path: string, session?: string, body?: unknown): Promise<T> => {
    const response = await request.fetch(`${baseURL}/api${path}`, {
      method,
      headers: { ...extraHeaders, ...(session ? { authorization: session, agent: 'browser' } : {}) },
      ...(body === undefined ? {} : { data: body }),
    });
    const text = await response.text();
    expect(response.ok(), `${method} ${path}: ${response.status()} ${text}`).toBe(true);
    return (JSON.parse(text) as { data: T }).data;
  };
}

/** The demo admin's API session on each journey server, reused while it is still signed in. */
const adminSessions = new Map<string, string>();

/**
 * The demo admin's session id on `baseURL`: one sign-in per server, reused by the journeys after it
 * while `/staff/me` still accepts it. Every sign-in counts against the account's limit of tries per
 * window (successes too), which a server's whole run of journeys would otherwise pass.
 */
export async function staffSession(request: APIRequestContext, baseURL: string): Promise<string> {
  const kept = adminSessions.get(baseURL);
  if (kept) {
    const me = await request.get(`${baseURL}/api/staff/me`, {
      headers: { authorization: kept, agent: 'browser' },
    });
    if (me.ok()) return kept;
  }
  const response = await request.post(`${baseURL}/api/staff/login`, {
    data: { username: 'admin', password: 'admin1234' },
  });
  expect(response.ok(), `admin sign-in: ${response.status()}`).toBe(true);
  const session = response.headers().sessionid!;
  adminSessions.set(baseURL, session);
  return session;
}

/**
 * The address a student's own phone calls from, as the journeys' server (which trusts the loopback as
 * its proxy) reads it from X-Forwarded-For: each student registers from their own phone, so the
 * per-address limits meet one student's calls, as in life, not every journey's together. A documentation
 * address (TEST-NET-3), derived from the number; nothing is ever sent to it.
 */
export function phoneAddress(phone: string): Record<string, string> {
  return { 'x-forwarded-for': `203.0.113.${(Number(phone.slice(-3)) % 254) + 1}` };
}

/** A mobile number no journey used yet (01 + 9 + 8 digits). */
export function freshPhone(): string {
  return `019${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * Admits a student through the staff API and registers them the way the app does (code from the
 * SMS log, then a password). Returns the student's id, number and password.
 */
export async function admittedStudent(
  request: APIRequestContext,
  baseURL: string,
  admin: string,
  details: { name: string; sid: string; groupIds?: string[]; branchId?: string },
): Promise<{ id: string; phone: string; password: string }> {
  const call = apiCaller(request, baseURL);
  const phone = freshPhone();
  const password = 'secret12';
  // A retry of the journey (CI runs a failed one again) admits its student anew: the first try's
  // student holds the roll, so the retry's gets it with its try number.
  const retry = test.info().retry;
  const made = await call<{ _id: string }>('POST', '/staff/students', admin, {
    ...details,
    sid: retry ? `${details.sid}-r${retry}` : details.sid,
    phone,
    session: '2025-26',
    groupIds: details.groupIds ?? [],
  });
  const before = smsLinesFor(phone).length;
  const fromPhone = apiCaller(request, baseURL, phoneAddress(phone));
  const challenge = await fromPhone<{ hash: string; phone: string }>('GET', `/student/otp/${phone}`);
  const otp = await waitForOtp(phone, before);
  await fromPhone('PATCH', '/student/set-password', undefined, { ...challenge, otp, password });
  return { id: made._id, phone, password };
}

/** The id of the demo institute's group "HSC 2026 Science". */
export async function scienceGroupId(
  request: APIRequestContext,
  baseURL: string,
  admin: string,
): Promise<string> {
  const groups = await apiCaller(request, baseURL)<{ _id: string; name: string }[]>(
    'GET',
    '/staff/groups',
    admin,
  );
  return groups.find((group) => group.name === 'HSC 2026 Science')!._id;
}

/** A student admitted (and registered) into the demo institute's group "HSC 2026 Science". */
export async function scienceStudent(
  request: APIRequestContext,
  baseURL: string,
  details: { name: string; sid: string },
): Promise<{ id: string; phone: string; password: string }> {
  const admin = await staffSession(request, baseURL);
  const groupId = await scienceGroupId(request, baseURL, admin);
  return admittedStudent(request, baseURL, admin, { ...details, groupIds: [groupId] });
}

/**
 * A student admitted (and registered) into a new group of their own, made through the staff API (with a
 * course when `courseId` is given), so the demo groups stay as they are. Returns the student and the
 * group's id.
 */
export async function studentInNewGroup(
  request: APIRequestContext,
  baseURL: string,
  admin: string,
  details: { group: string; courseId?: string; name: string; sid: string; branchId?: string },
): Promise<{ student: { id: string; phone: string; password: string }; groupId: string }> {
  const { group, courseId, ...student } = details;
  const made = await apiCaller(request, baseURL)<{ _id: string }>('POST', '/staff/groups', admin, {
    name: group,
    ...(courseId ? { courseId } : {}),
  });
  return {
    student: await admittedStudent(request, baseURL, admin, { ...student, groupIds: [made._id] }),
    groupId: made._id,
  };
}

/** Signs a student in through the API and returns the session id (ends their other sessions). */
export async function studentSession(
  request: APIRequestContext,
  baseURL: string,
  phone: string,
  password: string,
): Promise<string> {
  const response = await request.post(`${baseURL}/api/student/login`, {
    data: { username: `88${phone}`, password },
    headers: phoneAddress(phone),
  });
  expect(response.ok()).toBe(true);
  return response.headers().sessionid!;
}

/** A question as the staff API takes it. */
export type QuestionBody = Record<string, unknown>;

/** The question of an exam of its own unless a journey gives others. */
const CAPITAL: QuestionBody = {
  type: 'MCQ',
  title: 'Capital of Bangladesh?',
  options: ['Dhaka', 'Khulna', 'Sylhet'],
  answer: ['Dhaka'],
  point: 1,
};

/**
 * An exam of its own for a journey, made through the staff API: its questions (new ones from
 * `questions`, by default one MCQ "Capital of Bangladesh?": Dhaka, or the bank's `questionIds`), the
 * `exam`'s other settings (a pass mark of 40 unless given), and a window for a group (a new one named `group`, or `groupId`) open from a
 * minute ago until `endsAt` (none: open-ended), `duration` minutes per student. Returns the exam's,
 * the group's and the questions' ids.
 */
export async function examOfItsOwn(
  request: APIRequestContext,
  baseURL: string,
  admin: string,
  spec: {
    title: string;
    group?: string;
    groupId?: string;
    questions?: QuestionBody[];
    questionIds?: string[];
    exam?: Record<string, unknown>;
    endsAt?: number;
    duration: number;
  },
): Promise<{ examId: string; groupId: string; questionIds: string[] }> {
  const call = apiCaller(request, baseURL);
  const groupId =
    spec.groupId ?? (await call<{ _id: string }>('POST', '/staff/groups', admin, { name: spec.group }))._id;
  const questionIds = spec.questionIds ?? [];
  if (!spec.questionIds)
    for (const question of spec.questions ?? [CAPITAL])
      questionIds.push((await call<{ _id: string }>('POST', '/staff/questions', admin, question))._id);
  const exam = await call<{ _id: string }>('POST', '/staff/exams', admin, {
    title: spec.title,
    passMark: 40,
    questions: questionIds.map((questionId) => ({ questionId })),
    ...spec.exam,
  });
  await call('POST', `/staff/exams/${exam._id}/assignments`, admin, {
    groupId,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    ...(spec.endsAt === undefined ? {} : { endsAt: new Date(spec.endsAt).toISOString() }),
    duration: spec.duration,
  });
  return { examId: exam._id, groupId, questionIds };
}

/**
 * A live exam of its own for a journey (`examOfItsOwn`): one MCQ ("Capital of Bangladesh?": Dhaka) in
 * a new group, options in their order, open from a minute ago for two hours, `duration` minutes per
 * student. Returns the exam's and the group's ids.
 */
export async function liveExamOfItsOwn(
  request: APIRequestContext,
  baseURL: string,
  admin: string,
  names: { title: string; group: string; duration: number },
): Promise<{ examId: string; groupId: string }> {
  const { examId, groupId } = await examOfItsOwn(request, baseURL, admin, {
    ...names,
    exam: { shuffleOptions: false },
    endsAt: Date.now() + 2 * 3_600_000,
  });
  return { examId, groupId };
}

/**
 * A student sits an exam through the API: the paper, then each question's answer (`answerOf` by the
 * question as the paper has it; null leaves it unanswered), then the submit.
 */
export async function sitExam(
  request: APIRequestContext,
  baseURL: string,
  session: string,
  w: { examId: string; groupId: string },
  answerOf: (q: { _id: string; title: string; options: string[] }) => string[] | null | undefined,
): Promise<void> {
  const call = apiCaller(request, baseURL);
  const paper = await call<{ questions: { _id: string; title: string; options: string[] }[] }>(
    'GET',
    `/exam/id/${w.examId}/groupId/${w.groupId}`,
    session,
  );
  for (const q of paper.questions) {
    const answer = answerOf(q);
    if (!answer) continue;
    await call('PATCH', `/exam/add-answer/${w.examId}/group/${w.groupId}?isLive=true`, session, {
      questionId: q._id,
      answer,
      timestamp: Date.now(),
      extra: [],
    });
  }
  await call('PATCH', `/exam/submit/${w.examId}/group/${w.groupId}`, session);
}

/** The OMR sheet layout of an exam (`omr-template.json`, raw JSON without the envelope), as staff read it. */
export async function omrTemplate(
  request: APIRequestContext,
  baseURL: string,
  session: string,
  examId: string,
): Promise<OmrTemplate> {
  const response = await request.get(`${baseURL}/api/staff/exams/${examId}/omr-template.json`, {
    headers: { authorization: session, agent: 'browser' },
  });
  expect(response.ok(), `omr-template.json: ${response.status()}`).toBe(true);
  return (await response.json()) as OmrTemplate;
}
