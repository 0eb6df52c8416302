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

/** An image of a question, option or explanation, from the asset host. */
export function ExamImage({ src, alt, maxHeight = 240, preview = true }: ExamImageProps) {
  const host = useBranding()?.assetHost;
  return (
    <Image
      src={assetUrl(host, src)}
      alt={alt}
      style={{ maxWidth: '100%', maxHeight, objectFit: 'contain' }}
      loading="lazy"
      preview={preview}
    />
  );
}
