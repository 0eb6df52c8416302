import { describe, expect, it } from 'vitest';
import { overrideBounds, overrideProblem } from './mark-override';
import { type NegativeMarking, NO_NEGATIVE_MARKING } from './negative-marking';
import { scoreExam, scoreQuestion } from './scoring';
import type { ExamQuestionRule } from './types';

const quarter: NegativeMarking = { mode: 'fraction', fraction: 0.25 };
const mcq: ExamQuestionRule = { id: 'q1', type: 'MCQ', point: 2, options: ['3', '4'], answer: ['4'] };
const mca: ExamQuestionRule = {
  id: 'q2',
  type: 'MCA',
  point: 3,
  options: ['a', 'b', 'c'],
  answer: ['true', 'false', 'true'],
};
const written: ExamQuestionRule = { id: 'q3', type: 'shortAns', point: 2, options: [], answer: [] };

describe('an examiner overriding the marks of an auto-marked answer', () => {
  it('wins over the key, right or wrong', () => {
    expect(scoreQuestion(mcq, { answer: ['3'], overrideMarks: 2 }, quarter)).toMatchObject({
      marks: 2,
      negativeMarks: 0,
      correct: true,
      answered: true,
    });
    expect(scoreQuestion(mcq, { answer: ['4'], overrideMarks: 1 }, quarter)).toMatchObject({
      marks: 1,
      correct: false,
    });
    expect(scoreQuestion(mca, { answer: ['true', 'true', 'true'], overrideMarks: 3 }, quarter).marks).toBe(3);
  });

  it('gives a negative override as negative marks, and null leaves the key to decide', () => {
    expect(scoreQuestion(mcq, { answer: ['4'], overrideMarks: -0.5 }, quarter)).toMatchObject({
      marks: -0.5,
      negativeMarks: 0.5,
    });
    expect(scoreQuestion(mcq, { answer: ['3'], overrideMarks: null }, quarter).marks).toBe(-0.5);
  });

  it('is bounded to minus the wrong-answer marks up to the point', () => {
    expect(scoreQuestion(mcq, { answer: ['4'], overrideMarks: 9 }, quarter).marks).toBe(2);
    expect(scoreQuestion(mcq, { answer: ['4'], overrideMarks: -9 }, quarter).marks).toBe(-0.5);
    expect(scoreQuestion(mcq, { answer: ['4'], overrideMarks: -1 }, NO_NEGATIVE_MARKING).marks).toBe(0);
    expect(overrideBounds(mcq, quarter)).toEqual({ min: -0.5, max: 2 });
    expect(overrideBounds(mcq, NO_NEGATIVE_MARKING)).toEqual({ min: 0, max: 2 });
  });

  it('never touches a skipped or written question', () => {
    expect(scoreQuestion(mcq, { answer: [], overrideMarks: 2 }, quarter)).toMatchObject({
      marks: 0,
      skipped: true,
    });
    expect(scoreQuestion(written, { answer: ['Dhaka'], overrideMarks: 2 }, quarter).pending).toBe(true);
  });

  it('counts in the exam total', () => {
    const score = scoreExam(
      [mcq, mca],
      { q1: { answer: ['3'], overrideMarks: 1.5 }, q2: { answer: ['true', 'false', 'true'] } },
      quarter,
    );
    expect(score.withoutGPA).toBe(4.5);
  });

  it('says why marks cannot override', () => {
    expect(overrideProblem(mcq, quarter, 1.5, true)).toBeNull();
    expect(overrideProblem(mcq, quarter, -0.5, true)).toBeNull();
    expect(overrideProblem(mcq, quarter, 2.5, true)).toMatch(/from -0.5 to 2/);
    expect(overrideProblem(mcq, quarter, -1, true)).toMatch(/from -0.5 to 2/);
    expect(overrideProblem(mcq, quarter, 1.005, true)).toMatch(/two decimals/);
    expect(overrideProblem(mcq, quarter, 1, false)).toMatch(/did not answer/);
    expect(overrideProblem(written, quarter, 1, true)).toMatch(/marking section/);
  });
});
