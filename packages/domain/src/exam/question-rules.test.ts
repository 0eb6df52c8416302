import { describe, expect, it } from 'vitest';
import { questionProblems, sameQuestionKey } from './question-rules';

const mcq = { type: 'MCQ' as const, title: 'ভগ্নাংশ $\\frac{1}{2}$?', options: ['a', 'b'], answer: ['a'] };

describe('questionProblems', () => {
  it('passes a good question of each type', () => {
    expect(questionProblems(mcq)).toEqual([]);
    expect(questionProblems({ ...mcq, type: 'checkbox', answer: ['a', 'b'] })).toEqual([]);
    expect(questionProblems({ ...mcq, type: 'MCA', answer: ['true', 'false'] })).toEqual([]);
    expect(questionProblems({ type: 'shortAns', title: 'x', options: [], answer: ['model'] })).toEqual([]);
    expect(questionProblems({ type: 'paragraph', title: 'x', options: [], answer: [] })).toEqual([]);
  });

  it('names what is wrong', () => {
    expect(questionProblems({ ...mcq, title: ' ' })).toEqual(['the question text is empty']);
    expect(questionProblems({ ...mcq, answer: ['c'] })).toEqual([
      'the key of an MCQ question must be exactly one of its options',
    ]);
    expect(questionProblems({ ...mcq, options: ['a'] })).toContain('a MCQ question needs at least 2 options');
    expect(questionProblems({ ...mcq, options: ['a', 'a'] })).toContain('two options have the same text');
    expect(questionProblems({ ...mcq, options: ['a', ''] })).toContain('an option is empty');
    expect(questionProblems({ ...mcq, type: 'checkbox', answer: [] })).toContain(
      'a checkbox question needs at least one correct option',
    );
    expect(questionProblems({ ...mcq, type: 'MCA', answer: ['true'] })).toContain(
      'an MCA key needs one true/false per option',
    );
    expect(questionProblems({ type: 'paragraph', title: 'x', options: ['a'], answer: [] })).toEqual([
      'a paragraph question has no options',
    ]);
    expect(questionProblems({ ...mcq, point: 1, negativeMark: 2 })).toEqual([
      'the negative marks are more than the marks',
    ]);
    expect(questionProblems({ ...mcq, point: 2, negativeMark: 2 })).toEqual([]);
  });
});

describe('sameQuestionKey', () => {
  it('is the same for the same type, text and options, spaces around them ignored', () => {
    const q = { type: 'MCQ' as const, title: 'What is $2+2$?', options: ['3', '4'] };
    expect(sameQuestionKey({ ...q, title: ' What is $2+2$? ', options: ['3 ', '4'] })).toBe(
      sameQuestionKey(q),
    );
    expect(sameQuestionKey({ ...q, options: ['3', '4', '5'] })).not.toBe(sameQuestionKey(q));
    expect(sameQuestionKey({ ...q, type: 'checkbox' })).not.toBe(sameQuestionKey(q));
    expect(sameQuestionKey({ ...q, title: 'What is $2+3$?' })).not.toBe(sameQuestionKey(q));
  });
});
