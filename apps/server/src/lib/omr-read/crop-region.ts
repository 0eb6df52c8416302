import type { OmrCorner, OmrTemplate } from '@lms/domain';
import sharp from 'sharp';
import { decodeGrey, type GreyImage, type OmrImage } from './decode';
import type { MarkerCentres } from './find-markers';
import { solveHomography } from './homography';

/** A page decoded once, in the ordinary grey a person sees at full resolution, for `cropOmrRegion`. */
export async function pageForCrops(image: OmrImage): Promise<GreyImage> {
  return (await decodeGrey(image, { channel: 'luma' })).grey;
}

/** A rectangle of the sheet, in template millimetres. */
export interface OmrRegion {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

/** The part of the sheet a doubt is about: the roll block, the set codes, or one question's row. */
export type OmrPart = { field: 'roll' } | { field: 'set' } | { question: number };

/** The rectangle around a part's bubbles, with `marginMm` (default 4, room for the printed labels). */
export function regionOf(template: OmrTemplate, part: OmrPart, marginMm = 4): OmrRegion | null {
  const bubbles = template.bubbles.filter((b) =>
    'question' in part ? b.field === 'question' && b.number === part.question : b.field === part.field,
  );
  if (bubbles.length === 0) return null;
  const left = Math.min(...bubbles.map((b) => b.xMm - b.rMm)) - marginMm;
  const top = Math.min(...bubbles.map((b) => b.yMm - b.rMm)) - marginMm;
  const right = Math.max(...bubbles.map((b) => b.xMm + b.rMm)) + marginMm;
  const bottom = Math.max(...bubbles.map((b) => b.yMm + b.rMm)) + marginMm;
  return { xMm: left, yMm: top, widthMm: right - left, heightMm: bottom - top };
}

/**
 * Cuts `region` out of the page as it would look printed flat: every output pixel is mapped through the
 * perspective transform the read found (template mm -> image pixels, from `corners`) and sampled
 * (bilinear) from the full-resolution image in ordinary grey, so the review screen shows the bubbles'
 * letters beside the marks. Answers an encoded PNG (default) or JPEG, `pxPerMm` pixels a millimetre.
 * `page` is the page in grey at full resolution (`pageForCrops`), decoded once for all its crops.
 */
export async function cropOmrRegion(
  page: GreyImage,
  template: OmrTemplate,
  corners: MarkerCentres,
  region: OmrRegion,
  options: { pxPerMm?: number; format?: 'png' | 'jpeg' } = {},
): Promise<Buffer> {
  const k = options.pxPerMm ?? 8;
  const grey = page;
  const order: OmrCorner[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'];
  const h = solveHomography(
    order.map((c) => {
      const m = template.markers.find((marker) => marker.corner === c);
      if (!m) throw new Error(`the template has no ${c} marker`);
      return { x: m.xMm, y: m.yMm };
    }),
    order.map((c) => corners[c]),
  );
  const width = Math.max(1, Math.round(region.widthMm * k));
  const height = Math.max(1, Math.round(region.heightMm * k));
  const out = new Uint8ClampedArray(width * height).fill(255);
  const { data, width: sw, height: sh } = grey;
  for (let y = 0; y < height; y++) {
    const ym = region.yMm + (y + 0.5) / k;
    for (let x = 0; x < width; x++) {
      const xm = region.xMm + (x + 0.5) / k;
      const w = h[6] * xm + h[7] * ym + h[8];
      const sx = (h[0] * xm + h[1] * ym + h[2]) / w - 0.5;
      const sy = (h[3] * xm + h[4] * ym + h[5]) / w - 0.5;
      if (sx < 0 || sy < 0 || sx >= sw - 1 || sy >= sh - 1) continue;
      const x0 = sx | 0;
      const y0 = sy | 0;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * sw + x0;
      const top = data[i]! + (data[i + 1]! - data[i]!) * fx;
      const bottom = data[i + sw]! + (data[i + sw + 1]! - data[i + sw]!) * fx;
      out[y * width + x] = top + (bottom - top) * fy;
    }
  }
  const img = sharp(Buffer.from(out.buffer), { raw: { width, height, channels: 1 } });
  return options.format === 'jpeg' ? img.jpeg({ quality: 85 }).toBuffer() : img.png().toBuffer();
}
