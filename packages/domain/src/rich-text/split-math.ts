/** A run of plain text, or a LaTeX formula (inline `$...$` / `\(...\)`, display `$$...$$` / `\[...\]`). */
export type TextPart = { kind: 'text'; value: string } | { kind: 'math'; value: string; display: boolean };

const delimiters = [
  { open: '$$', close: '$$', display: true },
  { open: '\\[', close: '\\]', display: true },
  { open: '\\(', close: '\\)', display: false },
  { open: '$', close: '$', display: false },
] as const;

function findClose(text: string, close: string, from: number): number {
  for (let at = text.indexOf(close, from); at !== -1; at = text.indexOf(close, at + 1)) {
    if (text[at - 1] !== '\\') return at;
  }
  return -1;
}

/**
 * Splits staff-written text into plain runs and formulas. `\$` is a literal dollar sign; an opening
 * delimiter without its closing one, or with nothing between, stays as plain text, so a price such as
 * "$5" is never taken for math.
 */
export function splitMath(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = '';
  let at = 0;
  while (at < text.length) {
    if (text.startsWith('\\$', at)) {
      plain += '$';
      at += 2;
      continue;
    }
    const opened = delimiters.find((d) => text.startsWith(d.open, at));
    const end = opened ? findClose(text, opened.close, at + opened.open.length) : -1;
    const body = opened && end !== -1 ? text.slice(at + opened.open.length, end) : '';
    if (!opened || end === -1 || body.trim() === '') {
      plain += text[at];
      at += 1;
      continue;
    }
    if (plain) parts.push({ kind: 'text', value: plain });
    plain = '';
    parts.push({ kind: 'math', value: body, display: opened.display });
    at = end + opened.close.length;
  }
  if (plain) parts.push({ kind: 'text', value: plain });
  return parts;
}

/** Whether the text holds at least one formula (the renderer is loaded only then). */
export function hasMath(text: string): boolean {
  return splitMath(text).some((part) => part.kind === 'math');
}
