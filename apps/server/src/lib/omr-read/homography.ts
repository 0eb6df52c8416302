/** A point in a plane (template millimetres or image pixels). */
export interface Point {
  x: number;
  y: number;
}

/** A 3x3 projective transform, row-major, with the last entry fixed to 1. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/**
 * The projective transform taking each of four `from` points onto the matching `to` point: the eight
 * unknowns of the 3x3 matrix (its last entry is 1) from the eight linear equations the pairs give.
 * Throws when three of the points lie on one line (no transform exists).
 */
export function solveHomography(from: readonly Point[], to: readonly Point[]): Homography {
  if (from.length !== 4 || to.length !== 4) throw new Error('a homography needs exactly four point pairs');
  if (hasThreeInLine(from) || hasThreeInLine(to)) throw new Error('the points do not define a homography');
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const h = solveLinear(rows);
  return [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
}

function hasThreeInLine(points: readonly Point[]): boolean {
  const extent = Math.max(
    ...points.flatMap((p, i) => points.map((q) => (i ? Math.hypot(p.x - q.x, p.y - q.y) : 0))),
  );
  for (let i = 0; i < 4; i++) {
    const [a, b, c] = points.filter((_, j) => j !== i) as [Point, Point, Point];
    const area = Math.abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
    if (area < 1e-9 * extent * extent) return true;
  }
  return false;
}

/** Gaussian elimination with partial pivoting on an n x (n+1) augmented matrix. */
function solveLinear(m: number[][]): number[] {
  const n = m.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) throw new Error('the points do not define a homography');
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r]!;
      const f = row[col]! / p[col]!;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) row[c]! -= f * p[c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Where `h` takes the point (x, y). */
export function applyHomography(h: Homography, x: number, y: number): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
}

/** The inverse transform (the adjugate, scaled so its last entry is 1). */
export function invertHomography(h: Homography): Homography {
  const [a, b, c, d, e, f, g, k, l] = h;
  const inv = [
    e * l - f * k,
    c * k - b * l,
    b * f - c * e,
    f * g - d * l,
    a * l - c * g,
    c * d - a * f,
    d * k - e * g,
    b * g - a * k,
    a * e - b * d,
  ];
  const s = inv[8]!;
  return inv.map((v) => v / s) as unknown as Homography;
}
