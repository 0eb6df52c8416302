import { splitMath } from './split-math';

// An HTML tag or comment: `<p>`, `</b>`, `<img src=x onerror=...>`, `<br/>`, `<!-- -->`. Attributes are
// taken only with a value, so prose comparisons (`a<b when b > 3`, `<y, z>`) are not tags.
const HTML_TAG =
  /<\/?[a-z][a-z0-9-]*(?:\s+[a-z_:][-a-z0-9_:.]*\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>`]+))*\s*\/?>|<!--|<!\[CDATA\[/i;

/**
 * The first HTML tag found outside the formulas of a staff-written plain text, or null. Question,
 * option and explanation text is plain text with LaTeX: markup is refused rather than shown as tags
 * (inside `$...$` a `<` or `>` is maths and allowed).
 */
export function htmlTagIn(text: string): string | null {
  for (const part of splitMath(text)) {
    if (part.kind !== 'text') continue;
    const found = HTML_TAG.exec(part.value);
    if (found) return found[0];
  }
  return null;
}

/**
 * A staff-written plain text as it is stored: line breaks as `\n`, no control characters other than
 * line breaks and tabs, no surrounding blank space.
 */
export function normalizePlainText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .trim()
  );
}

/**
 * Staff- or student-written text as it is stored (questions, explanations, Q&A): plain text that may
 * hold LaTeX and line breaks, never HTML. Normalized, and any markup converted to plain text (scripts
 * and styles dropped with their content).
 */
export function storedPlainText(text: string): string {
  const value = normalizePlainText(text);
  return htmlTagIn(value) ? htmlToPlainText(value) : value;
}

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&amp;': '&',
};

/**
 * Staff text written as HTML (as the question bank stored it before) turned into plain text with
 * LaTeX: paragraphs, line breaks and list items become line breaks, `<sup>`/`<sub>` become `$^{..}$` /
 * `$_{..}$`, scripts and styles go with their content, every other tag goes, and the common entities
 * are decoded. The stored-rows migration (0270) applies the same rule in SQL.
 */
export function htmlToPlainText(html: string): string {
  return normalizePlainText(
    html
      .replace(/\r\n?/g, '\n')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\s*(script|style)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
      .replace(/<\s*sup\s*>([\s\S]*?)<\s*\/\s*sup\s*>/gi, (_, inner: string) => `$^{${inner}}$`)
      .replace(/<\s*sub\s*>([\s\S]*?)<\s*\/\s*sub\s*>/gi, (_, inner: string) => `$_{${inner}}$`)
      .replace(/<\s*br\s*\/?\s*>/gi, '\n')
      .replace(/<\s*li\b[^>]*>/gi, '\n• ')
      .replace(/<\s*\/\s*(p|div|li|h[1-6]|tr|ul|ol|blockquote)\s*>/gi, '\n')
      .replace(/<\s*\/?\s*[a-z][a-z0-9-]*(\s[^<>]*)?\/?\s*>/gi, '')
      .replace(/&(nbsp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
      .replace(/&amp;/g, '&')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n'),
  );
}
