import { describe, expect, it } from 'vitest';
import { answerAsShown, questionAsShown } from './exam-paper';

const mca = {
  type: 'MCA' as const,
  options: ['Sun is a star', 'Moon is a planet', 'water.png'],
  imageOptions: [2],
  answer: ['true', 'false', 'true'],
};

describe('a question as an attempt showed it', () => {
  // order[display] = canonical: shown as water.png, Sun, Moon.
  const order = [2, 0, 1];

  it('moves the options, the image positions and an MCA key together', () => {
    expect(questionAsShown(mca, order)).toEqual({
      type: 'MCA',
      options: ['water.png', 'Sun is a star', 'Moon is a planet'],
      imageOptions: [0],
      answer: ['true', 'true', 'false'],
    });
  });

  it('keeps an MCQ or checkbox key, which names options by their text', () => {
    const mcq = { type: 'MCQ' as const, options: ['3', '4', '5'], imageOptions: [], answer: ['4'] };
    expect(questionAsShown(mcq, order)).toEqual({ ...mcq, options: ['5', '3', '4'] });
  });

  it('puts an MCA answer in the shown order, and leaves others and odd lengths as stored', () => {
    expect(answerAsShown(mca, ['true', 'N', 'false'], order)).toEqual(['false', 'true', 'N']);
    expect(answerAsShown({ type: 'checkbox' }, ['2', '3'], order)).toEqual(['2', '3']);
    expect(answerAsShown(mca, ['true'], order)).toEqual(['true']);
  });

  it('is the question itself when the options are not shuffled', () => {
    expect(questionAsShown(mca, [0, 1, 2])).toBe(mca);
  });
});
