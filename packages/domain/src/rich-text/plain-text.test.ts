import { describe, expect, it } from 'vitest';
import { htmlTagIn, htmlToPlainText, normalizePlainText } from './plain-text';

describe('htmlTagIn', () => {
  it('finds markup in plain text', () => {
    expect(htmlTagIn('<p>2 + 2 = ?</p>')).toBe('<p>');
    expect(htmlTagIn('Bold </b> end')).toBe('</b>');
    expect(htmlTagIn('x <img src=x onerror=alert(1)> y')).toBe('<img src=x onerror=alert(1)>');
    expect(htmlTagIn('line<br/>break')).toBe('<br/>');
    expect(htmlTagIn('a <!-- note -->')).toBe('<!--');
  });

  it('allows comparisons in text and anything inside formulas', () => {
    expect(htmlTagIn('Is a<b when b > 3?')).toBeNull();
    expect(htmlTagIn('pairs <y, z> and x < y')).toBeNull();
    expect(htmlTagIn('$a<b c>d$ and $$\\frac{1}{2}$$ and \\ce{H2O}')).toBeNull();
    expect(htmlTagIn('Line one\nLine two')).toBeNull();
  });
});

describe('normalizePlainText', () => {
  it('keeps line breaks, drops control characters and surrounding space', () => {
    expect(normalizePlainText('  one\r\ntwo\rthree\u0007 \n')).toBe('one\ntwo\nthree');
    expect(normalizePlainText('tab\tkept')).toBe('tab\tkept');
  });
});

describe('htmlToPlainText', () => {
  it('turns paragraphs, breaks and lists into lines, sup/sub into LaTeX, and decodes entities', () => {
    expect(
      htmlToPlainText('<p>Water is H<sub>2</sub>O &amp; x<sup>2</sup></p><p>Second&nbsp;line<br/>third</p>'),
    ).toBe('Water is H$_{2}$O & x$^{2}$\nSecond line\nthird');
    expect(htmlToPlainText('<ul><li>one</li><li>two</li></ul>')).toBe('• one\n\n• two');
    expect(htmlToPlainText('<b>Because</b> 1 &lt; 2 and &amp;lt; stays')).toBe(
      'Because 1 < 2 and &lt; stays',
    );
  });

  it('drops scripts, styles, comments and attributes', () => {
    expect(
      htmlToPlainText('<p onclick="x()">Hi</p><script>steal()</script><style>p{}</style><!-- c -->'),
    ).toBe('Hi');
    expect(htmlToPlainText('<img src="javascript:alert(1)"><i>Four sides</i>')).toBe('Four sides');
  });
});
