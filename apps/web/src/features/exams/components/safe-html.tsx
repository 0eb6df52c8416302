import DOMPurify from 'dompurify';
import { type CSSProperties, useMemo } from 'react';

/** Props of sanitized HTML. */
export interface SafeHtmlProps {
  html: string;
  className?: string;
  style?: CSSProperties;
}

/** HTML written by staff (instructions, questions, explanations), sanitized with DOMPurify before it is shown. */
export function SafeHtml({ html, className, style }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
