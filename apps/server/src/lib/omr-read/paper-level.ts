import type { GreyImage } from './decode';

/**
 * The brightness of bare paper across the page, so that a mark is judged against the paper beside it
 * and not against one level for the whole sheet (a photo is lit unevenly). Each block's 90th percentile
 * is its paper (print and marks cover far less than a tenth of a block of 10 mm); between block centres
 * the level is interpolated. Answers a function of an image position.
 */
export function paperLevels(img: GreyImage, block: number): (x: number, y: number) => number {
  const { data, width, height } = img;
  const cols = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const levels = new Float32Array(cols * rows);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      histogram.fill(0);
      const x1 = Math.min(width, (bx + 1) * block);
      const y1 = Math.min(height, (by + 1) * block);
      let n = 0;
      for (let y = by * block; y < y1; y++) {
        for (let x = bx * block; x < x1; x++) {
          histogram[data[y * width + x]!]!++;
          n++;
        }
      }
      let seen = 0;
      let v = 255;
      for (; v > 0; v--) {
        seen += histogram[v]!;
        if (seen >= n * 0.1) break;
      }
      levels[by * cols + bx] = Math.max(v, 1);
    }
  }
  return (x, y) => {
    const fx = Math.min(Math.max(x / block - 0.5, 0), cols - 1);
    const fy = Math.min(Math.max(y / block - 0.5, 0), rows - 1);
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const x1 = Math.min(x0 + 1, cols - 1);
    const y1 = Math.min(y0 + 1, rows - 1);
    const tx = fx - x0;
    const ty = fy - y0;
    const top = levels[y0 * cols + x0]! * (1 - tx) + levels[y0 * cols + x1]! * tx;
    const bottom = levels[y1 * cols + x0]! * (1 - tx) + levels[y1 * cols + x1]! * tx;
    return top * (1 - ty) + bottom * ty;
  };
}
