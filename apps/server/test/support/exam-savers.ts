import { expect } from 'vitest';

/** What a JSON call answered; status 0 when there was no answer (the process gone, a timeout). */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the wire format as it comes
  json: any;
}

/** A JSON call to one server: method, path under /api, session, body. */
export type ApiCall = (method: string, path: string, session?: string, body?: unknown) => Promise<ApiAnswer>;

/** Calls the API at `base()` (read per call: a restarted server may have a new port). */
export function apiCaller(base: () => string): ApiCall {
  return async (method, path, session, body) => {
    try {
      const res = await fetch(`${base()}/api${path}`, {
        method,
        headers: {
          ...(session ? { authorization: session } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      return { status: res.status, headers: res.headers, json };
    } catch {
      return { status: 0, headers: new Headers(), json: null };
    }
  };
}

/** Waits until `check` holds, trying every 200 ms for at most `ms`; says whether it came. */
export async function until(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** The demo student's live exam: session, student, exam, group and its single-choice questions. */
export async function liveExam(call: ApiCall) {
  const login = await call('POST', '/student/login', undefined, {
    username: '8801710000001',
    password: 'demo1234',
  });
  expect(login.status).toBe(200);
  const session = login.headers.get('sessionId')!;
  const profile = await call('GET', '/student/profile', session);
  const studentId = profile.json.data._id as string;
  const groupId = profile.json.data.groups[0]._id as string;
  const exams = (await call('GET', `/group/${groupId}`, session)).json.data.exams;
  const live = exams.find(
    (e: { examId: { title: string } }) => e.examId.title === 'Weekly Live Test: Science',
  );
  const examId = live.examId._id as string;
  const started = await call('PATCH', `/exam/start/${examId}/group-id/${groupId}`, session);
  expect([200, 201]).toContain(started.status);
  const paper = (await call('GET', `/exam/id/${examId}/groupId/${groupId}`, session)).json.data;
  const questions = paper.questions
    .filter((q: { type: string }) => q.type === 'MCQ')
    .map((q: { _id: string; options: string[] }) => ({
      id: q._id,
      answer: (i: number) => [q.options[i % q.options.length]!],
    }));
  expect(questions.length).toBeGreaterThan(0);
  return { session, studentId, examId, groupId, questions };
}

/** The live exam `liveExam` found. */
export type LiveExam = Awaited<ReturnType<typeof liveExam>>;

/** One answer save: its question and a timestamp of its own. */
export function saveAnswer(call: ApiCall, exam: LiveExam, question: number, timestamp: number) {
  const q = exam.questions[question % exam.questions.length]!;
  return call('PATCH', `/exam/add-answer/${exam.examId}/group/${exam.groupId}`, exam.session, {
    questionId: q.id,
    answer: q.answer(question),
    timestamp,
  });
}

/**
 * Saves answers from `savers` concurrent loops (saver i through `callers[i % callers.length]`) until
 * `stop()`; remembers, per question, the newest acknowledged save, counts the statuses, and counts 503s
 * that came without Retry-After.
 */
export function saveLoop(exam: LiveExam, savers: number, callers: ApiCall[]) {
  const acknowledged = new Map<string, number>();
  const statuses = new Map<number, number>();
  let noRetryAfter = 0;
  let running = true;
  let clock = Date.now();
  const loops = Array.from({ length: savers }, async (_, saver) => {
    const call = callers[saver % callers.length]!;
    for (let i = 0; running; i++) {
      const question = (saver + i) % exam.questions.length;
      const timestamp = ++clock;
      const res = await saveAnswer(call, exam, question, timestamp);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 200) {
        // The server reads a timestamp ahead of its clock as its now (this loop's clock may run ahead
        // of real time) and says which one it stored: that is the one the newest-wins rule compares.
        const stored = Number(res.json?.data?.timestamp ?? timestamp);
        const id = exam.questions[question]!.id;
        if ((acknowledged.get(id) ?? 0) < stored) acknowledged.set(id, stored);
      } else {
        if (res.status === 503 && !res.headers.get('retry-after')) noRetryAfter++;
        // A refused save is sent again a little later, as the student's app does.
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  return {
    acknowledged,
    statuses,
    noRetryAfter: () => noRetryAfter,
    count: (status?: number) =>
      status === undefined ? [...statuses.values()].reduce((a, b) => a + b, 0) : (statuses.get(status) ?? 0),
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Every acknowledged answer is stored, at least as new as acknowledged. */
export async function expectAllStored(call: ApiCall, exam: LiveExam, acknowledged: Map<string, number>) {
  const paper = (await call('GET', `/exam/id/${exam.examId}/groupId/${exam.groupId}`, exam.session)).json
    .data;
  const stored = new Map<string, number>(
    paper.answers.map((a: { questionId: string; timestamp: number }) => [a.questionId, Number(a.timestamp)]),
  );
  expect(acknowledged.size).toBeGreaterThan(0);
  for (const [questionId, timestamp] of acknowledged) {
    expect(stored.get(questionId), questionId).toBeGreaterThanOrEqual(timestamp);
  }
}
