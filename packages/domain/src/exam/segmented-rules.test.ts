import { describe, expect, it } from 'vitest';
import { segmentedExamProblems } from './segmented-rules';

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
      'subject Mathematics has count 2 but 1 question(s) in the exam',
      'totalSubjects must lie between the mandatory subjects and all listed subjects',
      'minimumCompulsoryOptionalSubjects is more than the compulsory optional subjects',
      'totalQuestions is 9 but the subjects hold only 4 question(s)',
    ]);
  });

  it('refuses questions outside the listed subjects, a subject listed twice, and no details', () => {
    expect(segmentedExamProblems(details, [...subjects, null])).toContain(
      'every question of a segmented exam needs a subject listed in segmentedExamDetails',
    );
    expect(
      segmentedExamProblems({ ...details, optionalSubjects: [{ subjectId: 'math', count: 2 }] }, subjects),
    ).toContain('a subject is listed twice in segmentedExamDetails');
    expect(segmentedExamProblems(null, subjects)).toEqual(['a segmented exam needs segmentedExamDetails']);
  });
});
