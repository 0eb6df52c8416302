import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../api-error';
import {
  ANSWER_ATTEMPTS,
  ANSWER_DEBOUNCE_MS,
  ANSWER_SEND_TIMEOUT_MS,
  AnswerQueue,
  type AnswerQueueOptions,
  classifySendError,
  OFFLINE_RESEND_DELAY_MS,
} from './answer-queue';
import { createMemoryAnswerStore } from './memory-store';
import type { AnswerPayload, AnswerStore } from './types';

/** The network as the queue sees it: every request it made, and what the next ones get. */
function network() {
  const requests: Array<{ payload: AnswerPayload; offline: boolean }> = [];
  let behaviour: (payload: AnswerPayload) => Promise<void> = async () => {};
  return {
    requests,
    send: async (payload: AnswerPayload, options: { offline: boolean }) => {
      requests.push({ payload: structuredClone(payload), offline: options.offline });
      await behaviour(payload);
    },
    down() {
      behaviour = async () => {
        throw new ApiError(0, NETWORK_ERROR);
      };
    },
    up() {
      behaviour = async () => {};
    },
    refuse(status: number, title: string) {
      behaviour = async () => {
        throw new ApiError(status, title, title);
      };
    },
    set(next: (payload: AnswerPayload) => Promise<void>) {
      behaviour = next;
    },
  };
}

let store: AnswerStore;
let net: ReturnType<typeof network>;
let clock: number;

function queue(extra: Partial<AnswerQueueOptions> = {}) {
  return new AnswerQueue({ examId: 'exam-1', store, send: net.send, now: () => clock, ...extra });
}

const mcq = (answer: string) => ({ questionId: 'q1', type: 'MCQ' as const, answer: [answer] });

