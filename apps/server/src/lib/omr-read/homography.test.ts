import { describe, expect, it } from 'vitest';
import { applyHomography, invertHomography, solveHomography } from './homography';

describe('solveHomography', () => {
  const from = [
    { x: 14, y: 14 },
    { x: 196, y: 14 },
    { x: 14, y: 283 },
    { x: 196, y: 283 },
  ];
  const to = [
    { x: 120, y: 90 },
    { x: 1150, y: 140 },
    { x: 60, y: 1700 },
    { x: 1230, y: 1640 },
  ];
  it('takes each point onto its pair, and its inverse takes them back', () => {
    const h = solveHomography(from, to);
    const back = invertHomography(h);
    from.forEach((p, i) => {
      const q = applyHomography(h, p.x, p.y);
      expect(q.x).toBeCloseTo(to[i]!.x, 6);
      expect(q.y).toBeCloseTo(to[i]!.y, 6);
      const r = applyHomography(back, q.x, q.y);
      expect(r.x).toBeCloseTo(p.x, 6);
      expect(r.y).toBeCloseTo(p.y, 6);
    });
  });
  it('refuses points of which three lie on a line', () => {
    expect(() => solveHomography([from[0]!, from[1]!, { x: 105, y: 14 }, from[3]!], to)).toThrow(
      /homography/,
    );
  });
});
