import { type CSSProperties, useState } from 'react';
import { assetUrl } from '../lib/asset-url';
import { useBranding } from '../lib/endpoints/get-branding';

/** Props of a cover image. */
export interface CoverImageProps {
  /** A storage key (shown under the asset host) or an address; empty shows the fallback. */
  src: string | null | undefined;
  alt: string;
  /** Height in pixels; the width fills the card. */
  height?: number;
  /** Loads at once and first (a cover in the first screen, likely its largest paint); else when near. */
  eager?: boolean;
  style?: CSSProperties;
}

/** A neutral picture with the first letter of the name, shown when there is no image or it fails. */
function Fallback({ alt, height }: { alt: string; height: number }) {
  return (
    <div
      role="img"
      aria-label={alt}
      data-fallback="true"
      style={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #e6f4ff, #f0f5ff)',
        color: 'var(--brand-primary, #1677ff)',
        fontSize: Math.round(height / 3),
        fontWeight: 600,
      }}
    >
      {alt.trim().charAt(0).toUpperCase() || '?'}
    </div>
  );
}

/** A card cover: the stored image under the asset host, or a fallback when it is missing or fails. */
export function CoverImage({ src, alt, height = 160, eager = false, style }: CoverImageProps) {
  const branding = useBranding();
  const url = assetUrl(branding?.assetHost, src);
  // the address that failed to load: another address gets its own try
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!url || failedUrl === url) return <Fallback alt={alt} height={height} />;
  return (
    <img
      src={url}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      onError={() => setFailedUrl(url)}
      style={{ width: '100%', height, objectFit: 'cover', display: 'block', ...style }}
    />
  );
}
