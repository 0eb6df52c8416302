import { type OmrTemplate, omrQrText } from '@lms/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { distortSheet, type MarkKind, marksFor, renderSheet } from './synthetic-sheet';

// Test, journey and demo support: filled sheets of a real exam's template (its QR code naming the exam
// and layout, as the printed sheet's does), as a scanner's PDF or a phone's photo. Not used by the product.

/** What a student filled in: roll, set and answers (question number -> options). */
export interface SheetFill {
  roll?: string;
  set?: string;
  answers?: Record<number, string[]>;
  /** How each bubble was marked (dark by default; `light` and `erased` to try the reader). */
  kind?: (bubble: OmrTemplate['bubbles'][number]) => MarkKind;
}

/**
 * A JPEG of a sheet filled in with pencil at `dpi`, its QR code naming this exam and layout (or `qr`),
 * undistorted as from a sheet-feed scanner.
 */
export async function filledSheetJpeg(
  template: OmrTemplate,
  examId: string,
  fill: SheetFill,
  options: { dpi?: number; seed?: number; qr?: string } = {},
): Promise<Buffer> {
  const dpi = options.dpi ?? 150;
  const page = await renderSheet(template, marksFor(template, fill, fill.kind), { dpi, seed: options.seed });
  const px = (mm: number) => Math.round((mm * dpi) / 25.4);
  const code = await QRCode.toBuffer(options.qr ?? omrQrText(examId, template.layoutId), {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: px(template.qr.sizeMm),
  });
  return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 3 } })
    .composite([{ input: code, left: px(template.qr.xMm), top: px(template.qr.yMm) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A phone's photo of a sheet (JPEG): a little turned and tilted, on a desk, unevenly lit. */
export async function phonePhotoOfSheet(sheetJpeg: Buffer, seed = 3): Promise<Buffer> {
  const { data, info } = await sharp(sheetJpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const page = { data, width: info.width, height: info.height, dpi: 150 };
  const photo = await distortSheet(page, {
    rotateDeg: 2.5,
    tilt: 0.025,
    scale: 0.92,
    margin: 0.06,
    background: 90,
    light: 0.25,
    noise: 6,
    blur: 0.6,
    jpegQuality: 80,
    seed,
  });
  return photo.image;
}

/** A PDF of these page images, one A4 page each (as a sheet-feed scanner writes it). */
export function pdfOfPages(pages: Buffer[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const page of pages) {
    doc.addPage({ size: 'A4', margin: 0 });
    doc.image(page, 0, 0, { width: doc.page.width, height: doc.page.height });
  }
  doc.end();
  return done;
}
