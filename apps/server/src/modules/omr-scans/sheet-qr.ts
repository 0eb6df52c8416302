import type { OmrTemplate } from '@lms/domain';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { cropOmrRegion } from '../../lib/omr-read/crop-region';
import type { GreyImage } from '../../lib/omr-read/decode';
import type { MarkerCentres } from '../../lib/omr-read/find-markers';

/** Pixels a millimetre of the QR crop: 27 mm of a version 4 code gives ~6 px a module. */
const QR_PX_PER_MM = 8;

/**
 * The exam and layout a sheet's QR code names (`omr:<examId>:<layoutId>`), cut out of the page flat
 * through the markers' transform; null when no code could be decoded there (a faint print, a fold):
 * then the sheet cannot be told to belong elsewhere. `image` is the page as `pageForCrops` decodes it.
 */
export async function readSheetQr(
  image: GreyImage,
  template: OmrTemplate,
  corners: MarkerCentres,
): Promise<{ examId: string; layoutId: string } | null> {
  const margin = 3;
  const region = {
    xMm: template.qr.xMm - margin,
    yMm: template.qr.yMm - margin,
    widthMm: template.qr.sizeMm + 2 * margin,
    heightMm: template.qr.sizeMm + 2 * margin,
  };
  const png = await cropOmrRegion(image, template, corners, region, { pxPerMm: QR_PX_PER_MM });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    info.width,
    info.height,
  );
  const match = code ? /^omr:([0-9a-f-]{36}):([A-Za-z0-9-]+)$/.exec(code.data) : null;
  return match ? { examId: match[1]!, layoutId: match[2]! } : null;
}
