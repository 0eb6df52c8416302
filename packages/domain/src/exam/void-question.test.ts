import { describe, expect, it } from 'vitest';
import { computeFinalMarks, scoreExam } from './scoring';
import type { ExamQuestionRule } from './types';
import { countedPoint, isSameVoid, voidedScore } from './void-question';

const fraction = { mode: 'fraction', fraction: 0.25 } as const;
const q1: ExamQuestionRule = { id: 'q1', type: 'MCQ', point: 2, options: ['3', '4'], answer: ['4'] };
const q2: ExamQuestionRule = { ...q1, id: 'q2', point: 3 };
const written: ExamQuestionRule = { id: 'w', type: 'paragraph', point: 5, options: [], answer: [] };

const right = { answer: ['4'] };
const wrong = { answer: ['3'] };

describe('a voided question', () => {
  it('gives every attempt its full marks when voided with full marks: right, wrong, skipped or overridden', () => {
    const exam = [q1, { ...q2, voided: 'fullMarks' as const }];
    for (const answer of [right, wrong, undefined, { answer: ['3'], overrideMarks: -0.75 }]) {
      const score = scoreExam(exam, { q1: right, q2: answer }, fraction);
      expect(score).toMatchObject({ marks: 5, totalMarks: 5, negativeMarks: 0 });
      expect(score.questions[1]).toMatchObject({ marks: 3, total: 3, voided: 'fullMarks', correct: false });
    }
    // neither correct, wrong nor skipped
    const skipped = scoreExam(exam, { q1: right }, fraction);
    expect(skipped).toMatchObject({ correct: 1, incorrect: 0, skipped: 0, partlyCorrect: 0, answered: 1 });
    const answeredWrong = scoreExam(exam, { q1: right, q2: wrong }, fraction);
    expect(answeredWrong).toMatchObject({ correct: 1, incorrect: 0, skipped: 0, answered: 2 });
  });

  it('gives nobody marks when dropped and shrinks the total, so percentage and pass use the new total', () => {
    const exam = [q1, { ...q2, voided: 'dropped' as const }];
    const score = scoreExam(exam, { q1: right, q2: right }, fraction);
    expect(score).toMatchObject({ marks: 2, totalMarks: 2, correct: 1 });
    expect(score.questions[1]).toMatchObject({ marks: 0, total: 0, negativeMarks: 0, voided: 'dropped' });
    // a wrong answer to the dropped question loses nothing either
    expect(scoreExam(exam, { q1: right, q2: wrong }, fraction).marks).toBe(2);
    // 2 of 5 (40%) fails a 50% pass mark; 2 of 2 passes once the 3-mark question is dropped
    expect(computeFinalMarks({ withoutGPA: 2, totalMarks: 5, passMark: 50 }).passed).toBe(false);
    const final = computeFinalMarks({
      withoutGPA: score.withoutGPA,
      totalMarks: score.totalMarks,
      passMark: 50,
    });
    expect(final).toMatchObject({ marksObtained: 2, totalMarks: 2, percentage: 100, passed: true });
  });

  it('is the same for a written question: no examiner marks wait, none count', () => {
    expect(
      scoreExam([{ ...written, voided: 'fullMarks' }], { w: { answer: ['text'] } }, fraction),
    ).toMatchObject({
      marks: 5,
      pending: 0,
    });
    expect(
      scoreExam([{ ...written, voided: 'dropped' }], { w: { answer: ['text'], examinerMarks: 4 } }, fraction),
    ).toMatchObject({
      marks: 0,
      totalMarks: 0,
    });
  });

  it('counts towards the total by its kind, and a void sent twice is no change', () => {
    expect(countedPoint({ point: 3 })).toBe(3);
    expect(countedPoint({ point: 3, voided: 'fullMarks' })).toBe(3);
    expect(countedPoint({ point: 3, voided: 'dropped' })).toBe(0);
    expect(voidedScore('fullMarks', 3, false)).toMatchObject({ marks: 3, total: 3, skipped: false });
    expect(isSameVoid(undefined, null)).toBe(true);
    expect(isSameVoid('dropped', 'dropped')).toBe(true);
    expect(isSameVoid('dropped', 'fullMarks')).toBe(false);
    expect(isSameVoid(null, 'fullMarks')).toBe(false);
  });
});
