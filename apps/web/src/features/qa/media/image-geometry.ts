/** A rectangle in image pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The rectangle between two points dragged on a picture shown at `scale` (shown pixels per image
 * pixel), in whole image pixels and inside the image. Null when it is too small to be a crop.
 */
export function cropRect(
  from: { x: number; y: number },
  to: { x: number; y: number },
  scale: number,
  image: { width: number; height: number },
  minSize = 8,
): Rect | null {
  const clampX = (v: number) => Math.min(image.width, Math.max(0, Math.round(v / scale)));
  const clampY = (v: number) => Math.min(image.height, Math.max(0, Math.round(v / scale)));
  const x1 = clampX(Math.min(from.x, to.x));
  const x2 = clampX(Math.max(from.x, to.x));
  const y1 = clampY(Math.min(from.y, to.y));
  const y2 = clampY(Math.max(from.y, to.y));
  if (x2 - x1 < minSize || y2 - y1 < minSize) return null;
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/** The size of a picture after a quarter turn. */
export function rotatedSize(size: { width: number; height: number }): { width: number; height: number } {
  return { width: size.height, height: size.width };
}

/** The scale that fits a picture into a box without enlarging it. */
export function fitScale(
  image: { width: number; height: number },
  box: { width: number; height: number },
): number {
  if (image.width === 0 || image.height === 0) return 1;
  return Math.min(1, box.width / image.width, box.height / image.height);
}
