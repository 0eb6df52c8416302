import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readOmrPage } from './read-page';
import { sampleTemplate } from './sample-template';
import { pagesOfScan } from './scan-pages';
import { distortSheet, marksFor, renderSheet } from './synthetic-sheet';

const template = sampleTemplate({ questions: 20 });
const A4 = { width: 595.28, height: 841.89 };

async function sheetJpeg(roll: string, dpi: number, rotateDeg: number): Promise<Buffer> {
  const marks = marksFor(template, { roll, set: 'A', answers: { 1: ['B'], 2: ['D'] } });
  const page = await renderSheet(template, marks, { dpi, seed: Number(roll.slice(-3)) });
  return (await distortSheet(page, { rotateDeg, margin: 0.03, noise: 6, jpegQuality: 60 })).image;
}

/** A bilevel scan (what a CCITT or 1-bit Flate page decodes to): 1 bit a pixel, a set bit white. */
async function bilevel(jpeg: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
  const rowBytes = Math.ceil(info.width / 8);
  const bits = Buffer.alloc(rowBytes * info.height);
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x]! > 128) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return { data: deflateSync(bits), width: info.width, height: info.height };
}

/** A scanner's PDF: JPEG pages, a 1-bit Flate page and a page of text only. */
async function scannerPdf(jpegs: Buffer[], bits: Awaited<ReturnType<typeof bilevel>>): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const jpeg of jpegs) {
    doc.addPage({ size: 'A4', margin: 0 });
    doc.image(jpeg, 0, 0, A4);
  }
  doc.addPage({ size: 'A4', margin: 0 });
  const image = doc.ref({
    Type: 'XObject',
    Subtype: 'Image',
    Width: bits.width,
    Height: bits.height,
    BitsPerComponent: 1,
    ColorSpace: 'DeviceGray',
    Filter: 'FlateDecode',
  });
  image.end(bits.data);
  (doc.page as unknown as { xobjects: Record<string, unknown> }).xobjects.Bits = image;
  doc.addContent(`q ${A4.width} 0 0 ${A4.height} 0 0 cm /Bits Do Q`);
  doc.addPage({ size: 'A4', margin: 0 }).text('This page is not a scan.');
  doc.end();
  return done;
}

describe('pagesOfScan', () => {
  it('takes a JPEG or PNG as one page', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff]);
    expect(await pagesOfScan(jpeg, 'image/jpeg')).toEqual([jpeg]);
  });

  it('reads every page of a multi-page scanner PDF: JPEG pages at 150 and 300 dpi, a 1-bit page, a page of text', async () => {
    const rolls = ['10000001', '10000002', '10000003'];
    const jpegs = [await sheetJpeg(rolls[0]!, 150, 2), await sheetJpeg(rolls[1]!, 300, -3)];
    const pdf = await scannerPdf(jpegs, await bilevel(await sheetJpeg(rolls[2]!, 150, 1)));
    const pages = await pagesOfScan(pdf, 'application/pdf');
    expect(pages).toHaveLength(4);
    expect(pages.map((p) => (p && !Buffer.isBuffer(p) ? [p.width, p.channels] : p))).toEqual([
      [Math.round(1240 * 1.06), 3],
      [Math.round(2480 * 1.06), 3],
      [Math.round(1240 * 1.06), 1],
      null,
    ]);
    const reads = await Promise.all(pages.slice(0, 3).map((p) => readOmrPage(p!, template)));
    expect(reads.map((r) => [r.roll, r.set, r.answers['1'], r.answers['2'], r.problems])).toEqual(
      rolls.map((roll) => [roll, 'A', ['B'], ['D'], []]),
    );
  });
});
