import { describe, expect, it } from 'vitest';
import { type NegativeMarking, NO_NEGATIVE_MARKING } from './negative-marking';
import {
  computeFinalMarks,
  gpaMarks,
  gpaTotalMarks,
  isPassed,
  type QuestionScore,
  scoreExam,
  scoreQuestion,
  summarizeScores,
} from './scoring';
import type { CanonicalAnswer, ExamQuestionRule } from './types';

/** The exam takes `fraction` of each question's marks for a wrong answer. */
const byFraction = (fraction: number): NegativeMarking =>
  fraction > 0 ? { mode: 'fraction', fraction } : NO_NEGATIVE_MARKING;

const options = ['Dhaka', 'Khulna', 'Sylhet', 'Rajshahi'];
const mcq: ExamQuestionRule = {
  id: 'mcq',
  type: 'MCQ',
  point: 1,
  options,
  answer: ['Dhaka'],
  subjectId: 'geo',
};
const checkbox: ExamQuestionRule = {
  ...mcq,
  id: 'cb',
  type: 'checkbox',
  point: 2,
  answer: ['Dhaka', 'Sylhet'],
};
const mca: ExamQuestionRule = {
  ...mcq,
  id: 'mca',
  type: 'MCA',
  point: 1,
  answer: ['true', 'false', 'true', 'false'],
};
const mca3: ExamQuestionRule = {
  ...mca,
  id: 'mca3',
  options: ['a', 'b', 'c'],
  answer: ['true', 'true', 'false'],
};
const short: ExamQuestionRule = {
  id: 'sa',
  type: 'shortAns',
  point: 5,
  options: [],
  answer: [],
  subjectId: 'bio',
};

type Row = [string, ExamQuestionRule, CanonicalAnswer | undefined, number, Partial<QuestionScore>];

describe('scoreQuestion', () => {
  it.each<Row>([
    [
      'MCQ right',
      mcq,
      { answer: ['Dhaka'] },
      0.25,
      { marks: 1, negativeMarks: 0, correct: true, answered: true },
    ],
    ['MCQ wrong', mcq, { answer: ['Khulna'] }, 0.25, { marks: -0.25, negativeMarks: 0.25, correct: false }],
    [
      'MCQ wrong, no negative',
      mcq,
      { answer: ['Khulna'] },
      0,
      { marks: 0, negativeMarks: 0, answered: true },
    ],
    ['MCQ unanswered', mcq, undefined, 0.25, { marks: 0, negativeMarks: 0, skipped: true, answered: false }],
    ['MCQ empty', mcq, { answer: [] }, 0.25, { marks: 0, skipped: true }],
    ['checkbox exact set', checkbox, { answer: ['Sylhet', 'Dhaka'] }, 0.5, { marks: 2, correct: true }],
    [
      'checkbox subset',
      checkbox,
      { answer: ['Dhaka'] },
      0.5,
      { marks: -1, negativeMarks: 1, correct: false },
    ],
    [
      'checkbox superset',
      checkbox,
      { answer: ['Dhaka', 'Sylhet', 'Khulna'] },
      0.5,
      { marks: -1, correct: false },
    ],
    ['checkbox none', checkbox, { answer: [] }, 0.5, { marks: 0, skipped: true }],
    ['MCA all right', mca, { answer: ['true', 'false', 'true', 'false'] }, 0.25, { marks: 1, correct: true }],
    // c=2, w=1, n=4: 2/4 x 1 - 1/4 x 0.25 x 1 = 0.5 - 0.0625 -> 0.5 - 0.06
    [
      'MCA partial',
      mca,
      { answer: ['true', 'true', 'true', 'N'] },
      0.25,
      { marks: 0.44, negativeMarks: 0.06, correct: false },
    ],
    [
      'MCA all wrong',
      mca,
      { answer: ['false', 'true', 'false', 'true'] },
      1,
      { marks: -1, negativeMarks: 1 },
    ],
    ['MCA all N', mca, { answer: ['N', 'N', 'N', 'N'] }, 0.25, { marks: 0, skipped: true, answered: false }],
    ['MCA short list', mca, { answer: ['true'] }, 0.25, { marks: 0.25, negativeMarks: 0, answered: true }],
    // c=1, n=3, point 1: 0.333.. -> 0.33
    ['MCA thirds', mca3, { answer: ['true', 'N', 'N'] }, 0, { marks: 0.33, negativeMarks: 0 }],
    // c=2, w=1, n=3, point 1, neg 0.5: 0.67 - 0.17 = 0.5
    [
      'MCA thirds negative',
      mca3,
      { answer: ['true', 'true', 'true'] },
      0.5,
      { marks: 0.5, negativeMarks: 0.17 },
    ],
    ['written unanswered', short, { answer: [''] }, 0.25, { skipped: true, pending: false, marks: 0 }],
    [
      'written pending',
      short,
      { answer: ['cells'] },
      0.25,
      { pending: true, answered: true, skipped: false, marks: 0 },
    ],
    [
      'written file only',
      short,
      { answer: [], extra: [{ name: 'a', key: 'k', type: 'image/png' }] },
      0,
      { pending: true },
    ],
    [
      'written marked',
      short,
      { answer: ['cells'], examinerMarks: 3.5 },
      0.25,
      { marks: 3.5, pending: false, correct: false },
    ],
    ['written full marks', short, { answer: ['cells'], examinerMarks: 5 }, 0.25, { marks: 5, correct: true }],
    [
      'written above point',
      short,
      { answer: ['cells'], examinerMarks: 9 },
      0.25,
      { marks: 5, correct: true },
    ],
    [
      'written below 0',
      short,
      { answer: ['cells'], examinerMarks: -2 },
      0.25,
      { marks: 0, negativeMarks: 0 },
    ],
    ['written marks unanswered', short, { answer: [], examinerMarks: 4 }, 0.25, { marks: 0, skipped: true }],
  ])('%s', (_name, question, answer, negative, expected) => {
    const score = scoreQuestion(question, answer, byFraction(negative));
    expect(score).toMatchObject(expected);
    expect(score.total).toBe(question.point);
  });

  it('treats a negative or broken fraction as 0', () => {
    expect(scoreQuestion(mcq, { answer: ['Khulna'] }, { mode: 'fraction', fraction: -1 }).marks).toBe(0);
    expect(scoreQuestion(mcq, { answer: ['Khulna'] }, { mode: 'fraction', fraction: Number.NaN }).marks).toBe(
      0,
    );
  });
});

