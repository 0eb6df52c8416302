import { mulberry32, type OmrBubble, type OmrTemplate } from '@lms/domain';
import sharp from 'sharp';
import {
  applyHomography,
  type Homography,
  invertHomography,
  type Point,
  solveHomography,
} from './homography';

// Test and benchmark support: draws a filled-in sheet from any OmrTemplate and distorts it the way a
// sheet-feed scanner or a phone camera would. Nothing here runs in the product.

/** How a bubble was filled: a firm pencil mark, a light one, or one rubbed out (should read as empty). */
export type MarkKind = 'dark' | 'light' | 'erased';

/** One pencil mark on the sheet. */
export interface SheetMark {
  bubble: OmrBubble;
  kind: MarkKind;
}

/** A rendered, undistorted page: raw RGB pixels. */
export interface RenderedPage {
  data: Buffer;
  width: number;
  height: number;
  dpi: number;
}

/** The marks a student makes for a roll, a set and answers (question number -> options), all `kind`. */
export function marksFor(
  template: OmrTemplate,
  fill: { roll?: string; set?: string; answers?: Record<number, string[]> },
  kind: (bubble: OmrBubble) => MarkKind = () => 'dark',
): SheetMark[] {
  const picked = template.bubbles.filter((b) => {
    if (b.field === 'roll') return fill.roll?.[b.column] === b.value;
    if (b.field === 'set') return fill.set === b.value;
    return fill.answers?.[b.number]?.includes(b.option) ?? false;
  });
  return picked.map((bubble) => ({ bubble, kind: kind(bubble) }));
}

const MARK_STYLE: Record<MarkKind, { grey: number; opacity: [number, number] }> = {
  dark: { grey: 56, opacity: [0.82, 0.95] },
  light: { grey: 138, opacity: [0.7, 0.85] },
  erased: { grey: 196, opacity: [0.35, 0.6] },
};

/** Fills an ellipse on raw RGB pixels with a grainy pencil grey (anti-aliased edge). */
function pencil(
  page: RenderedPage,
  e: { cx: number; cy: number; rx: number; ry: number; angle: number; grey: number; opacity: number },
  random: () => number,
): void {
  const { data, width, height } = page;
  const cos = Math.cos(e.angle);
  const sin = Math.sin(e.angle);
  const reach = Math.max(e.rx, e.ry) + 1;
  for (let y = Math.max(0, Math.floor(e.cy - reach)); y < Math.min(height, e.cy + reach); y++) {
    for (let x = Math.max(0, Math.floor(e.cx - reach)); x < Math.min(width, e.cx + reach); x++) {
      const dx = x + 0.5 - e.cx;
      const dy = y + 0.5 - e.cy;
      const u = (dx * cos + dy * sin) / e.rx;
      const v = (dy * cos - dx * sin) / e.ry;
      const coverage = Math.min(1, Math.max(0, (1 - Math.sqrt(u * u + v * v)) * Math.min(e.rx, e.ry) + 0.5));
      if (coverage <= 0) continue;
      const a = e.opacity * coverage * (0.8 + random() * 0.4);
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) data[o + c] = Math.round(data[o + c]! * (1 - a) + e.grey * a);
    }
  }
}

function drawMark(page: RenderedPage, mark: SheetMark, random: () => number): void {
  const k = page.dpi / 25.4;
  const { xMm, yMm, rMm } = mark.bubble;
  const style = MARK_STYLE[mark.kind];
  const opacity = Math.min(1, style.opacity[0] + random() * (style.opacity[1] - style.opacity[0]));
  const cx = (xMm + (random() - 0.5) * 0.5 * rMm) * k;
  const cy = (yMm + (random() - 0.5) * 0.4 * rMm) * k;
  const rx = rMm * (0.88 + random() * 0.2) * k;
  const ry = rMm * (0.78 + random() * 0.2) * k;
  const angle = ((random() - 0.5) * 40 * Math.PI) / 180;
  pencil(page, { cx, cy, rx, ry, angle, grey: style.grey, opacity }, random);
  // A second, smaller stroke: pencil fills are never even.
  const sx = cx + (random() - 0.5) * rMm * 0.6 * k;
  pencil(
    page,
    { cx: sx, cy, rx: rx * 0.6, ry: ry * 0.35, angle: angle * 2, grey: style.grey, opacity: opacity * 0.3 },
    random,
  );
}

