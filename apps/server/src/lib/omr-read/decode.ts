import sharp, { type Sharp } from 'sharp';

/** A page image: an encoded JPEG/PNG/TIFF file, or raw pixels (what a PDF page's image decodes to). */
export type OmrImage = Buffer | { data: Uint8Array; width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** One-channel pixels, row by row. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

function sharpOf(image: OmrImage): Sharp {
  if (Buffer.isBuffer(image)) return sharp(image, { failOn: 'none' });
  const { data, width, height, channels } = image;
  return sharp(data, { raw: { width, height, channels } });
}

/**
 * Decodes `image` to one channel, turned upright by its EXIF orientation, scaled by `factor` (≤ 1).
 * `red` keeps only the red channel of a colour image: the sheet's bubbles and letters are printed in a
 * light red that vanishes there while pencil stays dark (the "dropout colour" of OMR sheets); `luma` is
 * the ordinary grey a person sees (for the review crops). Answers the pixels and the upright full size.
 */
export async function decodeGrey(
  image: OmrImage,
  options: { channel: 'red' | 'luma'; maxPxPerMm?: number; pageMm?: { widthMm: number; heightMm: number } },
): Promise<{ grey: GreyImage; factor: number; fullWidth: number; fullHeight: number }> {
  const meta = Buffer.isBuffer(image) ? await sharp(image).metadata() : { ...image, orientation: 1 };
  const turned = (meta.orientation ?? 1) >= 5;
  const fullWidth = (turned ? meta.height : meta.width) ?? 0;
  const fullHeight = (turned ? meta.width : meta.height) ?? 0;
  if (!fullWidth || !fullHeight) throw new Error('the image has no size');
  let factor = 1;
  if (options.maxPxPerMm && options.pageMm) {
    const pxPerMm = Math.min(fullWidth / options.pageMm.widthMm, fullHeight / options.pageMm.heightMm);
    factor = Math.min(1, options.maxPxPerMm / pxPerMm);
  }
  let pipeline = sharpOf(image).rotate().removeAlpha();
  if (factor < 1) {
    pipeline = pipeline.resize(Math.round(fullWidth * factor), Math.round(fullHeight * factor), {
      fit: 'fill',
    });
  }
  const channels = meta.channels ?? 1;
  pipeline =
    options.channel === 'red' && channels >= 3 ? pipeline.extractChannel('red') : pipeline.greyscale();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const grey = {
    data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height),
    width: info.width,
    height: info.height,
  };
  return { grey, factor: info.width / fullWidth, fullWidth, fullHeight };
}
