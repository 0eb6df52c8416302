import { testPage } from '@lms/browser/test-page';
import { act, useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { shownQuestion } from '../test-questions';
import type { ExamAnswers } from '../use-exam-answers';
import { useQuestionHandlers } from '../use-question-handlers';
import { QuestionCard } from './question-card';
import type { QuestionCardProps } from './question-input';
import { sameCardProps } from './same-card-props';

const page = testPage();
/** How often each card was drawn: a card reads its question's title once each time. */
const renders: Record<string, number> = {};
const questions = ['q1', 'q2', 'q3'].map((id) => {
  const question = shownQuestion(id, 'MCQ');
  return Object.defineProperty(question, 'title', {
    get: () => {
      renders[id] = (renders[id] ?? 0) + 1;
      return id;
    },
  });
});

/**
 * Three questions answered as the exam page answers them: every answer given makes new answer lists
 * for every question (as the device's store reports them).
 */
function Paper() {
  const [shown, setShown] = useState<Record<string, string[]>>({ q1: ['a'] });
  const answer = useCallback<ExamAnswers['answer']>(async (questionId, _type, next) => {
    setShown((held) => {
      const copies = Object.fromEntries(Object.entries(held).map(([id, value]) => [id, [...value]]));
      return { ...copies, [questionId]: next.answer };
    });
  }, []);
  const handlers = useQuestionHandlers(questions, answer, { studentId: 's1', examId: 'e1' });
  return (
    <>
      {questions.map((question, index) => (
        <QuestionCard
          key={question._id}
          question={question}
          number={index + 1}
          value={shown[question._id]}
          saved={false}
          state={shown[question._id] ? 'pending' : 'none'}
          disabled={false}
          {...handlers.get(question._id)!}
        />
      ))}
    </>
  );
}

const radio = (question: number, option: number) =>
  page.host.querySelectorAll<HTMLElement>('[data-answer-state]')[question]!.querySelectorAll('input')[
    option
  ]!;
/** The option the card shows chosen (antd's mark; the test DOM gives every radio group one name). */
const chosen = (question: number, option: number) =>
  radio(question, option).closest('label')!.classList.contains('ant-radio-wrapper-checked');

describe('a question card on the exam page', () => {
  it('is drawn again when its own answer changes, and not when another question is answered', () => {
    act(() => page.root.render(<Paper />));
    expect(chosen(0, 0)).toBe(true);
    const before = { ...renders };

    act(() => radio(1, 1).click());
    expect(chosen(1, 1)).toBe(true);
    expect(chosen(0, 0)).toBe(true);
    expect(renders.q2).toBeGreaterThan(before.q2!);
    expect(renders.q1).toBe(before.q1);
    expect(renders.q3).toBe(before.q3);

    act(() => radio(0, 1).click());
    expect(chosen(0, 1)).toBe(true);
    expect(renders.q1).toBeGreaterThan(before.q1!);
  });
});

describe('sameCardProps', () => {
  const props: QuestionCardProps = {
    question: questions[0]!,
    number: 1,
    value: ['a'],
    extra: [{ name: 'a.jpg', key: 'k/a.jpg', type: 'image/jpeg' }],
    saved: true,
    state: 'saved',
    disabled: false,
    onAnswer: () => {},
  };

  it('takes new lists holding the same answer and files as the same', () => {
    expect(
      sameCardProps(props, {
        ...props,
        value: ['a'],
        extra: [{ name: 'a.jpg', key: 'k/a.jpg', type: 'image/jpeg' }],
      }),
    ).toBe(true);
  });

  it.each<[string, Partial<QuestionCardProps>, Partial<QuestionCardProps>]>([
    ['another answer', {}, { value: ['b'] }],
    ['no answer', {}, { value: undefined }],
    ['the same options in another order', { value: ['a', 'b'] }, { value: ['b', 'a'] }],
    ['another file', {}, { extra: [{ name: 'b.jpg', key: 'k/b.jpg', type: 'image/jpeg' }] }],
    ['another state', {}, { state: 'pending', saved: false }],
    ['disabled', {}, { disabled: true }],
    ['another handler', {}, { onAnswer: () => {} }],
    ['a draft', {}, { draft: 'typed' }],
  ])('tells %s apart', (_name, before, after) => {
    expect(sameCardProps({ ...props, ...before }, { ...props, ...before, ...after })).toBe(false);
  });
});