describe('summarizeScores and scoreExam', () => {
  const questions = [mcq, checkbox, mca, short, { ...mcq, id: 'mcq2', subjectId: 'bio' }];
  const answers: Record<string, CanonicalAnswer> = {
    mcq: { answer: ['Dhaka'] },
    cb: { answer: ['Dhaka'] },
    mca: { answer: ['true', 'true', 'true', 'N'] },
    sa: { answer: ['cells'] },
  };

  it('adds marks, negative parts and counts, overall and per subject', () => {
    const result = scoreExam(questions, answers, byFraction(0.25));
    // 1 + (-0.5) + 0.44 + 0 (pending) + 0 (skipped)
    expect(result.withoutGPA).toBe(0.94);
    expect(result.marks).toBe(0.94);
    expect(result.negativeMarks).toBe(0.56);
    expect(result.totalMarks).toBe(10);
    expect(result).toMatchObject({
      questionCount: 5,
      correct: 1,
      incorrect: 1,
      partlyCorrect: 1,
      skipped: 1,
      pending: 1,
      answered: 4,
    });
    expect(result.bySubject).toEqual([
      {
        subjectId: 'geo',
        marks: 0.94,
        negativeMarks: 0.56,
        totalMarks: 4,
        questionCount: 3,
        correct: 1,
        incorrect: 1,
        partlyCorrect: 1,
        skipped: 0,
        pending: 0,
        answered: 3,
      },
      {
        subjectId: 'bio',
        marks: 0,
        negativeMarks: 0,
        totalMarks: 6,
        questionCount: 2,
        correct: 0,
        incorrect: 0,
        partlyCorrect: 0,
        skipped: 1,
        pending: 1,
        answered: 1,
      },
    ]);
    expect(result.questions.map((q) => q.questionId)).toEqual(['mcq', 'cb', 'mca', 'sa', 'mcq2']);
  });

  it('counts a written answer given part of its marks as partly correct, one given none as incorrect', () => {
    const part = scoreExam([short], { sa: { answer: ['cells'], examinerMarks: 1 } }, byFraction(0.25));
    expect(part).toMatchObject({ correct: 0, incorrect: 0, partlyCorrect: 1 });
    const none = scoreExam([short], { sa: { answer: ['cells'], examinerMarks: 0 } }, byFraction(0.25));
    expect(none).toMatchObject({ correct: 0, incorrect: 1, partlyCorrect: 0 });
  });

  it('accepts a Map of answers', () => {
    const result = scoreExam(questions, new Map(Object.entries(answers)), byFraction(0.25));
    expect(result.withoutGPA).toBe(0.94);
  });

  it('leaves questions without a subject out of the subject cards only', () => {
    const result = scoreExam([{ ...mcq, subjectId: null }], { mcq: { answer: ['Dhaka'] } }, byFraction(0));
    expect(result.bySubject).toEqual([]);
    expect(result.correct).toBe(1);
  });

  it('sums many thirds without float residue', () => {
    const q = { ...mca3, subjectId: undefined };
    const scores = Array.from({ length: 30 }, () => ({
      score: scoreQuestion(q, { answer: ['true', 'N', 'N'] }, NO_NEGATIVE_MARKING),
    }));
    expect(summarizeScores(scores).withoutGPA).toBe(9.9);
  });

  it('does not see prototype keys as answers', () => {
    const result = scoreExam([{ ...mcq, id: 'toString' }], {}, byFraction(0.25));
    expect(result.skipped).toBe(1);
  });
});

