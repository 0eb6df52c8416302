import { describe, expect, it } from 'vitest';
import { optionRenames } from './option-renames';

describe('option renames', () => {
  it('are the options whose text changed in place', () => {
    expect(optionRenames(['3', '4', '5'], ['3', 'four', '5'])).toEqual([['4', 'four']]);
    expect(optionRenames(['a', 'b'], ['A', 'B'])).toEqual([
      ['a', 'A'],
      ['b', 'B'],
    ]);
  });

  it('are none when options only move, or are added or removed', () => {
    expect(optionRenames(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual([]);
    expect(optionRenames(['a', 'b'], ['a', 'b', 'c'])).toEqual([]);
    expect(optionRenames(['a', 'b', 'c'], ['a', 'c'])).toEqual([]);
  });

  it('leave out a position whose new text was another option before', () => {
    // b moved up to where a was, and a is gone: a was removed, not renamed to b.
    expect(optionRenames(['a', 'b', 'c'], ['b', 'x', 'c'])).toEqual([]);
  });
});
