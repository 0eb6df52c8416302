import { describe, expect, it } from 'vitest';
import { type NegativeMarking, resolveNegativeMarking, wrongAnswerMarks } from './negative-marking';
import { scoreQuestion } from './scoring';
import type { ExamQuestionRule } from './types';

const mcq: ExamQuestionRule = {
  id: 'mcq',
  type: 'MCQ',
  point: 2,
  options: ['Dhaka', 'Khulna', 'Sylhet'],
  answer: ['Dhaka'],
  negativeMark: 0.5,
};
const mca: ExamQuestionRule = {
  ...mcq,
  id: 'mca',
  type: 'MCA',
  point: 1,
  options: ['a', 'b', 'c', 'd'],
  answer: ['true', 'false', 'true', 'false'],
  negativeMark: 0.8,
};
const none: NegativeMarking = { mode: 'none', fraction: 0 };
const quarter: NegativeMarking = { mode: 'fraction', fraction: 0.25 };
const own: NegativeMarking = { mode: 'questionMarks', fraction: 0 };

describe('wrongAnswerMarks: the exam decides', () => {
  it('none takes nothing, even from a question with its own negative marks', () => {
    expect(wrongAnswerMarks(mcq, none)).toBe(0);
    expect(scoreQuestion(mcq, { answer: ['Khulna'] }, none)).toMatchObject({ marks: 0, negativeMarks: 0 });
  });

  it("fraction takes the fraction of the question's marks, whatever its own negative marks", () => {
    expect(wrongAnswerMarks(mcq, quarter)).toBe(0.5);
    expect(wrongAnswerMarks({ point: 2, negativeMark: 1.5 }, quarter)).toBe(0.5);
    expect(wrongAnswerMarks({ point: 2 }, { mode: 'fraction', fraction: 1 })).toBe(2);
    // more than the whole mark is never taken, nor anything for a broken fraction
    expect(wrongAnswerMarks({ point: 2 }, { mode: 'fraction', fraction: 3 })).toBe(2);
    expect(wrongAnswerMarks({ point: 2 }, { mode: 'fraction', fraction: Number.NaN })).toBe(0);
  });

  it("questionMarks takes each question's own negative marks, capped at its marks, 0 without", () => {
    expect(wrongAnswerMarks(mcq, own)).toBe(0.5);
    expect(wrongAnswerMarks({ point: 2 }, own)).toBe(0);
    expect(wrongAnswerMarks({ point: 2, negativeMark: 0 }, own)).toBe(0);
    expect(wrongAnswerMarks({ point: 1, negativeMark: 3 }, own)).toBe(1);
    // the mode's fraction is not used
    expect(wrongAnswerMarks({ point: 2 }, { mode: 'questionMarks', fraction: 0.25 })).toBe(0);
  });

  it('a right answer loses nothing in any mode', () => {
    for (const marking of [none, quarter, own])
      expect(scoreQuestion(mcq, { answer: ['Dhaka'] }, marking)).toMatchObject({
        marks: 2,
        negativeMarks: 0,
      });
  });

  it('MCA loses the share of wrong statements of what the mode takes', () => {
    const answer = { answer: ['true', 'false', 'true', 'true'] };
    // 3 of 4 right: 0.75; one wrong of 4
    expect(scoreQuestion(mca, answer, none)).toMatchObject({ marks: 0.75, negativeMarks: 0 });
    expect(scoreQuestion(mca, answer, quarter)).toMatchObject({ marks: 0.69, negativeMarks: 0.06 });
    expect(scoreQuestion(mca, answer, own)).toMatchObject({ marks: 0.55, negativeMarks: 0.2 });
  });
});

describe('resolveNegativeMarking', () => {
  const keep = (marking: NegativeMarking) => ({ marking });

  it('a new exam: none unless told; a fraction alone means the fraction mode', () => {
    expect(resolveNegativeMarking({})).toEqual(keep(none));
    expect(resolveNegativeMarking({ negativeMarkPerQuestion: 0 })).toEqual(keep(none));
    expect(resolveNegativeMarking({ negativeMarkPerQuestion: 0.25 })).toEqual(keep(quarter));
    expect(resolveNegativeMarking({ negativeMarking: 'questionMarks' })).toEqual(keep(own));
    expect(resolveNegativeMarking({ negativeMarking: 'fraction', negativeMarkPerQuestion: 1 })).toEqual(
      keep({ mode: 'fraction', fraction: 1 }),
    );
  });

  it('a change keeps what is not sent; leaving the fraction mode clears the fraction', () => {
    expect(resolveNegativeMarking({}, quarter)).toEqual(keep(quarter));
    expect(resolveNegativeMarking({ negativeMarking: 'fraction' }, quarter)).toEqual(keep(quarter));
    expect(resolveNegativeMarking({ negativeMarking: 'none' }, quarter)).toEqual(keep(none));
    expect(resolveNegativeMarking({ negativeMarkPerQuestion: 0.5 }, own)).toEqual(
      keep({ mode: 'fraction', fraction: 0.5 }),
    );
  });

  it('refuses a fraction out of 0..1, a fraction mode without one, and a fraction with another mode', () => {
    for (const negativeMarkPerQuestion of [-0.01, 1.01, Number.NaN])
      expect(resolveNegativeMarking({ negativeMarkPerQuestion })).toHaveProperty('problem');
    expect(resolveNegativeMarking({ negativeMarking: 'fraction' })).toHaveProperty('problem');
    expect(
      resolveNegativeMarking({ negativeMarking: 'fraction', negativeMarkPerQuestion: 0 }, quarter),
    ).toHaveProperty('problem');
    expect(resolveNegativeMarking({ negativeMarking: 'none', negativeMarkPerQuestion: 0.25 })).toHaveProperty(
      'problem',
    );
    expect(resolveNegativeMarking({ negativeMarking: 'questionMarks', negativeMarkPerQuestion: 0 })).toEqual(
      keep(own),
    );
  });
});
