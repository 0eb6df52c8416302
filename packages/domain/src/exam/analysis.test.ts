import { describe, expect, it } from 'vitest';
import {
  discriminationIndex,
  histogramBins,
  type ItemFigures,
  itemFlags,
  itemScore,
  share,
  upperLowerSize,
} from './analysis';

describe('upperLowerSize', () => {
  it('takes 27% of the attempts, at least one, never more than half', () => {
    expect(upperLowerSize(0)).toBe(0);
    expect(upperLowerSize(1)).toBe(0);
    expect(upperLowerSize(2)).toBe(1);
    expect(upperLowerSize(3)).toBe(1);
    expect(upperLowerSize(10)).toBe(3);
    expect(upperLowerSize(100)).toBe(27);
    expect(upperLowerSize(20_000)).toBe(5_400);
  });
});

describe('discriminationIndex', () => {
  it('is the upper mean minus the lower mean, null without both groups', () => {
    expect(discriminationIndex(0.9, 0.3)).toBe(0.6);
    expect(discriminationIndex(0.2, 0.8)).toBe(-0.6);
    expect(discriminationIndex(null, 0.5)).toBeNull();
    expect(discriminationIndex(0.5, Number.NaN)).toBeNull();
  });
});

describe('share', () => {
  it('is a fraction to 4 decimals, 0 without a whole', () => {
    expect(share(1, 3)).toBe(0.3333);
    expect(share(5, 0)).toBe(0);
  });
});

describe('histogram', () => {
  it('labels ten bars over the full marks with their counts', () => {
    const bins = histogramBins(
      25,
      new Map([
        [0, 2],
        [9, 5],
      ]),
    );
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ from: 0, to: 2.5, count: 2 });
    expect(bins[1]).toEqual({ from: 2.5, to: 5, count: 0 });
    expect(bins[9]).toEqual({ from: 22.5, to: 25, count: 5 });
  });
});

describe('itemFlags', () => {
  const base: ItemFigures = {
    type: 'MCQ',
    attempts: 40,
    shareCorrect: 0.6,
    discrimination: 0.4,
    mostChosen: 'A',
    key: ['A'],
  };
  const codes = (item: Partial<ItemFigures>) => itemFlags({ ...base, ...item }).map((f) => f.code);

  it('leaves a good item alone', () => {
    expect(codes({})).toEqual([]);
  });
  it('flags a wrong key: negative discrimination, few correct, the most chosen option not the key', () => {
    const flags = itemFlags({ ...base, shareCorrect: 0.1, discrimination: -0.35, mostChosen: 'B' });
    expect(flags.map((f) => f.code)).toEqual(['negativeDiscrimination', 'tooHard', 'keyNotMostChosen']);
    expect(flags[0]!.reason).toContain('-0.35');
    expect(flags[1]!.reason).toContain('10%');
    expect(flags[2]!.reason).toContain('"B"');
  });
  it('flags low discrimination and a too easy item', () => {
    expect(codes({ discrimination: 0.05 })).toEqual(['lowDiscrimination']);
    expect(codes({ discrimination: 0.1 })).toEqual([]);
    expect(codes({ shareCorrect: 0.97 })).toEqual(['tooEasy']);
    expect(codes({ shareCorrect: 0.95 })).toEqual([]);
  });
  it('checks the most chosen option against every key option of a checkbox, and not for MCA', () => {
    expect(codes({ type: 'checkbox', key: ['A', 'C'], mostChosen: 'C' })).toEqual([]);
    expect(codes({ type: 'MCA', key: ['true', 'false'], mostChosen: 'x' })).toEqual([]);
  });
  it('says nothing with fewer than five attempts or no discrimination', () => {
    expect(codes({ attempts: 4, shareCorrect: 0 })).toEqual([]);
    expect(codes({ discrimination: null })).toEqual([]);
  });
});

describe('itemScore', () => {
  const q = { id: 'q', point: 2, options: ['a', 'b', 'c', 'd'] };
  it('scores an answer as the scoring rule does, without negative marks, as a share of the point', () => {
    const mcq = { ...q, type: 'MCQ' as const, answer: ['a'], negativeMark: 1 };
    expect(itemScore(mcq, { answer: ['a'] })).toEqual({ answered: true, score: 1, touchesKey: false });
    expect(itemScore(mcq, { answer: ['b'] })).toEqual({ answered: true, score: 0, touchesKey: false });
    expect(itemScore(mcq, null)).toEqual({ answered: false, score: 0, touchesKey: false });
    const mca = { ...q, type: 'MCA' as const, answer: ['true', 'false', 'true', 'false'] };
    expect(itemScore(mca, { answer: ['true', 'true', 'N', 'false'] }).score).toBe(0.5);
    const checkbox = { ...q, type: 'checkbox' as const, answer: ['a', 'b'] };
    expect(itemScore(checkbox, { answer: ['a'] })).toEqual({ answered: true, score: 0, touchesKey: true });
    const written = { ...q, type: 'paragraph' as const, options: [], answer: [] };
    expect(itemScore(written, { answer: ['x'] }).score).toBeNull();
    expect(itemScore(written, { answer: ['x'], examinerMarks: 1.5 }).score).toBe(0.75);
  });
});

describe('itemFlags: a distractor that attracts the strong', () => {
  it('flags each wrong option named, from 5 attempts', () => {
    const item: ItemFigures = {
      type: 'MCQ',
      attempts: 10,
      shareCorrect: 0.5,
      discrimination: 0.4,
      mostChosen: 'A',
      key: ['A'],
      strongDistractors: ['C'],
    };
    expect(itemFlags(item).map((f) => f.code)).toEqual(['strongDistractor']);
    expect(itemFlags(item)[0]!.reason).toContain('"C"');
    expect(itemFlags({ ...item, attempts: 4 })).toEqual([]);
  });
});
