import type { OmrImage } from './decode';

/** The kinds of scan the reader takes. */
export const SCAN_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

// pdf.js's own numbering of decoded image layouts (ImageKind).
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

interface PdfImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** A 1-bit image (CCITT fax or a bilevel Flate scan), its rows padded to whole bytes, as 8-bit grey. */
function unpackBits(image: PdfImage): OmrImage {
  const { width, height, data } = image;
  const rowBytes = Math.ceil(width / 8);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // pdf.js has already applied the image's Decode array: a set bit is white.
      out[y * width + x] = data[y * rowBytes + (x >> 3)]! & (0x80 >> (x & 7)) ? 255 : 0;
    }
  }
  return { data: out, width, height, channels: 1 };
}

function toOmrImage(image: PdfImage): OmrImage | null {
  const { width, height, kind, data } = image;
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (kind === GRAYSCALE_1BPP) return unpackBits(image);
  if (kind === RGB_24BPP) return { data: bytes, width, height, channels: 3 };
  if (kind === RGBA_32BPP) return { data: bytes, width, height, channels: 4 };
  return null;
}

/**
 * The page images of a scan, one a page, in order: a JPEG or PNG is one page; a PDF from a scanner
 * holds one image a page (JPEG, Flate or CCITT), which pdf.js decodes (no rendering, so no canvas).
 * A PDF page with no image (a page of text or drawings, not a scan) yields null: the caller reports
 * it as a page not found. Pages are decoded one at a time as they are asked for.
 */
export async function* scanPages(buffer: Buffer, mimeType: string): AsyncGenerator<OmrImage | null> {
  if (mimeType !== 'application/pdf') {
    yield buffer;
    return;
  }
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(buffer),
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const ops = await page.getOperatorList();
      let largest: PdfImage | null = null;
      for (let i = 0; i < ops.fnArray.length; i++) {
        const op = ops.fnArray[i];
        let image: PdfImage | null = null;
        if (op === pdfjs.OPS.paintInlineImageXObject) {
          image = ops.argsArray[i][0] as PdfImage;
        } else if (op === pdfjs.OPS.paintImageXObject) {
          const id = ops.argsArray[i][0] as string;
          const objs = id.startsWith('g_') ? page.commonObjs : page.objs;
          image = await new Promise<PdfImage | null>((resolve) =>
            objs.get(id, (img: PdfImage | null) => resolve(img)),
          );
        }
        if (image?.data && (!largest || image.width * image.height > largest.width * largest.height))
          largest = image;
      }
      yield largest ? toOmrImage(largest) : null;
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
}

/** Every page image of a scan at once (see `scanPages`; prefer it for long PDFs). */
export async function pagesOfScan(buffer: Buffer, mimeType: string): Promise<(OmrImage | null)[]> {
  const pages: (OmrImage | null)[] = [];
  for await (const page of scanPages(buffer, mimeType)) pages.push(page);
  return pages;
}