function fakeQr(template: OmrTemplate, random: () => number): string {
  const { xMm, yMm, sizeMm } = template.qr;
  const n = 25;
  const m = sizeMm / n;
  const parts: string[] = [];
  const finder = (cx: number, cy: number) => {
    parts.push(
      `<rect x="${xMm + cx * m}" y="${yMm + cy * m}" width="${7 * m}" height="${7 * m}" fill="#000"/>`,
    );
    parts.push(
      `<rect x="${xMm + (cx + 1) * m}" y="${yMm + (cy + 1) * m}" width="${5 * m}" height="${5 * m}" fill="#fff"/>`,
    );
    parts.push(
      `<rect x="${xMm + (cx + 2) * m}" y="${yMm + (cy + 2) * m}" width="${3 * m}" height="${3 * m}" fill="#000"/>`,
    );
  };
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const inFinder = (i < 8 && j < 8) || (i < 8 && j >= n - 8) || (i >= n - 8 && j < 8);
      if (!inFinder && random() < 0.5) {
        parts.push(`<rect x="${xMm + i * m}" y="${yMm + j * m}" width="${m}" height="${m}" fill="#000"/>`);
      }
    }
  }
  finder(0, 0);
  finder(n - 7, 0);
  finder(0, n - 7);
  return parts.join('');
}

/** The blank sheet as an SVG in millimetres: markers, dropout-red bubbles with their letters, labels. */
export function sheetSvg(template: OmrTemplate, dpi: number, seed = 1): string {
  const random = mulberry32(seed);
  const { widthMm, heightMm } = template.page;
  const parts: string[] = [`<rect x="0" y="0" width="${widthMm}" height="${heightMm}" fill="#fff"/>`];
  for (const m of template.markers) {
    const h = m.sizeMm / 2;
    parts.push(
      `<rect x="${m.xMm - h}" y="${m.yMm - h}" width="${m.sizeMm}" height="${m.sizeMm}" fill="#000"/>`,
    );
  }
  parts.push(
    `<text x="${widthMm / 2}" y="28" font-family="sans-serif" font-weight="bold" font-size="7" text-anchor="middle">Sample Coaching Centre</text>`,
  );
  const labelled = new Set<number>();
  for (const b of template.bubbles) {
    const label = b.field === 'question' ? b.option : b.value;
    const size = label.length > 1 ? b.rMm * 0.8 : b.rMm * 1.1;
    parts.push(
      `<circle cx="${b.xMm}" cy="${b.yMm}" r="${b.rMm}" fill="none" stroke="#ee8080" stroke-width="0.3"/>`,
    );
    parts.push(
      `<text x="${b.xMm}" y="${b.yMm + size * 0.35}" font-family="sans-serif" font-size="${size}" fill="#f09090" text-anchor="middle">${label}</text>`,
    );
    if (b.field === 'question' && !labelled.has(b.number)) {
      labelled.add(b.number);
      parts.push(
        `<text x="${b.xMm - b.rMm - 0.8}" y="${b.yMm + 1}" font-family="sans-serif" font-size="2.8" text-anchor="end">${b.number}</text>`,
      );
    }
  }
  parts.push(fakeQr(template, random));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${widthMm} ${heightMm}" width="${Math.round((widthMm / 25.4) * dpi)}" height="${Math.round((heightMm / 25.4) * dpi)}">${parts.join('')}</svg>`;
}

const blanks = new Map<string, Promise<RenderedPage>>();

/** The blank sheet at `dpi` as raw RGB pixels (rendered once per template and dpi). */
function blankSheet(template: OmrTemplate, dpi: number): Promise<RenderedPage> {
  const key = `${template.layoutId}:${template.bubbles.length}:${dpi}`;
  let blank = blanks.get(key);
  if (!blank) {
    blank = sharp(Buffer.from(sheetSvg(template, dpi)))
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, width: info.width, height: info.height, dpi }));
    blanks.set(key, blank);
  }
  return blank;
}

/** Renders the filled sheet at `dpi` to raw RGB pixels: the blank sheet with pencil marks drawn on it. */
export async function renderSheet(
  template: OmrTemplate,
  marks: SheetMark[],
  options: { dpi: number; seed?: number },
): Promise<RenderedPage> {
  const blank = await blankSheet(template, options.dpi);
  const page = { ...blank, data: Buffer.from(blank.data) };
  const random = mulberry32(options.seed ?? 1);
  for (const mark of marks) drawMark(page, mark, random);
  return page;
}

/** How a page is spoiled on its way to the reader. Every field is optional (0 = none). */
export interface Distortion {
  /** Rotation in degrees (the range is ±5). */
  rotateDeg?: number;
  /** Shift of the page in the frame, mm. */
  shiftMm?: Point;
  /** Perspective: how far each page corner moves, as a fraction of the page width (a phone photo: 0.02-0.05). */
  tilt?: number;
  /** The page's share of the frame (a photo: 0.85-0.95; a scan: 1). */
  scale?: number;
  /** Frame margin around the page, as a fraction of its size, filled with `background` (a desk). */
  margin?: number;
  background?: number;
  /** Strength of the lighting gradient: 0.3 = the dim side gets 30 % less light. */
  light?: number;
  /** Pixel noise amplitude in grey levels. */
  noise?: number;
  /** Gaussian blur sigma in pixels (≥ 0.3 to apply). */
  blur?: number;
  /** JPEG quality (default 90); `png: true` writes PNG instead. */
  jpegQuality?: number;
  png?: boolean;
  /** Save a greyscale image (a scanner in grey mode: the dropout red is lost). */
  grey?: boolean;
  seed?: number;
}