describe('GPA, cut marks and pass', () => {
  it.each([
    [{ hsc: 1, ssc: 1 }, 5, 4.5, 9.5, 10],
    [{ hsc: 2, ssc: 0 }, 4.25, 5, 8.5, 10],
    [{ hsc: 0.5 }, 3.33, 5, 1.67, 2.5],
    [null, 5, 5, 0, 0],
    [{ hsc: 1, ssc: 1 }, 7, -1, 5, 10],
  ])('factor %j with HSC %s and SSC %s gives %s of %s', (factor, hsc, ssc, marks, total) => {
    expect(gpaMarks(factor, hsc, ssc)).toBe(marks);
    expect(gpaTotalMarks(factor)).toBe(total);
  });

  it.each([
    [33, 100, 33, true],
    [32.99, 100, 33, false],
    [0.33, 1, 33, true],
    [0, 100, 0, true],
    [-1, 100, 0, false],
    [10, 0, 0, false],
    [40, 100, 40.01, false],
  ])('%s of %s at %s%% passes: %s', (marks, total, passMark, expected) => {
    expect(isPassed(marks, total, passMark)).toBe(expected);
  });

  it.each([
    [
      'plain',
      { withoutGPA: 45.5, totalMarks: 100, passMark: 40 },
      { marksObtained: 45.5, totalMarks: 100, gpaMarks: 0, cutMarks: 0, percentage: 45.5, passed: true },
    ],
    [
      'with GPA',
      { withoutGPA: 30, totalMarks: 90, passMark: 40, gpaFactor: { hsc: 1, ssc: 1 }, hscGpa: 5, sscGpa: 4.5 },
      { marksObtained: 39.5, totalMarks: 100, gpaMarks: 9.5, percentage: 39.5, passed: false },
    ],
    [
      'with cut marks',
      { withoutGPA: 50, totalMarks: 100, passMark: 40, cutMarks: 12.5 },
      { marksObtained: 37.5, cutMarks: 12.5, totalMarks: 100, passed: false },
    ],
    [
      'cut marks stop at 0',
      { withoutGPA: 3, totalMarks: 100, passMark: 40, cutMarks: 5 },
      { marksObtained: 0, cutMarks: 3, passed: false },
    ],
    [
      'negative marks are not raised by cut marks',
      { withoutGPA: -2.25, totalMarks: 100, passMark: 0, cutMarks: 5 },
      { marksObtained: -2.25, cutMarks: 0, percentage: -2.25, passed: false },
    ],
    [
      'cut marks after GPA',
      { withoutGPA: 2, totalMarks: 20, passMark: 50, cutMarks: 3, gpaFactor: { ssc: 1 }, sscGpa: 5 },
      { marksObtained: 4, cutMarks: 3, totalMarks: 25, gpaMarks: 5, percentage: 16, passed: false },
    ],
    [
      'float noise',
      { withoutGPA: 0.1 + 0.2, totalMarks: 0.9, passMark: 33.33 },
      { withoutGPA: 0.3, marksObtained: 0.3, percentage: 33.33, passed: true },
    ],
  ])('%s', (_name, input, expected) => {
    expect(computeFinalMarks(input)).toMatchObject(expected);
  });
});
