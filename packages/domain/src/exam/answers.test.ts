import { describe, expect, it } from 'vitest';
import { answerShapeError, isAnswerChangeLocked, isAnswered, isNewerAnswer } from './answers';
import type { CanonicalAnswer, ExamQuestionRule, QuestionType } from './types';

const mcq: ExamQuestionRule = {
  id: 'q1',
  type: 'MCQ',
  point: 1,
  options: ['Dhaka', 'Khulna', 'Sylhet'],
  answer: ['Dhaka'],
};
const checkbox: ExamQuestionRule = { ...mcq, id: 'q2', type: 'checkbox', answer: ['Dhaka', 'Sylhet'] };
const mca: ExamQuestionRule = { ...mcq, id: 'q3', type: 'MCA', answer: ['true', 'false', 'true'] };
const short: ExamQuestionRule = { id: 'q4', type: 'shortAns', point: 5, options: [], answer: [] };

describe('isAnswered', () => {
  it.each<[QuestionType, CanonicalAnswer | undefined, boolean]>([
    ['MCQ', undefined, false],
    ['MCQ', { answer: [] }, false],
    ['MCQ', { answer: [''] }, false],
    ['MCQ', { answer: ['Dhaka'] }, true],
    ['checkbox', { answer: ['Dhaka', 'Sylhet'] }, true],
    ['checkbox', { answer: null }, false],
    ['MCA', { answer: ['N', 'N', 'N'] }, false],
    ['MCA', { answer: ['N', 'false', 'N'] }, true],
    ['shortAns', { answer: ['   '] }, false],
    ['shortAns', { answer: ['photosynthesis'] }, true],
    ['paragraph', { answer: [''], extra: [{ name: 'a.jpg', key: 'k/a.jpg', type: 'image/jpeg' }] }, true],
    ['paragraph', { answer: [], extra: [] }, false],
  ])('%s %j answered: %s', (type, answer, expected) => {
    expect(isAnswered(type, answer)).toBe(expected);
  });
});

describe('answerShapeError', () => {
  it.each<[ExamQuestionRule, unknown, unknown, string | null]>([
    [mcq, ['Dhaka'], undefined, null],
    [mcq, [], undefined, null],
    [mcq, ['Dhaka', 'Khulna'], undefined, 'Choose only one option.'],
    [mcq, ['Rajshahi'], undefined, 'The answer must be one of the options.'],
    [mcq, 'Dhaka', undefined, 'The answer must be a list of texts.'],
    [mcq, [1], undefined, 'The answer must be a list of texts.'],
    [checkbox, ['Dhaka', 'Sylhet'], undefined, null],
    [checkbox, ['Dhaka', 'Dhaka'], undefined, 'An option is chosen twice.'],
    [checkbox, ['Dhaka', 'Comilla'], undefined, 'The answer must be one of the options.'],
    [mca, ['true', 'N', 'false'], 0, null],
    [mca, ['true', 'N', 'false'], 2, null],
    [mca, ['true', 'N', 'false'], null, null],
    [mca, ['true', 'N'], 0, 'Give one value for every option.'],
    [mca, ['true', 'yes', 'N'], 0, "Each option must be 'true', 'false' or 'N'."],
    [mca, ['true', 'N', 'N'], 3, 'The changed option is not one of the options.'],
    [mca, ['true', 'N', 'N'], 1.5, 'The changed option is not one of the options.'],
    [short, ['my answer'], undefined, null],
    [short, ['a', 'b'], undefined, 'Give one text answer.'],
  ])('%#: %j', (question, answer, index, expected) => {
    expect(answerShapeError(question, answer, index)).toBe(expected);
  });
});

describe('isAnswerChangeLocked', () => {
  const file = { name: 'a.jpg', key: 'k/a.jpg', type: 'image/jpeg' };
  it.each<[QuestionType, boolean, CanonicalAnswer | undefined, CanonicalAnswer, boolean]>([
    ['MCQ', false, undefined, { answer: ['Dhaka'] }, false],
    ['MCQ', false, { answer: [] }, { answer: ['Dhaka'] }, false],
    ['MCQ', false, { answer: ['Dhaka'] }, { answer: ['Khulna'] }, true],
    ['MCQ', false, { answer: ['Dhaka'] }, { answer: ['Dhaka'] }, false],
    ['MCQ', true, { answer: ['Dhaka'] }, { answer: ['Khulna'] }, false],
    ['checkbox', false, { answer: ['Dhaka', 'Sylhet'] }, { answer: ['Sylhet', 'Dhaka'] }, false],
    ['checkbox', false, { answer: ['Dhaka'] }, { answer: ['Dhaka', 'Sylhet'] }, true],
    ['MCA', false, { answer: ['true', 'N', 'N'] }, { answer: ['true', 'false', 'N'] }, false],
    ['MCA', false, { answer: ['true', 'N', 'N'] }, { answer: ['false', 'N', 'N'] }, true],
    ['MCA', false, { answer: ['true', 'N', 'N'] }, { answer: ['N', 'N', 'N'] }, true],
    ['MCA', true, { answer: ['true', 'N', 'N'] }, { answer: ['false', 'N', 'N'] }, false],
    ['shortAns', true, { answer: ['x'] }, { answer: ['x'] }, false],
    ['shortAns', true, { answer: ['x'] }, { answer: ['y'] }, true],
    ['paragraph', true, { answer: [''], extra: [file] }, { answer: [''], extra: [file] }, false],
    ['paragraph', true, { answer: [''], extra: [file] }, { answer: [''], extra: [] }, true],
    ['paragraph', false, { answer: ['  '] }, { answer: ['y'] }, false],
  ])('%s multiple=%s %j -> %j locked: %s', (type, multiple, previous, next, expected) => {
    expect(isAnswerChangeLocked(type, multiple, previous, next)).toBe(expected);
  });
});

describe('isNewerAnswer', () => {
  it.each<[number, number | null | undefined, boolean]>([
    [1000, undefined, true],
    [1000, null, true],
    [1000, 999, true],
    [1000, 1000, true],
    [999, 1000, false],
  ])('%s over %s: %s', (incoming, existing, expected) => {
    expect(isNewerAnswer(incoming, existing)).toBe(expected);
  });
});
