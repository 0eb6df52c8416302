import { splitMath, type TextPart } from '@lms/domain';
import { type CSSProperties, createElement, useEffect, useMemo, useState } from 'react';
import { withBareChemistry } from './bare-chemistry';

type RenderMath = (tex: string, display: boolean) => string | null;

let loading: Promise<RenderMath> | undefined;

/** KaTeX (with its CSS and fonts) is fetched the first time a text holds math, never before. */
function loadRenderer(): Promise<RenderMath> {
  loading ??= import('./render-math').then((module) => module.renderMath);
  return loading;
}

/** Props of {@link RichText}. */
export interface RichTextProps {
  /**
   * Plain text with line breaks and LaTeX between `$...$`, `$$...$$`, `\(...\)` or `\[...\]`; a
   * `\ce{...}` outside them is drawn as chemistry too.
   */
  text: string;
  /** The wrapping element: `div` (default) for blocks, `span` inside a line such as an option label. */
  as?: 'div' | 'span';
  className?: string;
  style?: CSSProperties;
}

const sourceStyle: CSSProperties = { fontFamily: 'monospace' };

// The source and the drawn formula are one and the same <span>, only its content changes: a browser
// drops a click whose pressed element has left the page before the release, so a click pressed on the
// source just as KaTeX arrives would otherwise never reach the card or link around the text.
function Formula({ part, render }: { part: Extract<TextPart, { kind: 'math' }>; render?: RenderMath }) {
  const html = render?.(part.value, part.display);
  if (!html) {
    const source = part.display ? `$$${part.value}$$` : `$${part.value}$`;
    return (
      <span className={render ? 'rich-text-bad-math' : 'rich-text-math-source'} style={sourceStyle}>
        {source}
      </span>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output with trust off holds no staff HTML
  return <span className="rich-text-math" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Staff-written text (questions, options, explanations, Q&A, notices) shown as plain text — never HTML —
 * with its formulas rendered by KaTeX and `\ce{...}` chemistry by mhchem. Until KaTeX has loaded, and for
 * a formula KaTeX cannot read, the LaTeX source is shown, so bad math never breaks the page.
 */
export function RichText({ text, as = 'div', className, style }: RichTextProps) {
  const parts = useMemo(() => withBareChemistry(splitMath(text)), [text]);
  const needsMath = parts.some((part) => part.kind === 'math');
  const [render, setRender] = useState<RenderMath>();
  useEffect(() => {
    if (!needsMath || render) return;
    let live = true;
    loadRenderer().then(
      (loaded) => live && setRender(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needsMath, render]);
  const children = parts.map((part, index) =>
    part.kind === 'text' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
      <span key={index}>{part.value}</span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
      <Formula key={index} part={part} render={render} />
    ),
  );
  return createElement(
    as,
    {
      className: ['rich-text', className].filter(Boolean).join(' '),
      style: { whiteSpace: 'pre-wrap', ...style },
    },
    children,
  );
}
