import type { ScoreboardData, ScoreboardResult } from '@lms/domain/contract';
import { describe, expect, it } from 'vitest';
import { examDate, meritOf, passFail, rowFigures } from '../../components/scoreboard/scoreboard-format';
import { nextLastId } from '../../lib/scoreboard-pages';

const row = (id: string, over: Partial<ScoreboardResult> = {}): ScoreboardResult => ({
  _id: id,
  studentId: 's',
  groupId: 'g',
  examId: { _id: 'e', title: 'Physics', totalMarks: 60, passMark: 40, isPracticeExam: false },
  marksObtained: 45.5,
  totalMarks: 60,
  negativeMarks: -1.25,
  withoutGPA: 45.5,
  passed: true,
  rank: 3,
  gpaFactor: null,
  startsAt: '2026-03-01T04:00:00Z',
  submittedAt: '2026-03-01T04:42:07Z',
  ...over,
});

const noFigures = {
  totalExamCount: 0,
  passCount: 0,
  failCount: 0,
  maxMarkObtained: 0,
  minMarkObtained: 0,
  averageMarkObtained: 0,
  totalMarksObtained: 0,
  totalMarks: 0,
};

const page = (n: number): ScoreboardData => ({
  results: { examResult: Array.from({ length: n }, (_, i) => row(`r${i}`)) },
  analytics: noFigures,
  analitycs: { liveExam: noFigures },
});

describe('Load More', () => {
  it('continues after the last row of a full page and stops after a short one', () => {
    expect(nextLastId(page(10))).toBe('r9');
    expect(nextLastId(page(9))).toBeUndefined();
    expect(nextLastId(page(0))).toBeUndefined();
  });
});

describe('scoreboard figures', () => {
  it('shows a row as the table and the report do', () => {
    const r = row('a');
    expect(examDate(r, 'Asia/Dhaka')).toBe('01 Mar 2026');
    expect(passFail(r)).toBe('Passed');
    expect(passFail(row('b', { passed: false }))).toBe('Failed');
    expect(meritOf(r)).toBe('3');
    expect(meritOf(row('c', { rank: null }))).toBe('Not given');
    expect(rowFigures(r)).toEqual({
      obtained: '45.50',
      total: '60.00',
      negative: '1.25',
      completion: '00:42:07',
    });
    expect(rowFigures(row('d', { submittedAt: null })).completion).toBe('Not given');
  });
});
