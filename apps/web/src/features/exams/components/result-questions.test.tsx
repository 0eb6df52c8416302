import { testPage } from '@lms/browser/test-page';
import type { ResultAnswerView } from '@lms/domain/contract';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ResultQuestions } from '../../../components/exam-paper/result-questions';
import { keyedQuestion } from '../test-questions';

const page = testPage();

describe('a written answer on the result', () => {
  it('shows the examiner’s notes with their formulas rendered as rich text, not as raw source', async () => {
    const entry = {
      questionId: { ...keyedQuestion('q1', 'paragraph'), options: [], answer: [] },
      answer: ['Salt is ionic.'],
      marks: 3,
      notes: 'Good, but mention $\\ce{Na+}$ ions.',
      extra: [],
      total: 1,
      correct: 0,
      answered: 1,
    } as unknown as ResultAnswerView;
    await act(async () => page.root.render(<ResultQuestions answers={[entry]} bySubject={false} />));
    expect(page.host.textContent).toContain('Examiner’s notes');
    const notes = [...page.host.querySelectorAll('.rich-text')].find((node) =>
      node.textContent?.includes('Good, but mention'),
    );
    expect(notes).toBeDefined();
    expect(notes?.querySelector('.rich-text-math, .rich-text-math-source')).not.toBeNull();
  });
});
