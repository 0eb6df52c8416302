import { splitMath } from '@lms/domain';

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

/** Puts each `\ce{...}` of plain text between `$...$`, and escapes the text's own dollars again. */
function wrapInText(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const start = text.indexOf(CE, at);
    const end = start === -1 ? -1 : closeOf(text, start);
    if (start === -1 || end === -1) {
      out += text.slice(at).replaceAll('$', '\\$');
      break;
    }
    out += `${text.slice(at, start).replaceAll('$', '\\$')}$${text.slice(start, end)}$`;
    at = end;
  }
  return out;
}

/**
 * Staff text with every `\ce{...}` written outside `$...$` (bank questions are often typed so, the demo's
 * among them) made a formula, so mhchem draws it as it draws `$\ce{...}$`; text without a bare `\ce{` is
 * returned as it is.
 */
export function withBareChemistry(text: string): string {
  const parts = splitMath(text);
  if (!parts.some((part) => part.kind === 'text' && part.value.includes(CE))) return text;
  return parts
    .map((part) =>
      part.kind === 'text' ? wrapInText(part.value) : part.display ? `$$${part.value}$$` : `$${part.value}$`,
    )
    .join('');
}
