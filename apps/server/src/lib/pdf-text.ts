import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

// Noto Sans Bengali (SIL Open Font License), the Bengali subset the apps already ship through
// @fontsource/noto-sans-bengali; Latin text stays in the PDF's built-in Helvetica.
const require = createRequire(import.meta.url);
const BENGALI_FONT = require.resolve(
  '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
);
const BENGALI_BOLD = require.resolve(
  '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff',
);

/** A pdfkit document. */
export type PdfDoc = InstanceType<typeof PDFDocument>;

const BENGALI = /[\u0964\u0965\u0980-\u09FF]/;

/** Registers the Bengali fonts `write` uses (`bn`, `bn-bold`) on a new document. */
export function registerBengaliFonts(doc: PdfDoc): void {
  doc.registerFont('bn', BENGALI_FONT);
  doc.registerFont('bn-bold', BENGALI_BOLD);
}

/** The font for a run of text: Bengali letters in the Bengali font, everything else in Helvetica. */
export function fontFor(text: string, bold = false): string {
  if (BENGALI.test(text)) return bold ? 'bn-bold' : 'bn';
  return bold ? 'Helvetica-Bold' : 'Helvetica';
}

/** Writes text in runs: Bengali letters in the Bengali font, everything else in Helvetica. */
export function write(
  doc: PdfDoc,
  text: string,
  options: { bold?: boolean; size?: number; x?: number; y?: number; width?: number } = {},
): void {
  const runs = text.match(
    /[\u0964\u0965\u0980-\u09FF\u200C\u200D]+(?:\s+[\u0964\u0965\u0980-\u09FF\u200C\u200D]+)*|[^\u0964\u0965\u0980-\u09FF\u200C\u200D]+/g,
  ) ?? [''];
  doc.fontSize(options.size ?? 10);
  runs.forEach((run, i) => {
    doc.font(fontFor(run, options.bold));
    const last = i === runs.length - 1;
    if (i === 0 && options.x !== undefined)
      doc.text(run, options.x, options.y, { width: options.width, continued: !last });
    else doc.text(run, { continued: !last });
  });
}