/** The distorted image and the transform that took the page's pixels to it. */
export interface DistortedSheet {
  image: Buffer;
  width: number;
  height: number;
  /** Page pixels (at the rendered dpi) -> image pixels. */
  transform: Homography;
}

/**
 * Warps the page into a new frame (rotation, shift, perspective), lights it unevenly, adds noise, blur
 * and compression. The warp maps every output pixel back into the page (bilinear), as a camera would.
 */
export async function distortSheet(page: RenderedPage, d: Distortion = {}): Promise<DistortedSheet> {
  const random = mulberry32(d.seed ?? 7);
  const pxPerMm = page.dpi / 25.4;
  const margin = d.margin ?? 0;
  const width = Math.round(page.width * (1 + 2 * margin));
  const height = Math.round(page.height * (1 + 2 * margin));
  const scale = d.scale ?? 1;
  const theta = ((d.rotateDeg ?? 0) * Math.PI) / 180;
  const tilt = (d.tilt ?? 0) * page.width;
  const shift = { x: (d.shiftMm?.x ?? 0) * pxPerMm, y: (d.shiftMm?.y ?? 0) * pxPerMm };
  const corners: Point[] = [
    { x: 0, y: 0 },
    { x: page.width, y: 0 },
    { x: 0, y: page.height },
    { x: page.width, y: page.height },
  ];
  const to = corners.map((c) => {
    const dx = (c.x - page.width / 2) * scale;
    const dy = (c.y - page.height / 2) * scale;
    return {
      x: width / 2 + dx * Math.cos(theta) - dy * Math.sin(theta) + shift.x + (random() - 0.5) * 2 * tilt,
      y: height / 2 + dx * Math.sin(theta) + dy * Math.cos(theta) + shift.y + (random() - 0.5) * 2 * tilt,
    };
  });
  const transform = solveHomography(corners, to);
  const back = invertHomography(transform);
  const out = new Uint8ClampedArray(width * height * 3);
  const bg = d.background ?? 255;
  const light = d.light ?? 0;
  const lightAngle = random() * Math.PI * 2;
  const lx = Math.cos(lightAngle);
  const ly = Math.sin(lightAngle);
  const noise = d.noise ?? 0;
  let state = ((d.seed ?? 7) * 2654435761) >>> 0 || 1;
  const src = page.data;
  const pw = page.width;
  const ph = page.height;
  const [b0, b1, b2, b3, b4, b5, b6, b7, b8] = back;
  for (let y = 0; y < height; y++) {
    // The source point and the light change linearly along a row: step them instead of recomputing.
    let wx = b1 * y + b2;
    let wy = b4 * y + b5;
    let ww = b7 * y + b8;
    let shade = 1 - light * (0.5 + 0.35 * (-lx + ly * ((y / height - 0.5) * 2)));
    const shadeStep = (light * 0.35 * lx * 2) / width;
    let o = y * width * 3;
    for (let x = 0; x < width; x++, wx += b0, wy += b3, ww += b6, shade -= shadeStep, o += 3) {
      const sx = wx / ww;
      const sy = wy / ww;
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const n = noise * (((state >>> 0) / 4294967296 - 0.5) * 2);
      if (sx < 0 || sy < 0 || sx >= pw - 1 || sy >= ph - 1) {
        const v = bg * shade + n;
        out[o] = v;
        out[o + 1] = v;
        out[o + 2] = v;
        continue;
      }
      const x0 = sx | 0;
      const y0 = sy | 0;
      const fx = sx - x0;
      const fy = sy - y0;
      const i00 = (y0 * pw + x0) * 3;
      const i01 = i00 + pw * 3;
      for (let c = 0; c < 3; c++) {
        const a = src[i00 + c]!;
        const b = src[i00 + 3 + c]!;
        const top = a + (b - a) * fx;
        const l = src[i01 + c]!;
        const bottom = l + (src[i01 + 3 + c]! - l) * fx;
        out[o + c] = (top + (bottom - top) * fy) * shade + n;
      }
    }
  }
  let img = sharp(Buffer.from(out.buffer), { raw: { width, height, channels: 3 } });
  if ((d.blur ?? 0) >= 0.3) img = img.blur(d.blur);
  if (d.grey) img = img.greyscale();
  const image = d.png
    ? await img.png({ compressionLevel: 1 }).toBuffer()
    : await img.jpeg({ quality: d.jpegQuality ?? 90 }).toBuffer();
  return { image, width, height, transform };
}

/** Where the page transform puts a template point (mm), in the distorted image's pixels. */
export function truePosition(sheet: DistortedSheet, dpi: number, p: Point): Point {
  const k = dpi / 25.4;
  return applyHomography(sheet.transform, p.x * k, p.y * k);
}
