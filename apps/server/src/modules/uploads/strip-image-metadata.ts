import { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { badRequest } from '../../lib/http-error';
import { TooLargeError } from '../../lib/storage';

/** Pictures whose metadata (EXIF with GPS position and camera, XMP, IPTC) is removed before storing. */
const STRIPPED: Readonly<Record<string, (image: Sharp) => Sharp>> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90, mozjpeg: true }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

// A decompression bomb (a small file of huge dimensions) is refused instead of decoded: 50 megapixels
// is more than any phone camera takes.
const MAX_PIXELS = 50_000_000;

async function readAll(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxBytes) {
      body.destroy();
      throw new TooLargeError();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The markers of EXIF and XMP blocks, looked for when a picture's header cannot be read. */
const METADATA_MARKERS = [Buffer.from('Exif\0\0'), Buffer.from('<x:xmpmeta'), Buffer.from('eXIf')];

/** True when a picture says something about itself beyond its pixels. */
async function carriesMetadata(bytes: Buffer): Promise<boolean> {
  try {
    const m = await sharp(bytes).metadata();
    return Boolean(m.exif || m.xmp || m.iptc || m.comments?.length || (m.orientation ?? 1) !== 1);
  } catch {
    return METADATA_MARKERS.some((marker) => bytes.includes(marker));
  }
}

/**
 * Re-encodes a JPEG, PNG or WebP picture that carries metadata (EXIF with GPS position and camera, XMP,
 * IPTC, text comments) without it, so a photo of a written answer does not publish where and with what
 * it was taken. The picture is first turned upright by its EXIF orientation (which goes with the rest).
 * A picture without metadata is stored as sent (no re-encoding, no loss); one with metadata that cannot
 * be re-encoded is refused. Other types are passed through.
 */
export async function stripImageMetadata(type: string, body: Readable, maxBytes: number): Promise<Readable> {
  const encode = STRIPPED[type];
  if (!encode) return body;
  const bytes = await readAll(body, maxBytes);
  if (!(await carriesMetadata(bytes))) return Readable.from([bytes]);
  try {
    const image = sharp(bytes, { animated: type === 'image/webp', limitInputPixels: MAX_PIXELS }).rotate();
    return Readable.from([await encode(image).toBuffer()]);
  } catch {
    // It has metadata we could not take out: refused rather than published.
    throw badRequest('Wrong file content', 'The picture could not be read. Please send another one.');
  }
}
