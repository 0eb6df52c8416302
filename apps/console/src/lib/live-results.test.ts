import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchMarks, showsMarks, showsMarksOf } from './live-results';

const exam = '6f1c7a2e-1d2b-4c3d-8e4f-5a6b7c8d9e0f';

describe('showsMarksOf', () => {
  it("takes every view keyed by the exam and a student's record, and leaves other exams and lists alone", () => {
    for (const key of [
      ['results', 'page', exam, { limit: 20, offset: 0 }],
      ['results', 'statistics', exam, undefined],
      ['results', 'items', exam, 'group-1'],
      ['results', 'student', exam, 'student-1'],
      ['results', 'all', exam, undefined],
      ['marking', 'questions', exam],
      ['student', 'student-1'],
    ])
      expect(showsMarksOf(key, exam), JSON.stringify(key)).toBe(true);
    for (const key of [
      ['results', 'page', 'another-exam', {}],
      ['results', 'exams'],
      ['students', { limit: 20 }],
      ['exam-page', {}],
    ])
      expect(showsMarksOf(key, exam), JSON.stringify(key)).toBe(false);
  });
});

describe('showsMarks', () => {
  it('takes the results views, marking and a student record of any exam, and leaves lists of other things', () => {
    for (const key of [
      ['results', 'page', exam, {}],
      ['marking', 'questions', exam],
      ['student', 'student-1'],
    ])
      expect(showsMarks(key), JSON.stringify(key)).toBe(true);
    for (const key of [['students', { limit: 20 }], ['exam-page', {}], ['groups']])
      expect(showsMarks(key), JSON.stringify(key)).toBe(false);
  });
});

describe('refetchMarks', () => {
  it('a first load in flight when the marks change is fetched anew, not kept with the old marks', async () => {
    const client = new QueryClient();
    let marks = 1.5;
    const queryFn = async () => {
      const read = marks; // what the server held when the request was served
      await new Promise((resolve) => setTimeout(resolve, 50));
      return read;
    };
    const observer = new QueryObserver(client, { queryKey: ['results', 'page', exam], queryFn });
    const seen: (number | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await new Promise((resolve) => setTimeout(resolve, 10)); // the first load is on its way
    marks = 0.5; // a re-score lands, and its event arrives
    await refetchMarks(client, (query) => showsMarksOf(query.queryKey, exam));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.getQueryData(['results', 'page', exam])).toBe(0.5);
    expect(seen).not.toContain(1.5);
    unsubscribe();
    client.clear();
  });
});
