import { describe, expect, it } from 'vitest';
import { showsMarksOf } from './live-results';

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
