import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExamListEntryView, ExamPaperView, GroupExamsView } from '@lms/domain/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { endSession } from '../../lib/session';
import { saveSignIn, storageKeys } from '../../lib/storage';
import { getExam } from './api/get-exam';
import { getGroupExams } from './api/get-group-exams';
import { submitExam } from './api/submit-exam';
import {
  keepExamPaper,
  keepGroupExams,
  keepGroupIds,
  keptExamPaper,
  keptGroupExams,
  keptGroupIds,
  withOfflineFallback,
} from './exam-offline-cache';
import { resetServerClock, serverClockOffset } from './server-clock';
import { testPaper } from './test-questions';

// A real HTTP server stands in for the API; "the network" is up, down (connections dropped) or refusing.
let server: Server;
let network: 'up' | 'down' | 'refusing' = 'up';
/** The server's clock is one hour ahead of the device's. */
const SERVER_AHEAD_MS = 60 * 60_000;
const started = '2026-03-01T10:00:00.000Z';
let submittedAt: string | null = null;

function entry(examId: string): ExamListEntryView {
  return {
    _id: `assignment-${examId}`,
    examId: {
      _id: examId,
      title: `Exam ${examId}`,
      instruction: '',
      questions: ['q1'],
      questionCount: 1,
      subjectId: null,
      subjectName: null,
      isPracticeExam: false,
      isSegmentedExam: false,
      segmentedExamDetails: null,
      passMark: 40,
      negativeMarkPerQuestion: 0,
    },
    groupId: 'g1',
    groupName: 'HSC 2026 Science',
    startsAt: '2026-03-01T09:00:00.000Z',
    endsAt: '2026-03-01T12:00:00.000Z',
    duration: 60,
    cutMarks: null,
    multipleTimesSubmission: true,
    gpaFactor: null,
    attempt: { _id: 'attempt-1', startsAt: started, submittedAt },
  };
}

function group(): GroupExamsView {
  return {
    _id: 'g1',
    name: 'HSC 2026 Science',
    courseId: null,
    lectures: [],
    chapters: [],
    questionSolves: [],
    exams: [entry('e1')],
  };
}

