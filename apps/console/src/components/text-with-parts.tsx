import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in its `{{name}}` places (code, links), so the whole sentence is
 * translated at once and each language puts the elements where its word order wants them.
 */
export function TextWithParts({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const pieces = text.split(/\{\{\s*(\w+)\s*}}/);
  return (
    <>
      {pieces.map((piece, i) =>
        // The split keeps each place's name at the odd indexes, between the text around it.
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence never move
        i % 2 === 1 ? <Fragment key={i}>{parts[piece] ?? `{{${piece}}}`}</Fragment> : piece,
      )}
    </>
  );
}
