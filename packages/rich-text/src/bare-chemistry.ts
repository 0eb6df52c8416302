import type { TextPart } from '@lms/domain';

const CE = '\\ce{';

/** The end (after its `}`) of the `\ce{...}` that starts at `from`, braces nested; -1 when it is not closed. */
function closeOf(text: string, from: number): number {
  let depth = 0;
  for (let at = from + CE.length - 1; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    else if (text[at] === '}') {
      depth -= 1;
      if (depth === 0) return at + 1;
    }
  }
  return -1;
}

/** One plain run split at each closed `\ce{...}` it holds, each of those made an inline formula. */
function splitRun(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  while (at < text.length) {
    const start = text.indexOf(CE, at);
    const end = start === -1 ? -1 : closeOf(text, start);
    if (start === -1 || end === -1) {
      parts.push({ kind: 'text', value: text.slice(at) });
      break;
    }
    if (start > at) parts.push({ kind: 'text', value: text.slice(at, start) });
    parts.push({ kind: 'math', value: text.slice(start, end), display: false });
    at = end;
  }
  return parts;
}

/**
 * The parts of a text (from `splitMath`) with every `\ce{...}` written outside math delimiters made an
 * inline formula too: bank questions are often typed so (the demo's among them), and mhchem draws them
 * as it draws `$\ce{...}$`. Formulas and `\$` escapes are already settled by `splitMath`.
 */
export function withBareChemistry(parts: TextPart[]): TextPart[] {
  if (!parts.some((part) => part.kind === 'text' && part.value.includes(CE))) return parts;
  return parts.flatMap((part) => (part.kind === 'text' ? splitRun(part.value) : [part]));
}
