import { describe, expect, it } from 'vitest';
import { cropRect, fitScale, rotatedSize } from './image-geometry';

describe('image geometry', () => {
  it('maps a drag on a scaled preview to image pixels, in any direction, inside the image', () => {
    const image = { width: 1000, height: 500 };
    expect(cropRect({ x: 10, y: 20 }, { x: 110, y: 70 }, 0.5, image)).toEqual({
      x: 20,
      y: 40,
      width: 200,
      height: 100,
    });
    expect(cropRect({ x: 110, y: 70 }, { x: 10, y: 20 }, 0.5, image)).toEqual({
      x: 20,
      y: 40,
      width: 200,
      height: 100,
    });
    expect(cropRect({ x: -50, y: -5 }, { x: 900, y: 400 }, 0.5, image)).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: 500,
    });
    expect(cropRect({ x: 0, y: 0 }, { x: 2, y: 2 }, 1, image)).toBeNull();
  });

  it('swaps width and height on a quarter turn', () => {
    expect(rotatedSize({ width: 300, height: 200 })).toEqual({ width: 200, height: 300 });
  });

  it('fits without enlarging', () => {
    expect(fitScale({ width: 2000, height: 1000 }, { width: 500, height: 500 })).toBe(0.25);
    expect(fitScale({ width: 100, height: 100 }, { width: 500, height: 500 })).toBe(1);
  });
});
