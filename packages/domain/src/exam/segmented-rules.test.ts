import { describe, expect, it } from 'vitest';
import { segmentedExamIssues, segmentedExamProblems } from './segmented-rules';

const details = {
  mandatorySubjects: [{ subjectId: 'math', count: 2 }],
  compulsoryOptionalSubjects: [{ subjectId: 'physics', count: 1 }],
  optionalSubjects: [{ subjectId: 'chemistry', count: 1 }],
  totalSubjects: 2,
  totalQuestions: 3,
  minimumCompulsoryOptionalSubjects: 1,
};
const subjects = ['math', 'math', 'physics', 'chemistry'];

describe('segmentedExamProblems', () => {
  it('finds nothing wrong when the subjects match the questions and the totals can be reached', () => {
    expect(segmentedExamProblems(details, subjects)).toEqual([]);
  });

  it('names each rule broken, subjects by the names given', () => {
    const names: Record<string, string> = { math: 'Mathematics' };
    expect(
      segmentedExamProblems(
        { ...details, totalSubjects: 4, totalQuestions: 9, minimumCompulsoryOptionalSubjects: 2 },
        ['math', 'physics', 'chemistry'],
        (id) => names[id] ?? id,
      ),
    ).toEqual([
      'Mathematics: 2 question(s) expected, 1 on the paper.',
      'Subjects a student sits must be from 1 to 3.',
      'Least compulsory optional subjects can be at most 1.',
      'Questions a student sits is 9, but the subjects hold only 4.',
    ]);
  });

  it('refuses questions outside the listed subjects, a subject listed twice, and no details', () => {
    expect(segmentedExamProblems(details, [...subjects, null])).toContain(
      'Every question must be of one of the exam’s subjects.',
    );
    expect(
      segmentedExamProblems({ ...details, optionalSubjects: [{ subjectId: 'math', count: 2 }] }, subjects),
    ).toContain('A subject is listed twice.');
    expect(segmentedExamProblems(null, subjects)).toEqual(['Choose the subjects of the segmented exam.']);
  });

  it('gives the figures of each issue, for the editor to word in its own language', () => {
    expect(segmentedExamIssues({ ...details, totalSubjects: 0 }, subjects)).toEqual([
      { code: 'totalSubjects', least: 1, most: 3 },
    ]);
  });
});
