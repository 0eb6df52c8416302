import { describe, expect, it } from 'vitest';
import { doubtfulQuestions, statementMark, withStatementMark } from './review-marks';

describe('doubtfulQuestions', () => {
  it('lists each doubted question once, leaving out the roll and a CSV column not on the sheet', () => {
    expect(
      doubtfulQuestions({
        problems: [
          { code: 'rollUnreadable' },
          { code: 'multipleMarks', question: 3 },
          { code: 'faintMark', question: 3 },
          { code: 'faintMark', question: 1 },
          { code: 'unknownQuestion', question: 40 },
        ],
      }),
    ).toEqual([3, 1]);
  });
});

describe('withStatementMark', () => {
  it('sets one statement and keeps the others, statement 1 not touching 10 or 11', () => {
    expect(withStatementMark(['1T', '10F', '11T', '2F'], 1, 'F')).toEqual(['10F', '11T', '2F', '1F']);
    expect(withStatementMark(['1T', '1F', '2F'], 1, '')).toEqual(['2F']);
  });
  it('reads a statement back', () => {
    expect(statementMark(['10F', '1T'], 1)).toBe('T');
    expect(statementMark(['10F'], 1)).toBe('');
    expect(statementMark(['10F'], 10)).toBe('F');
  });
});
