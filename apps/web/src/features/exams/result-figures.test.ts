import type { QuestionType } from '@lms/domain';
import type { ExamResultView, ResultAnswerView, SubjectStatView } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';
import { groupBySubject, isPendingResult, resultFigures, resultSubjectNames } from '../../lib/result-figures';
import { keyedQuestion } from './test-questions';

function answered(id: string, type: QuestionType, subjectId: string, fields: { pending?: boolean } = {}) {
  return {
    questionId: keyedQuestion(id, type, subjectId),
    answer: ['a'],
    marks: fields.pending ? 0 : 1,
    notes: '',
    extra: [],
    total: 1,
    correct: !fields.pending,
    answered: true,
    negativeMarks: 0,
    pending: fields.pending ?? false,
  };
}

const answers: ResultAnswerView[] = [
  answered('1', 'MCQ', 'phy'),
  answered('2', 'shortAns', 'chem', { pending: true }),
  { questionId: keyedQuestion('3', 'MCQ', 'phy') }, // unanswered: only the question
  { questionId: keyedQuestion('4', 'MCA', null) },
];

function stat(
  subjectId: string,
  name: string | null,
  counts: Partial<SubjectStatView> = {},
): SubjectStatView {
  return {
    subjectId,
    name,
    marks: 0,
    negativeMarks: 0,
    totalMarks: 0,
    questionCount: 0,
    correct: 0,
    incorrect: 0,
    partlyCorrect: 0,
    skipped: 0,
    pending: 0,
    answered: 0,
    ...counts,
  };
}

function result(fields: Partial<ExamResultView> = {}): ExamResultView {
  return {
    _id: 'r',
    studentId: 's',
    groupId: 'g',
    examId: {
      _id: 'e',
      title: 'Mock',
      totalMarks: 50,
      passMark: 60,
      isPracticeExam: false,
      isSegmentedExam: false,
      duration: 60,
      negativeMarkPerQuestion: 0.25,
    },
    marksObtained: 30,
    totalMarks: 50,
    negativeMarks: -0.254,
    withoutGPA: 30,
    gpaMarks: 0,
    cutMarks: 0,
    gpaFactor: { hsc: 0, ssc: 0 },
    passed: true,
    rank: 2,
    startsAt: '2025-01-05T10:00:00Z',
    submittedAt: '2025-01-05T11:02:03Z',
    publishedAt: '2025-01-06T00:00:00Z',
    correct: 7,
    incorrect: 3,
    partlyCorrect: 2,
    skipped: 5,
    pending: 1,
    subjectStats: [
      stat('phy', 'Physics', { correct: 7, incorrect: 3, partlyCorrect: 2, negativeMarks: 0.75 }),
      stat('chem', null, { skipped: 5, pending: 1 }),
    ],
    subjects: [
      { _id: 'phy', name: 'Physics' },
      { _id: 'chem', name: null },
    ],
    answers,
    ...fields,
  };
}

describe('resultFigures', () => {
  it('shows the stored figures: pass, total, counts, merit, completion and subject-wise counts', () => {
    const figures = resultFigures(result());
    expect(figures).toMatchObject({
      passed: true,
      marksObtained: 30,
      totalMarks: 50,
      gpa: null,
      counts: { correct: 7, incorrect: 3, partlyCorrect: 2, skipped: 5, pending: 1, negativeMarks: 0.25 },
      merit: '2',
      completion: '01:02:03',
      subjectNames: ['Physics'],
    });
    expect(
      figures.bySubject.map((s) => [
        s.name,
        s.correct,
        s.partlyCorrect,
        s.incorrect,
        s.skipped,
        s.negativeMarks,
      ]),
    ).toEqual([
      ['Physics', 7, 2, 3, 0, 0.75],
      ['Not given', 0, 0, 0, 5, 0],
    ]);
  });

  it('shows Not given without a merit position, and the subject-wise names when no subject is named', () => {
    const figures = resultFigures(result({ rank: null, subjects: [] }));
    expect(figures.merit).toBe('Not given');
    expect(figures.subjectNames).toEqual(['Physics', 'Not given']);
  });

  it('shows GPA marks apart from exam marks when the exam has a GPA factor', () => {
    const figures = resultFigures(
      result({
        gpaFactor: { hsc: 2, ssc: 1 },
        marksObtained: 44.49,
        withoutGPA: 30,
        gpaMarks: 14.49,
        totalMarks: 65,
      }),
    );
    expect(figures.totalMarks).toBe(65);
    expect(figures.gpa).toEqual({ gpaMarks: 14.49, examMarks: 30 });
  });
});

describe('result questions', () => {
  it('are grouped by subject with the names the result gives, questions without a subject left out', () => {
    const groups = groupBySubject(answers, resultSubjectNames(result()));
    expect(groups.map((g) => [g.name, g.entries.length])).toEqual([
      ['Physics', 2],
      ['Not given', 1],
    ]);
  });

  it('are pending only when answered and waiting for an examiner', () => {
    expect(answers.map(isPendingResult)).toEqual([false, true, false, false]);
  });
});
