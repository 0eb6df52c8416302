import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;

/** The text as first drawn, before KaTeX is there (its formulas as their source). */
function mount(text: string): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<RichText text={text} />));
  return host;
}

/** Waits until KaTeX, imported on first use, has settled and React has re-rendered. */
async function mathSettled(): Promise<void> {
  for (let tries = 0; tries < 50 && host.querySelector('.rich-text-math-source'); tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

async function show(text: string): Promise<HTMLElement> {
  mount(text);
  await mathSettled();
  return host;
}

afterEach(() => host.remove());

describe('RichText', () => {
  it('renders inline math and chemistry with KaTeX, keeping the words around them', async () => {
    const shown = await show('বেগ $v = \\frac{d}{t}$ and $\\ce{H2O}$');
    expect(shown.querySelectorAll('.katex')).toHaveLength(2);
    expect(shown.querySelector('.katex .mfrac')).not.toBeNull();
    expect(shown.textContent).toContain('বেগ ');
    // The LaTeX source survives only in the MathML annotation screen readers use, not in what is drawn.
    for (const drawn of shown.querySelectorAll('.katex-html'))
      expect(drawn.textContent).not.toContain('\\frac');
  });

  it('draws chemistry written outside $...$ (the demo question) with mhchem', async () => {
    const shown = await show('zinc reacts with dilute \\ce{HCl} and \\ce{SO4^{2-}}');
    expect(shown.querySelectorAll('.katex')).toHaveLength(2);
    for (const drawn of shown.querySelectorAll('.katex-html'))
      expect(drawn.textContent).not.toContain('\\ce');
    expect(shown.textContent).toContain('zinc reacts with dilute ');
  });

  it('shows display math as a block', async () => {
    const shown = await show('$$E = mc^2$$');
    expect(shown.querySelector('.katex-display')).not.toBeNull();
  });

  it('shows the source of bad LaTeX instead of breaking', async () => {
    const shown = await show('good $x^2$ bad $\\frac{1$');
    expect(shown.querySelector('.rich-text-bad-math')?.textContent).toBe('$\\frac{1$');
    expect(shown.querySelectorAll('.katex')).toHaveLength(1);
  });

  it('never turns the text into HTML', async () => {
    const shown = await show('<img src=x onerror=alert(1)> and $\\href{javascript:alert(1)}{x}$');
    expect(shown.querySelector('img')).toBeNull();
    expect(shown.querySelector('a')).toBeNull();
    expect(shown.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('draws a formula into the element that showed its source, so a click pressed on it is kept', async () => {
    const pressed = mount('force $F = ma$').querySelector('.rich-text-math-source');
    expect(pressed?.textContent).toBe('$F = ma$');
    await mathSettled();
    expect(pressed?.isConnected).toBe(true);
    expect(pressed?.className).toBe('rich-text-math');
    expect(pressed?.querySelector('.katex')).not.toBeNull();
  });

  it('keeps plain text plain with its line breaks', async () => {
    const shown = await show('line one\nline two');
    expect(shown.querySelector('.katex')).toBeNull();
    expect(shown.firstElementChild?.textContent).toBe('line one\nline two');
  });
});
