import { describe, expect, it } from 'vitest';
import { isMcaValue, isWrittenQuestionType, MAX_OPTIONS, OPTION_LETTERS, optionIndexOfLetter } from './types';

describe('question types', () => {
  it.each([
    ['shortAns', true],
    ['paragraph', true],
    ['MCQ', false],
    ['MCA', false],
    ['checkbox', false],
  ] as const)('%s is written: %s', (type, written) => {
    expect(isWrittenQuestionType(type)).toBe(written);
  });
});

describe('option letters', () => {
  it('allows 11 options', () => {
    expect(MAX_OPTIONS).toBe(11);
  });

  it.each([
    [0, 'A'],
    [1, 'B'],
    [4, 'E'],
    [10, 'K'],
  ])('index %i is %s', (index, letter) => {
    expect(OPTION_LETTERS[index]).toBe(letter);
    expect(optionIndexOfLetter(letter)).toBe(index);
  });

  it.each(['L', 'a', '', 'AB'])('%s is not a letter', (letter) => {
    expect(optionIndexOfLetter(letter)).toBe(-1);
  });
});

describe('MCA values', () => {
  it.each([
    ['true', true],
    ['false', true],
    ['N', true],
    ['n', false],
    [true, false],
    ['', false],
  ])('%s is an MCA value: %s', (value, ok) => {
    expect(isMcaValue(value)).toBe(ok);
  });
});
