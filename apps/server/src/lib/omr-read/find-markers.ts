import type { OmrCorner, OmrMarker, OmrTemplate } from '@lms/domain';
import type { GreyImage } from './decode';
import type { Point } from './homography';

/** A dark blob that may be a corner marker. */
interface Blob {
  x: number;
  y: number;
  side: number;
}

/** Where each corner marker's centre is in the image, or null when the page was not found. */
export type MarkerCentres = Record<OmrCorner, Point>;

const CORNERS: OmrCorner[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'];

/**
 * Pixels near the corners darker than 55 % of the mean of a window about three marker sides wide: a local threshold, so
 * a dim corner of a photo still shows its marker and a shadow over the page does not turn black.
 */
function darkMask(img: GreyImage, half: number): Uint8Array {
  const { data, width, height } = img;
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  const mask = new Uint8Array(width * height);
  // Markers sit near the corners: only the outer 40 % across and 35 % down on each side are searched.
  const left = Math.ceil(width * 0.4);
  const right = Math.floor(width * 0.6);
  const upper = Math.ceil(height * 0.35);
  const lower = Math.floor(height * 0.65);
  for (let y = 0; y < height; y++) {
    if (y >= upper && y < lower) continue;
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      if (x === left) x = right;
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        sums[y1 * stride + x1]! - sums[y0 * stride + x1]! - sums[y1 * stride + x0]! + sums[y0 * stride + x0]!;
      const mean = sum / ((x1 - x0) * (y1 - y0));
      if (data[y * width + x]! < mean * 0.55) mask[y * width + x] = 1;
    }
  }
  return mask;
}

/** Pushes an unvisited dark pixel onto the flood fill's stack; answers the new stack top. */
function visit(mask: Uint8Array, stack: Int32Array, top: number, p: number): number {
  if (mask[p] !== 1) return top;
  mask[p] = 2;
  stack[top] = p;
  return top + 1;
}

/** The solid, near-square dark blobs of about the expected side (a filled bubble is round and smaller). */
function squareBlobs(mask: Uint8Array, width: number, height: number, expectedSide: number): Blob[] {
  const blobs: Blob[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== 1) continue;
    let top = 0;
    stack[top++] = start;
    mask[start] = 2;
    let count = 0;
    let sx = 0;
    let sy = 0;
    let minX = width;
    let maxX = 0;
    let minY = height;
    let maxY = 0;
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % width;
      const y = (p - x) / width;
      count++;
      sx += x;
      sy += y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (x > 0) top = visit(mask, stack, top, p - 1);
      if (x < width - 1) top = visit(mask, stack, top, p + 1);
      if (y > 0) top = visit(mask, stack, top, p - width);
      if (y < height - 1) top = visit(mask, stack, top, p + width);
    }
    const side = Math.sqrt(count);
    if (side < expectedSide * 0.4 || side > expectedSide * 1.5) continue;
    if (minX === 0 || minY === 0 || maxX === width - 1 || maxY === height - 1) continue;
    const bw = maxX - minX + 1;
    const bh = maxY - minY + 1;
    if (bw / bh > 1.6 || bh / bw > 1.6 || count / (bw * bh) < 0.65) continue;
    blobs.push({ x: sx / count + 0.5, y: sy / count + 0.5, side });
  }
  return blobs;
}

function markerOf(template: OmrTemplate, corner: OmrCorner): OmrMarker {
  const marker = template.markers.find((m) => m.corner === corner);
  if (!marker) throw new Error(`the template has no ${corner} marker`);
  return marker;
}

/** How far the bottom-right blob is from where the other three put it (affine), as a share of the page. */
function shapeError(template: OmrTemplate, pick: Blob[]): number {
  const [tl, tr, bl, br] = CORNERS.map((c) => markerOf(template, c));
  const [a, b, c, d] = pick as [Blob, Blob, Blob, Blob];
  // BR = TL + s (TR - TL) + t (BL - TL) in the template; the same s, t in the image.
  const ux = tr!.xMm - tl!.xMm;
  const uy = tr!.yMm - tl!.yMm;
  const vx = bl!.xMm - tl!.xMm;
  const vy = bl!.yMm - tl!.yMm;
  const det = ux * vy - uy * vx;
  const wx = br!.xMm - tl!.xMm;
  const wy = br!.yMm - tl!.yMm;
  const s = (wx * vy - wy * vx) / det;
  const t = (ux * wy - uy * wx) / det;
  const px = a.x + s * (b.x - a.x) + t * (c.x - a.x);
  const py = a.y + s * (b.y - a.y) + t * (c.y - a.y);
  const diagonal = Math.hypot(d.x - a.x, d.y - a.y);
  return Math.hypot(px - d.x, py - d.y) / diagonal;
}

/** How far the blobs' sides are from the marker size at the scale the blobs' spacing gives. */
function sizeError(template: OmrTemplate, pick: Blob[]): number {
  const [tl, tr, bl] = CORNERS.map((c) => markerOf(template, c));
  const [a, b, c] = pick as [Blob, Blob, Blob];
  const across = Math.hypot(b.x - a.x, b.y - a.y) / Math.hypot(tr!.xMm - tl!.xMm, tr!.yMm - tl!.yMm);
  const down = Math.hypot(c.x - a.x, c.y - a.y) / Math.hypot(bl!.xMm - tl!.xMm, bl!.yMm - tl!.yMm);
  const pxPerMm = (across + down) / 2;
  let worst = 0;
  CORNERS.forEach((corner, i) => {
    const ratio = pick[i]!.side / (markerOf(template, corner).sizeMm * pxPerMm);
    worst = Math.max(worst, Math.abs(Math.log(ratio)));
  });
  return worst;
}

/**
 * Finds the four corner markers: solid dark near-square blobs of about the marker's size, the few
 * nearest each corner of the image, then the one choice of four whose layout matches the template's
 * (the fourth where the other three put it, within 12 % of the page, allowing perspective) and whose
 * sizes agree with their spacing. Null when no choice fits (no page, or a corner cut off).
 */
export function findMarkers(img: GreyImage, template: OmrTemplate): MarkerCentres | null {
  const { width, height } = img;
  const pxPerMm = Math.min(width / template.page.widthMm, height / template.page.heightMm);
  const markerMm = Math.max(...template.markers.map((m) => m.sizeMm));
  const expected = markerMm * pxPerMm;
  const blobs = squareBlobs(darkMask(img, Math.max(4, Math.round(expected * 1.5))), width, height, expected);
  const near = CORNERS.map((corner) => {
    const cx = corner.endsWith('Left') ? 0 : width;
    const cy = corner.startsWith('top') ? 0 : height;
    return blobs
      .filter((b) => b.x < width / 2 === (cx === 0) && b.y < height / 2 === (cy === 0))
      .sort((p, q) => Math.hypot(p.x - cx, p.y - cy) - Math.hypot(q.x - cx, q.y - cy))
      .slice(0, 4);
  });
  let best: { score: number; pick: Blob[] } | null = null;
  for (const a of near[0]!) {
    for (const b of near[1]!) {
      for (const c of near[2]!) {
        for (const d of near[3]!) {
          const pick = [a, b, c, d];
          const shape = shapeError(template, pick);
          const size = sizeError(template, pick);
          if (shape > 0.12 || size > 0.4) continue;
          const score = shape + size * 0.2;
          if (!best || score < best.score) best = { score, pick };
        }
      }
    }
  }
  if (!best) return null;
  const [tl, tr, bl, br] = best.pick as [Blob, Blob, Blob, Blob];
  return { topLeft: tl, topRight: tr, bottomLeft: bl, bottomRight: br };
}
