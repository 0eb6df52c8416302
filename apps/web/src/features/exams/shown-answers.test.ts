import { describe, expect, it } from 'vitest';
import type { LocalAnswer } from '../../lib/offline-answers/types';
import { answeredCount, overlayGiven, shownAnswers, waitingCount, withoutStale } from './shown-answers';
import { shownQuestion } from './test-questions';

function local(questionId: string, answer: string[], flags: Partial<LocalAnswer> = {}): LocalAnswer {
  return {
    examId: 'e',
    questionId,
    type: 'MCQ',
    payload: { questionId, answer, timestamp: 100, extra: [] },
    saved: false,
    offline: false,
    count: 0,
    acknowledged: null,
    ...flags,
  };
}

const question = shownQuestion;

describe('shownAnswers', () => {
  it('shows the server’s answers, overlaid by this device’s answers with their state', () => {
    const shown = shownAnswers(
      {
        q1: { questionId: 'q1', answer: ['a'], extra: [], timestamp: 50 },
        q2: { questionId: 'q2', answer: ['a'], extra: [], timestamp: 50 },
      },
      [local('q2', ['b'], { offline: true }), local('q3', ['x'], { saved: true }), local('q4', ['y'])],
    );
    expect(Object.fromEntries([...shown].map(([id, a]) => [id, [a.answer, a.state]]))).toEqual({
      q1: [['a'], 'saved'],
      q2: [['b'], 'offline'],
      q3: [['x'], 'saved'],
      q4: [['y'], 'pending'],
    });
    expect(waitingCount(shown)).toBe(2);
  });

  it('keeps a newer answer the server got from another device over an older saved local copy', () => {
    const shown = shownAnswers({ q1: { questionId: 'q1', answer: ['b'], extra: [], timestamp: 500 } }, [
      local('q1', ['a'], { saved: true }),
    ]);
    expect(shown.get('q1')?.answer).toEqual(['b']);
  });

  it('counts answered questions by their type (an MCA of only N is not answered)', () => {
    const shown = shownAnswers({}, [local('m', ['N', 'N']), local('c', ['a']), local('t', ['  '])]);
    expect(
      answeredCount([question('m', 'MCA'), question('c', 'MCQ'), question('t', 'shortAns')], shown),
    ).toBe(1);
  });
});

describe('answers just given', () => {
  const at = (questionId: string, answer: string[], timestamp: number) => {
    const entry = local(questionId, answer);
    return { ...entry, payload: { ...entry.payload, timestamp } };
  };

  it('show over the device’s copy until the device reports the same or a newer answer', () => {
    const given = new Map([['q1', at('q1', ['true', 'N', 'false'], 300)]]);
    expect(overlayGiven([at('q1', ['true', 'N', 'N'], 200)], given)[0]!.payload.answer).toEqual([
      'true',
      'N',
      'false',
    ]);
    expect(overlayGiven([at('q1', ['true', 'N', 'false'], 300)], given)[0]!.payload.timestamp).toBe(300);
    expect(withoutStale(given, 'q1', 299).has('q1')).toBe(true);
    expect(withoutStale(given, 'q1', 300).has('q1')).toBe(false);
  });
});
