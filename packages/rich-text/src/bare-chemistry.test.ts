import { splitMath } from '@lms/domain';
import { describe, expect, it } from 'vitest';
import { withBareChemistry } from './bare-chemistry';

const parts = (text: string) => withBareChemistry(splitMath(text));

describe('chemistry written outside $...$', () => {
  it('becomes a formula', () => {
    expect(parts('Which gas is given off when zinc reacts with dilute \\ce{HCl}?')).toEqual([
      { kind: 'text', value: 'Which gas is given off when zinc reacts with dilute ' },
      { kind: 'math', value: '\\ce{HCl}', display: false },
      { kind: 'text', value: '?' },
    ]);
  });

  it('keeps nested braces, formulas already written and literal dollars', () => {
    expect(parts('\\ce{SO4^{2-}} costs \\$5, $x^2$ and $$\\ce{H2O}$$')).toEqual([
      { kind: 'math', value: '\\ce{SO4^{2-}}', display: false },
      { kind: 'text', value: ' costs $5, ' },
      { kind: 'math', value: 'x^2', display: false },
      { kind: 'text', value: ' and ' },
      { kind: 'math', value: '\\ce{H2O}', display: true },
    ]);
  });

  it('does not take an escaped dollar for a delimiter around a bare \\ce', () => {
    expect(parts('\\$ \\ce{H2} \\$')).toEqual([
      { kind: 'text', value: '$ ' },
      { kind: 'math', value: '\\ce{H2}', display: false },
      { kind: 'text', value: ' $' },
    ]);
  });

  it('leaves text without a bare \\ce, or with an unclosed one, as it is', () => {
    expect(parts('$\\ce{H2}$ and $E=mc^2$')).toEqual(splitMath('$\\ce{H2}$ and $E=mc^2$'));
    expect(parts('\\ce{H2 and 5$')).toEqual([{ kind: 'text', value: '\\ce{H2 and 5$' }]);
  });
});
