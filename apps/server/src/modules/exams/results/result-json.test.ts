import type { AnsweredResultView, ExamResultResponse, ResultQuestionView } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';
import { resultBody } from './result-json';

/** A shown question: the same object for every result that showed it, as `shownResultQuestion` keeps it. */
const shown = (id: string) =>
  ({
    _id: id,
    title: `<p>${id}</p>`,
    options: ['A', 'B', 'C', 'D'],
    answer: ['A'],
  }) as unknown as ResultQuestionView;

const plain = (
  questionId: ResultQuestionView,
  fields: Partial<AnsweredResultView> = {},
): AnsweredResultView => ({
  questionId,
  answer: ['A'],
  marks: 1,
  notes: '',
  extra: [],
  total: 1,
  correct: 1,
  answered: 1,
  negativeMarks: 0,
  pending: false,
  override: null,
  ...fields,
});

function response(
  answers: ExamResultResponse extends infer R
    ? R extends { examResult: { answers: infer A } }
      ? A
      : never
    : never,
) {
  return {
    examResult: { _id: 'attempt', marksObtained: 1, answers },
    exam: 'exam-1',
  } as unknown as ExamResultResponse;
}

/** What the student's client reads: the body parsed, against the response as it was built. */
const parsed = (r: ExamResultResponse) => JSON.parse(resultBody(r).toString()).data;

describe('resultBody', () => {
  it('gives each answer its own figures when results share a shown question', () => {
    const q = shown('q1');
    const variants: AnsweredResultView[] = [
      plain(q),
      plain(q, { answer: ['B'], marks: -0.25, correct: 0, negativeMarks: -0.25 }),
      plain(q, { answer: ['B'], marks: 0, correct: 0 }),
      plain(q, { marks: 2 }),
      plain(q, { answer: ['A,B'] }),
      plain(q, { answer: ['A', 'B'] }),
      plain(q, { answer: 'a written answer', pending: true, marks: 0 }),
      plain(q, { override: undefined }),
      plain(q, { notes: 'see me' }),
      plain(q, { override: { marks: 0.5, reason: 'partly right', by: 'Examiner', at: null } }),
    ];
    // Each twice, in turn: the second result with the same answer gets what the first got.
    for (const answer of [...variants, ...variants]) {
      const r = response([answer]);
      expect(parsed(r)).toEqual(JSON.parse(JSON.stringify(r)));
    }
  });

  it('keeps a result with many answers whole and in order, unanswered questions last', () => {
    const qs = Array.from({ length: 5 }, (_, i) => shown(`q${i}`));
    const answers = [
      plain(qs[0]!),
      plain(qs[1]!, { answer: ['C'], marks: 0, correct: 0 }),
      { questionId: qs[2]! },
    ];
    const r = response(answers);
    expect(parsed(r)).toEqual(JSON.parse(JSON.stringify(r)));
    expect(parsed(r).examResult.answers.map((a: { answer?: unknown }) => a.answer ?? null)).toEqual([
      ['A'],
      ['C'],
      null,
    ]);
  });

  it('writes a Bengali paper, its answers and a written answer as UTF-8 the client reads back whole', () => {
    const q = {
      ...shown('q-bn'),
      title: '<p>বাংলাদেশের রাজধানী কোথায়?</p>',
      options: ['ঢাকা', 'চট্টগ্রাম', 'খুলনা', 'রাজশাহী'],
      answer: ['ঢাকা'],
    } as unknown as ResultQuestionView;
    const r = response([
      plain(q, { answer: ['ঢাকা'] }),
      plain(q, { answer: 'সালোকসংশ্লেষণ: আলো থেকে খাদ্য 😀', pending: true, marks: 0 }),
      plain(q, { answer: ['খুলনা'], notes: 'আবার দেখো', marks: 0, correct: 0 }),
    ]);
    expect(parsed(r)).toEqual(JSON.parse(JSON.stringify(r)));
    // Twice: the second result reads the kept bytes of the question and of the plain answer.
    expect(parsed(r).examResult.answers[0].questionId.options).toEqual(['ঢাকা', 'চট্টগ্রাম', 'খুলনা', 'রাজশাহী']);
    expect(parsed(r).examResult.answers[1].answer).toBe('সালোকসংশ্লেষণ: আলো থেকে খাদ্য 😀');
  });
});
