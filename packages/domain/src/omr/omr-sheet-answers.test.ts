import { describe, expect, it } from 'vitest';
import { omrMarksOffered, omrSheetAnswers } from './omr-sheet-answers';

const paper = [
  { type: 'MCQ' as const, options: ['two', 'three', 'four', 'five'] },
  { type: 'paragraph' as const, options: [] },
  { type: 'checkbox' as const, options: ['x', 'y', 'z'] },
  { type: 'MCA' as const, options: ['s1', 's2', 's3'] },
];

describe('omrSheetAnswers', () => {
  it('turns letters into option texts in canonical order, by question index', () => {
    const answers = omrSheetAnswers(paper, { '1': ['B'], '3': ['C', 'A'], '4': ['1T', '3F'] });
    expect(answers.get(0)).toEqual(['three']);
    expect(answers.has(1)).toBe(false);
    expect(answers.get(2)).toEqual(['x', 'z']);
    expect(answers.get(3)).toEqual(['true', 'N', 'false']);
  });

  it('keeps two marks on an MCQ (a wrong answer), reads T and F of one statement as not answered', () => {
    const answers = omrSheetAnswers(paper, { '1': ['A', 'D'], '4': ['2T', '2F'] });
    expect(answers.get(0)).toEqual(['two', 'five']);
    expect(answers.has(3)).toBe(false);
  });

  it('ignores unmarked rows, written questions and marks a question does not offer', () => {
    expect(omrSheetAnswers(paper, { '1': [], '2': ['A'], '3': ['K'] }).size).toBe(0);
  });

  it('names the marks each question offers', () => {
    expect(omrMarksOffered(paper[0]!)).toEqual(['A', 'B', 'C', 'D']);
    expect(omrMarksOffered(paper[1]!)).toEqual([]);
    expect(omrMarksOffered(paper[3]!)).toEqual(['1T', '1F', '2T', '2F', '3T', '3F']);
  });
});
