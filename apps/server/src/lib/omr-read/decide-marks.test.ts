import { describe, expect, it } from 'vitest';
import { decideGroup, sheetLevels } from './decide-marks';

const group = (...ds: number[]) => ({ bubbles: ds.map((darkness, i) => ({ label: String(i), darkness })) });
// A sheet of firm marks: empty bubbles at 0.05, marks at 0.75.
const sheet = [
  group(0.05, 0.75, 0.05, 0.04),
  group(0.75, 0.06, 0.05, 0.05),
  group(0.05, 0.05, 0.76, 0.05),
  group(0.05, 0.05, 0.05, 0.74),
];

describe('sheetLevels', () => {
  it('takes the empty level from the many empty bubbles and the span from the firm marks', () => {
    const levels = sheetLevels(sheet);
    expect(levels.empty).toBeCloseTo(0.05, 2);
    expect(levels.span).toBeCloseTo(0.7, 1);
  });
  it('assumes a typical pencil mark on a sheet with hardly any marks', () => {
    expect(sheetLevels([group(0.05, 0.05, 0.05, 0.05)]).span).toBeCloseTo(0.6, 2);
  });
});

describe('decideGroup', () => {
  const levels = sheetLevels(sheet);
  it('reads a firm mark and a light one, and is sure of both', () => {
    expect(decideGroup(group(0.05, 0.75, 0.05, 0.05), levels)).toEqual({
      states: ['empty', 'marked', 'empty', 'empty'],
      confidence: 1,
    });
    expect(decideGroup(group(0.05, 0.05, 0.42, 0.05), levels).states).toEqual([
      'empty',
      'empty',
      'marked',
      'empty',
    ]);
  });
  it('reads an erased mark alone as empty, and one between erased and light as unsure (confidence 0)', () => {
    expect(decideGroup(group(0.15, 0.05, 0.05, 0.05), levels).states).toEqual([
      'empty',
      'empty',
      'empty',
      'empty',
    ]);
    expect(decideGroup(group(0.28, 0.05, 0.05, 0.05), levels)).toEqual({
      states: ['unsure', 'empty', 'empty', 'empty'],
      confidence: 0,
    });
  });
  it('takes a doubtful bubble beside a firm mark for an answer rubbed out and changed', () => {
    expect(decideGroup(group(0.28, 0.75, 0.05, 0.05), levels).states).toEqual([
      'empty',
      'marked',
      'empty',
      'empty',
    ]);
  });
  it('judges a row against its own lightest bubble (a shadow lifts the whole row)', () => {
    expect(decideGroup(group(0.12, 0.12, 0.4, 0.12), levels).states).toEqual([
      'empty',
      'empty',
      'marked',
      'empty',
    ]);
  });
  it('reads every bubble of a fully marked row as marked', () => {
    expect(decideGroup(group(0.72, 0.74, 0.75, 0.73), levels).states).toEqual([
      'marked',
      'marked',
      'marked',
      'marked',
    ]);
  });
});
