import { Image } from 'antd';
import { assetUrl } from '../../lib/asset-url';
import { useBranding } from '../../lib/endpoints/get-branding';

/** Props of an exam image. */
export interface ExamImageProps {
  /** A storage key or an address. */
  src: string;
  alt: string;
  maxHeight?: number;
  /** Click to enlarge (off for option images: a click there chooses the option). */
  preview?: boolean;
}

/**
 * An image of a question, option or explanation, from the asset host. Its box (the width there is,
 * `maxHeight` high) is kept before the picture arrives: on a slow link the options below must not
 * move under a finger about to tap one. The picture is shown in it at its own size, or smaller to fit,
 * never enlarged.
 */
export function ExamImage({ src, alt, maxHeight = 240, preview = true }: ExamImageProps) {
  const host = useBranding()?.assetHost;
  return (
    <Image
      src={assetUrl(host, src)}
      alt={alt}
      width="100%"
      height={maxHeight}
      style={{ objectFit: 'scale-down', objectPosition: 'left center' }}
      loading="lazy"
      preview={preview}
    />
  );
}
