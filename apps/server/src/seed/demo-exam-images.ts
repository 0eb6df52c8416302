import { deflateSync } from 'node:zlib';

type Pixel = (x: number, y: number) => [number, number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGBA) drawn pixel by pixel. */
function png(width: number, height: number, pixel: Pixel): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const WHITE: [number, number, number, number] = [255, 255, 255, 255];
const SIZE = 120;

/** Small images for the demo exams: three shapes and a velocity-time graph. */
export function demoExamImages(): Record<'circle' | 'square' | 'triangle' | 'graph', Buffer> {
  const c = SIZE / 2;
  return {
    circle: png(SIZE, SIZE, (x, y) => ((x - c) ** 2 + (y - c) ** 2 <= 45 ** 2 ? [22, 119, 255, 255] : WHITE)),
    square: png(SIZE, SIZE, (x, y) =>
      x >= 20 && x < 100 && y >= 20 && y < 100 ? [82, 196, 26, 255] : WHITE,
    ),
    triangle: png(SIZE, SIZE, (x, y) =>
      y >= 20 && y < 100 && Math.abs(x - c) <= (y - 20) / 2 ? [245, 34, 45, 255] : WHITE,
    ),
    graph: png(200, SIZE, (x, y) => {
      const axis = (x >= 18 && x <= 20 && y <= 104) || (y >= 102 && y <= 104 && x >= 18);
      const line = x > 20 && x < 190 && Math.abs(102 - (x - 20) * 0.5 - y) <= 1.5;
      return axis ? [0, 0, 0, 255] : line ? [22, 119, 255, 255] : WHITE;
    }),
  };
}