function paper(): ExamPaperView {
  return testPaper(
    [
      {
        _id: 'q1',
        type: 'MCQ',
        title: 'Rate of change of velocity?',
        point: 1,
        options: ['Speed', 'Acceleration'],
        optionType: '{}',
        image: [],
        file: [],
        subjectId: null,
      },
    ],
    [{ questionId: 'q1', answer: ['Acceleration'], extra: [], timestamp: 1 }],
    1,
  );
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-server-time': new Date(Date.now() + SERVER_AHEAD_MS).toISOString(),
  });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (network === 'down') return req.socket.destroy();
    if (network === 'refusing')
      return reply(res, 403, {
        errors: { title: 'This exam has been removed from your group', message: '' },
      });
    const path = (req.url ?? '').split('?')[0];
    if (path === '/api/group/g1') return reply(res, 200, { data: group() });
    if (path === '/api/exam/id/e1/groupId/g1') return reply(res, 200, { data: paper() });
    if (path === '/api/exam/submit/e1/group/g1') return reply(res, 200, { data: {} });
    reply(res, 404, { errors: { title: 'Not found', message: '' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let students = 0;
/** Signs a new student in (each test has its own kept exams). */
function signInStudent(): string {
  const id = `student-${++students}`;
  saveSignIn({ _id: id, id, name: 'Rahim', username: '8801710000001', sid: '26090' }, `session-${id}`);
  return id;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.baseUrl, `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  network = 'up';
  submittedAt = null;
  resetServerClock();
  signInStudent();
});

describe('the exam list kept on the device (allExams)', () => {
  it('is what My Exams shows when the server cannot be reached', async () => {
    const online = await getGroupExams('g1');
    await vi.waitFor(async () => expect(await keptGroupExams('g1')).toEqual(online));
    expect(await keptGroupIds()).toEqual(['g1']);

    network = 'down';
    expect(await getGroupExams('g1')).toEqual(online);
  });

  it('never stands in for a refusal, and is not there for a group never fetched', async () => {
    await getGroupExams('g1');
    await vi.waitFor(async () => expect(await keptGroupExams('g1')).toBeDefined());
    network = 'refusing';
    await expect(getGroupExams('g1')).rejects.toMatchObject({ status: 403 });
    network = 'down';
    await expect(getGroupExams('g2')).rejects.toMatchObject({ status: 0 });
  });

  it('is the signed-in student’s only: another student on the phone finds nothing', async () => {
    await getGroupExams('g1');
    await vi.waitFor(async () => expect(await keptGroupIds()).toEqual(['g1']));
    signInStudent();
    network = 'down';
    expect(await keptGroupIds()).toEqual([]);
    await expect(getGroupExams('g1')).rejects.toBeInstanceOf(ApiError);
  });

  it('forgets the groups the student left', async () => {
    await keepGroupExams('g1', group());
    await keepGroupExams('g2', { ...group(), _id: 'g2' });
    await keepExamPaper('g2', { ...paper(), savedAnswers: {}, subjectNames: [] });
    await keepGroupIds(['g1']);
    expect(await keptGroupIds()).toEqual(['g1']);
    expect(await keptExamPaper('e1', 'g2')).toBeUndefined();
  });

  it('is not kept or read once the student signed out', async () => {
    await keepGroupExams('g1', group());
    endSession();
    expect(await keptGroupIds()).toEqual([]);
    await keepGroupExams('g1', group());
    signInStudent();
    expect(await keptGroupIds()).toEqual([]);
  });
});

describe('the paper of the exam being taken', () => {
  it('comes back with no network with every question and the server clock, so the countdown is right', async () => {
    const online = await getExam('e1', 'g1');
    expect(online.questions).toHaveLength(1);
    expect(Math.abs(serverClockOffset() - SERVER_AHEAD_MS)).toBeLessThan(1000);
    const offset = serverClockOffset();

    resetServerClock(); // the reload: nothing learnt from the server yet
    network = 'down';
    const offline = await getExam('e1', 'g1');
    expect(offline).toEqual(online);
    expect(offline.studentStartsAt).toBe(started);
    expect(offline.savedAnswers.q1?.answer).toEqual(['Acceleration']);
    expect(serverClockOffset()).toBe(offset);
  });

  it('a clock heard from the server wins over the kept one', async () => {
    await getExam('e1', 'g1');
    resetServerClock();
    await getGroupExams('g1');
    const heard = serverClockOffset();
    network = 'down';
    await getExam('e1', 'g1');
    expect(serverClockOffset()).toBe(heard);
  });

  it('is forgotten once the exam is submitted', async () => {
    await getExam('e1', 'g1');
    await submitExam('e1', 'g1');
    network = 'down';
    await expect(getExam('e1', 'g1')).rejects.toMatchObject({ status: 0 });
  });

  it('is forgotten when the list shows the attempt submitted (the server submitted it at the deadline)', async () => {
    await getExam('e1', 'g1');
    await getGroupExams('g1');
    await vi.waitFor(async () => expect(await keptGroupExams('g1')).toBeDefined());
    expect(await keptExamPaper('e1', 'g1')).toBeDefined();

    submittedAt = '2026-03-01T11:00:00.000Z';
    await getGroupExams('g1');
    await vi.waitFor(async () => expect(await keptExamPaper('e1', 'g1')).toBeUndefined());
  });

  it('is kept when the submission the list shows is older than its start (a practice retake)', async () => {
    await getExam('e1', 'g1');
    await keepGroupExams('g1', {
      ...group(),
      exams: [
        { ...entry('e1'), attempt: { _id: 'a0', startsAt: started, submittedAt: '2026-02-01T10:00:00Z' } },
      ],
    });
    expect(await keptExamPaper('e1', 'g1')).toBeDefined();
    await keepGroupExams('g1', { ...group(), exams: [] });
    expect(await keptExamPaper('e1', 'g1')).toBeUndefined();
  });
});

describe('withOfflineFallback', () => {
  it('answers from the device for no answer or a server failure, never for a refusal', async () => {
    const kept = async () => 'kept';
    const failing = (error: unknown) => () => Promise.reject(error);
    expect(await withOfflineFallback(failing(new ApiError(0, 'Network Error')), kept)).toBe('kept');
    expect(await withOfflineFallback(failing(new ApiError(503, 'Unavailable')), kept)).toBe('kept');
    await expect(withOfflineFallback(failing(new ApiError(404, 'Not found')), kept)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      withOfflineFallback(failing(new ApiError(0, 'Network Error')), async () => undefined),
    ).rejects.toMatchObject({ status: 0 });
    expect(await withOfflineFallback(async () => 'fresh', kept)).toBe('fresh');
  });
});
