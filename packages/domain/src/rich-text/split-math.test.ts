import { describe, expect, it } from 'vitest';
import { hasMath, splitMath } from './split-math';

describe('splitMath', () => {
  it('keeps text without math as one plain run', () => {
    expect(splitMath('বেগ কাকে বলে?\nExplain.')).toEqual([{ kind: 'text', value: 'বেগ কাকে বলে?\nExplain.' }]);
  });

  it('finds inline and display formulas between text', () => {
    expect(splitMath('If $v = \\frac{d}{t}$ then $$d = vt$$ holds')).toEqual([
      { kind: 'text', value: 'If ' },
      { kind: 'math', value: 'v = \\frac{d}{t}', display: false },
      { kind: 'text', value: ' then ' },
      { kind: 'math', value: 'd = vt', display: true },
      { kind: 'text', value: ' holds' },
    ]);
  });

  it('reads \\( \\) and \\[ \\] as well', () => {
    expect(splitMath('\\(x^2\\) and \\[\\ce{H2O}\\]')).toEqual([
      { kind: 'math', value: 'x^2', display: false },
      { kind: 'text', value: ' and ' },
      { kind: 'math', value: '\\ce{H2O}', display: true },
    ]);
  });

  it('leaves a lone or escaped dollar as text', () => {
    expect(splitMath('It costs $5 today')).toEqual([{ kind: 'text', value: 'It costs $5 today' }]);
    expect(splitMath('\\$5 and \\$6')).toEqual([{ kind: 'text', value: '$5 and $6' }]);
    expect(splitMath('empty $$ $$ stays')).toEqual([{ kind: 'text', value: 'empty $$ $$ stays' }]);
  });

  it('does not end a formula at an escaped dollar inside it', () => {
    expect(splitMath('$a \\$ b$')).toEqual([{ kind: 'math', value: 'a \\$ b', display: false }]);
  });

  it('tells whether there is math', () => {
    expect(hasMath('$x$')).toBe(true);
    expect(hasMath('no math, $5')).toBe(false);
  });
});
