import { describe, expect, it } from 'vitest';
import type { ExamResult, ResultQuestion } from './api/exam-types';
import { countResult, groupBySubject, resultFigures, resultSubjectNames } from './result-figures';

const physics = { _id: 'phy', name: 'Physics' };
const chemistry = { _id: 'chem', name: 'Chemistry' };

function q(
  id: string,
  type: ResultQuestion['questionId']['type'],
  subject: typeof physics,
  fields: Partial<ResultQuestion> = {},
): ResultQuestion {
  return {
    questionId: { _id: id, type, title: id, options: ['a', 'b'], subjectId: subject },
    ...fields,
  };
}

const answers: ResultQuestion[] = [
  q('1', 'MCQ', physics, { answer: ['a'], correct: true, answered: true, marks: 1 }),
  q('2', 'MCQ', physics, {
    answer: ['b'],
    correct: false,
    answered: true,
    marks: -0.25,
    negativeMarks: 0.25,
  }),
  q('3', 'MCA', chemistry, { answer: ['N', 'N'], correct: false, answered: false, marks: 0 }),
  q('4', 'shortAns', chemistry, { answer: ['written'], answered: true, correct: false, marks: null }),
  q('5', 'paragraph', chemistry), // unanswered: only the question
];

function result(fields: Partial<ExamResult> = {}): ExamResult {
  return {
    marksObtained: 30,
    negativeMarks: 0.25,
    rank: 2,
    startsAt: '2025-01-05T10:00:00Z',
    submittedAt: '2025-01-05T11:02:03Z',
    studentId: 's',
    groupId: 'g',
    examId: { _id: 'e', title: 'Mock', totalMarks: 50, passMark: 60, isPracticeExam: false },
    answers,
    ...fields,
  };
}

describe('countResult', () => {
  it('counts correct, incorrect, skipped (unanswered MCA and written too) and written answers waiting for marks', () => {
    expect(countResult(answers)).toEqual({
      correct: 1,
      incorrect: 1,
      skipped: 2,
      pending: 1,
      negativeMarks: 0.25,
    });
  });
});

describe('resultFigures', () => {
  it('passes at the pass mark, shows merit and completion, and counts per subject', () => {
    const figures = resultFigures(result());
    expect(figures.passed).toBe(true); // 30 / 50 = 60%
    expect(figures.totalMarks).toBe(50);
    expect(figures.gpa).toBeNull();
    expect(figures.merit).toBe('2');
    expect(figures.completion).toBe('01:02:03');
    expect(figures.bySubject.map((s) => [s.name, s.correct, s.incorrect, s.skipped])).toEqual([
      ['Physics', 1, 1, 0],
      ['Chemistry', 0, 0, 2],
    ]);
    expect(figures.subjectNames).toEqual(['Physics', 'Chemistry']);
  });

  it('fails just below the pass mark and shows Not given without a merit position or submit time', () => {
    const figures = resultFigures(result({ marksObtained: 29.99, rank: null, submittedAt: null }));
    expect(figures.passed).toBe(false);
    expect(figures.merit).toBe('Not given');
    expect(figures.completion).toBe('Not given');
  });

  it('adds 5 x hsc + 5 x ssc to the total and shows GPA marks apart from exam marks', () => {
    const figures = resultFigures(
      result({ gpaFactor: { hsc: 2, ssc: 1 }, marksObtained: 44.49, withoutGPA: 30 }),
    );
    expect(figures.totalMarks).toBe(65);
    expect(figures.gpa).toEqual({ gpaMarks: 14.49, examMarks: 30 });
    expect(figures.passed).toBe(true); // 44.49 / 65 = 68.4%
  });
});

describe('resultFigures with the server’s stored figures', () => {
  it('uses the stored total, pass, GPA marks, counts and subject-wise counts', () => {
    const figures = resultFigures(
      result({
        gpaFactor: { hsc: 1, ssc: 1 },
        marksObtained: 40,
        withoutGPA: 32,
        gpaMarks: 9.83,
        totalMarks: 60,
        passed: false,
        correct: 7,
        incorrect: 3,
        skipped: 5,
        pending: 0,
        subjectStats: [
          { subjectId: 'phy', name: 'Physics', correct: 7, incorrect: 3, skipped: 5, negativeMarks: 0.75 },
        ],
      }),
    );
    expect(figures).toMatchObject({
      passed: false,
      totalMarks: 60,
      gpa: { gpaMarks: 9.83, examMarks: 32 },
      counts: { correct: 7, incorrect: 3, skipped: 5 },
      bySubject: [{ name: 'Physics', correct: 7, negativeMarks: 0.75 }],
    });
  });
});

describe('groupBySubject', () => {
  it('names subjects from the result when the questions carry bare ids', () => {
    const bare = answers.map((entry) => ({
      ...entry,
      questionId: { ...entry.questionId, subjectId: (entry.questionId.subjectId as { _id: string })._id },
    }));
    const names = resultSubjectNames(
      result({ subjects: [{ _id: 'phy', name: 'Physics' }], subjectStats: [] }),
    );
    expect(groupBySubject(bare, names).map((g) => [g.name, g.entries.length])).toEqual([
      ['Physics', 2],
      ['Not given', 3],
    ]);
  });
});
