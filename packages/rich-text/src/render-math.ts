import katex from 'katex';
import 'katex/contrib/mhchem';
import 'katex/dist/katex-swap.min.css';
import './katex-bengali.css';

/**
 * One formula as KaTeX HTML (with MathML for screen readers), or null when the LaTeX is bad so the
 * caller can show the source instead. `trust: false` keeps \href, \url and \htmlClass out: staff text
 * cannot smuggle links or attributes through a formula.
 */
export function renderMath(tex: string, display: boolean): string | null {
  try {
    return katex.renderToString(tex, {
      displayMode: display,
      throwOnError: true,
      strict: 'ignore',
      trust: false,
      output: 'htmlAndMathml',
    });
  } catch {
    return null;
  }
}
