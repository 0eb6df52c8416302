import { describe, expect, it } from 'vitest';
import { setSeed } from './sets';
import { optionTypeJson, type SealedQuestion, shownImageIndexes, shownSealedQuestions } from './shown-paper';

const question = (id: string, options: string[], imageOptions: number[] = []): SealedQuestion => ({
  _id: id,
  type: 'MCQ',
  title: `Question ${id}`,
  point: 1,
  options,
  imageOptions,
  image: [],
  file: [],
  subjectId: null,
});

const questions = Array.from({ length: 8 }, (_, i) =>
  question(`q${i}`, ['a.png', 'b', 'c', 'd'], i === 0 ? [0] : []),
);
const fixed = { shuffleQuestions: false, shuffleOptions: false };

describe('optionTypeJson', () => {
  it('marks image options by value and by position, never an index that is another option’s text', () => {
    expect(optionTypeJson(['x.png', 'y'], [0])).toBe('{"0":"image","x.png":"image"}');
    expect(optionTypeJson(['a', 'b'], [])).toBe('{}');
    // "1" is the text of option 0: the index key of option 1 would mark it, so it is left out.
    expect(JSON.parse(optionTypeJson(['1', 'z.png'], [1]))).toEqual({ 'z.png': 'image' });
  });
});

describe('shownImageIndexes', () => {
  it('moves the image options with the order shown', () => {
    expect(shownImageIndexes([0], [2, 0, 1])).toEqual([1]);
    expect(shownImageIndexes([0, 2], [2, 1, 0])).toEqual([0, 2]);
  });
});

describe('shownSealedQuestions', () => {
  it('keeps the exam’s order and the options’ order when the exam shuffles neither', () => {
    const shown = shownSealedQuestions(questions, 'seed-1', fixed);
    expect(shown.map((q) => q._id)).toEqual(questions.map((q) => q._id));
    expect(shown[0]).toEqual({
      _id: 'q0',
      type: 'MCQ',
      title: 'Question q0',
      point: 1,
      options: ['a.png', 'b', 'c', 'd'],
      optionType: '{"0":"image","a.png":"image"}',
      image: [],
      file: [],
      subjectId: null,
    });
  });

  it('orders questions and options by the seed: the same seed the same paper, another seed another', () => {
    const both = { shuffleQuestions: true, shuffleOptions: true };
    const one = shownSealedQuestions(questions, 'seed-1', both);
    expect(shownSealedQuestions(questions, 'seed-1', both)).toEqual(one);
    expect(shownSealedQuestions(questions, 'seed-2', both)).not.toEqual(one);
    expect(one.map((q) => q._id).sort()).toEqual(questions.map((q) => q._id));
    const first = one.find((q) => q._id === 'q0')!;
    expect([...first.options].sort()).toEqual(['a.png', 'b', 'c', 'd']);
    expect(JSON.parse(first.optionType)).toEqual({
      [first.options.indexOf('a.png')]: 'image',
      'a.png': 'image',
    });
  });

  it('gives an attempt of a set the set’s own question order even when the exam does not shuffle', () => {
    const a = shownSealedQuestions(questions, setSeed('exam-1', 'A'), fixed).map((q) => q._id);
    const b = shownSealedQuestions(questions, setSeed('exam-1', 'B'), fixed).map((q) => q._id);
    expect(a).not.toEqual(b);
    expect([...a].sort()).toEqual([...b].sort());
  });
});