beforeEach(() => {
  vi.useFakeTimers();
  store = createMemoryAnswerStore();
  net = network();
  clock = 1_700_000_000_000;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AnswerQueue', () => {
  it('keeps the answer on the device, flagged offline, within 15 s when the server never answers', async () => {
    const timeouts: number[] = [];
    const kept = vi.fn();
    // A hanging link: each try ends only when its timeout does (as the fetch client's would).
    const send = (_payload: AnswerPayload, options: { offline: boolean; timeoutMs: number }) => {
      timeouts.push(options.timeoutMs);
      return new Promise<void>((_resolve, reject) =>
        setTimeout(() => reject(new ApiError(0, 'timeout')), options.timeoutMs),
      );
    };
    const q = queue({ send, onSavedLocally: kept });
    await q.answer(mcq('Dhaka'));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(timeouts).toEqual([ANSWER_SEND_TIMEOUT_MS, ANSWER_SEND_TIMEOUT_MS, ANSWER_SEND_TIMEOUT_MS]);
    expect(kept).toHaveBeenCalledOnce();
    expect(await store.get('exam-1', 'q1')).toMatchObject({ saved: false, offline: true, count: 3 });
  });

  it('stores the answer on the device before sending it, then sends it once after the 250 ms debounce', async () => {
    const q = queue();
    await q.answer(mcq('Dhaka'));
    expect(await store.get('exam-1', 'q1')).toMatchObject({
      saved: false,
      offline: false,
      payload: { questionId: 'q1', answer: ['Dhaka'], timestamp: clock, extra: [] },
    });
    await vi.advanceTimersByTimeAsync(ANSWER_DEBOUNCE_MS - 1);
    expect(net.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.requests).toEqual([
      { payload: { questionId: 'q1', answer: ['Dhaka'], timestamp: clock, extra: [] }, offline: false },
    ]);
    expect(await store.get('exam-1', 'q1')).toMatchObject({ saved: true, offline: false, count: 1 });
  });

  it('reports the device’s answers in order even when reading them back is slow the first time', async () => {
    const slowFirstRead: AnswerStore = {
      ...store,
      list: (() => {
        let reads = 0;
        return async (examId: string) => {
          const answers = await store.list(examId);
          if (++reads === 1) await new Promise((resolve) => setTimeout(resolve, 50));
          return answers;
        };
      })(),
    };
    const reports: string[][] = [];
    const q = queue({
      store: slowFirstRead,
      onChange: (answers) => reports.push(answers.map((a) => a.payload.answer[0]!)),
    });
    void q.answer(mcq('A'));
    await vi.advanceTimersByTimeAsync(10); // A's report is still reading
    clock += 1;
    void q.answer({ questionId: 'q2', type: 'MCQ', answer: ['B'] });
    await vi.advanceTimersByTimeAsync(100);
    expect(reports.at(-1)).toEqual(['A', 'B']);
    expect(reports.every((report, i) => i === 0 || report.length >= reports[i - 1]!.length)).toBe(true);
  });

  it('sends only the last of quick changes to one question, but every question', async () => {
    const q = queue();
    await q.answer(mcq('A'));
    clock += 100;
    await vi.advanceTimersByTimeAsync(100);
    await q.answer(mcq('B'));
    clock += 100;
    await q.answer({ questionId: 'q2', type: 'checkbox', answer: ['x', 'y'] });
    await vi.advanceTimersByTimeAsync(ANSWER_DEBOUNCE_MS);
    expect(net.requests.map((r) => [r.payload.questionId, r.payload.answer])).toEqual([
      ['q1', ['B']],
      ['q2', ['x', 'y']],
    ]);
  });

  it('tries 3 times in all while there is no connection, then keeps the answer flagged offline', async () => {
    net.down();
    const savedLocally = vi.fn();
    const q = queue({ onSavedLocally: savedLocally });
    await q.answer(mcq('A'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(net.requests).toHaveLength(ANSWER_ATTEMPTS);
    expect(net.requests.every((r) => r.offline === false)).toBe(true);
    expect(await store.get('exam-1', 'q1')).toMatchObject({ saved: false, offline: true, count: 3 });
    expect(savedLocally).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.requests).toHaveLength(ANSWER_ATTEMPTS);
  });

  it('saves on the second try after a dropped request without flagging it offline', async () => {
    let calls = 0;
    net.set(async () => {
      calls++;
      if (calls === 1) throw new ApiError(503, 'Service Unavailable');
    });
    const q = queue();
    await q.answer(mcq('A'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(net.requests).toHaveLength(2);
    expect(await store.get('exam-1', 'q1')).toMatchObject({ saved: true, offline: false });
  });

  it('resends offline answers with offline=true 1000 ms after the connection returns', async () => {
    net.down();
    const changes: boolean[][] = [];
    const q = queue({ onChange: (answers) => changes.push(answers.map((a) => a.saved)) });
    await q.answer(mcq('A'));
    await q.answer({ questionId: 'q2', type: 'MCA', answer: ['true', 'N'], answerIndex: 0 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await q.list()).every((a) => a.offline)).toBe(true);

    net.up();
    net.requests.length = 0;
    const done = q.resendOffline();
    await vi.advanceTimersByTimeAsync(OFFLINE_RESEND_DELAY_MS - 1);
    expect(net.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(net.requests.map((r) => [r.payload.questionId, r.offline, r.payload.answerIndex])).toEqual([
      ['q1', true, undefined],
      ['q2', true, 0],
    ]);
    expect((await q.list()).map((a) => [a.saved, a.offline])).toEqual([
      [true, false],
      [true, false],
    ]);
    expect(changes.at(-1)).toEqual([true, true]);
  });

  it('a new queue on the same store (a reload) finds every answer and resends what was never acknowledged', async () => {
    const first = queue();
    await first.answer(mcq('A'));
    await vi.advanceTimersByTimeAsync(ANSWER_DEBOUNCE_MS);
    net.down();
    await first.answer({ questionId: 'q2', type: 'shortAns', answer: ['photosynthesis'] });
    first.dispose(); // the tab closes during the debounce
    await vi.advanceTimersByTimeAsync(5_000);
    expect(net.requests).toHaveLength(1);

    net.up();
    const second = queue();
    expect((await second.list()).map((a) => [a.questionId, a.saved])).toEqual([
      ['q1', true],
      ['q2', false],
    ]);
    const done = second.resendOffline();
    await vi.advanceTimersByTimeAsync(OFFLINE_RESEND_DELAY_MS);
    await done;
    expect(net.requests.at(-1)?.payload.answer).toEqual(['photosynthesis']);
    expect((await second.list()).every((a) => a.saved)).toBe(true);
  });

  it('a refused change (423) brings back the last acknowledged answer, without retrying', async () => {
    const rejected = vi.fn();
    const q = queue({ onRejected: rejected });
    await q.answer(mcq('A'));
    await vi.advanceTimersByTimeAsync(ANSWER_DEBOUNCE_MS);
    net.refuse(423, 'You cannot change the answer');
    clock += 1000;
    await q.answer(mcq('B'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(net.requests).toHaveLength(2);
    expect(await store.get('exam-1', 'q1')).toMatchObject({ saved: true, payload: { answer: ['A'] } });
    expect(rejected).toHaveBeenCalledTimes(1);
    const [entry, error, restored] = rejected.mock.calls[0]!;
    expect(entry.payload.answer).toEqual(['B']);
    expect((error as ApiError).title).toBe('You cannot change the answer');
    expect(restored.payload.answer).toEqual(['A']);
  });

  it('a refused first answer leaves the question unanswered', async () => {
    net.refuse(403, 'This exam has been removed from your group');
    const rejected = vi.fn();
    const q = queue({ onRejected: rejected });
    await q.answer(mcq('A'));
    await vi.advanceTimersByTimeAsync(ANSWER_DEBOUNCE_MS);
    expect(await store.get('exam-1', 'q1')).toBeUndefined();
    expect(rejected.mock.calls[0]![2]).toBeUndefined();
  });

  it('a late acknowledgement of an older answer does not mark a newer one saved', async () => {
    let release: () => void = () => {};
    net.set(
      (payload) =>
        new Promise<void>((resolve) => {
          if (payload.answer[0] === 'A') release = resolve;
          else resolve();
        }),
    );
    const q = queue();
    await q.answer(mcq('A'));
    await vi.advanceTimersByTimeAsync(ANSWER_DEBOUNCE_MS);
    clock += 500;
    net.set(() => new Promise<void>(() => {})); // B's request hangs
    await q.answer(mcq('B'));
    await vi.advanceTimersByTimeAsync(ANSWER_DEBOUNCE_MS);
    release();
    await vi.advanceTimersByTimeAsync(1);
    expect(await store.get('exam-1', 'q1')).toMatchObject({ saved: false, payload: { answer: ['B'] } });
  });

  it('an answer given while the previous one is being sent is never overwritten by that send', async () => {
    // Writing the send count is slow here: the new answer arrives in the middle of it.
    const slowCount: AnswerStore = {
      ...store,
      put: async (answer) => {
        if (answer.count === 1 && answer.payload.answer[0] === 'A')
          await new Promise((r) => setTimeout(r, 20));
        await store.put(answer);
      },
    };
    const q = queue({ store: slowCount });
    await q.answer(mcq('A'));
    await vi.advanceTimersByTimeAsync(ANSWER_DEBOUNCE_MS + 1);
    clock += 300;
    const given = q.answer(mcq('B'));
    await vi.advanceTimersByTimeAsync(2_000);
    await given;
    expect(await store.get('exam-1', 'q1')).toMatchObject({ saved: true, payload: { answer: ['B'] } });
    expect(net.requests.at(-1)?.payload.answer).toEqual(['B']);
  });

  it('flush sends waiting answers at once and reports what could not be sent', async () => {
    const q = queue();
    await q.answer(mcq('A'));
    await q.answer({ questionId: 'q2', type: 'checkbox', answer: ['x'] });
    expect(await q.flush()).toEqual([]);
    expect(net.requests).toHaveLength(2);
    expect((await q.list()).every((a) => a.saved)).toBe(true);

    net.down();
    await q.answer({ questionId: 'q3', type: 'MCQ', answer: ['z'] });
    const pending = q.flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await pending).map((a) => [a.questionId, a.offline])).toEqual([['q3', true]]);
  });

  it('a late answer (typed before time over, saved after it) is sent as offline with its own time', async () => {
    const q = queue();
    await q.answer({
      questionId: 'q4',
      type: 'paragraph',
      answer: ['typed'],
      timestamp: clock - 5_000,
      late: true,
    });
    expect(await q.flush()).toEqual([]);
    expect(net.requests).toEqual([
      {
        payload: { questionId: 'q4', answer: ['typed'], extra: [], timestamp: clock - 5_000 },
        offline: true,
      },
    ]);
  });

  it('clear forgets the exam’s answers on the device', async () => {
    const q = queue();
    await q.answer(mcq('A'));
    await q.clear();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await q.list()).toEqual([]);
    expect(net.requests).toHaveLength(0);
  });
});

describe('classifySendError', () => {
  it.each([
    [new ApiError(0, NETWORK_ERROR), 'network'],
    [new ApiError(0, 'timeout of 60000ms exceeded'), 'network'],
    [new ApiError(500, 'boom'), 'network'],
    [new ApiError(429, 'Too many requests'), 'network'],
    [new ApiError(401, 'Sign in again'), 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [new ApiError(423, 'You cannot change the answer'), 'rejected'],
    [new ApiError(403, 'This exam has been removed from your group'), 'rejected'],
    [new ApiError(400, 'Bad answer'), 'rejected'],
  ])('%s is %s', (error, kind) => {
    expect(classifySendError(error)).toBe(kind);
  });
});
