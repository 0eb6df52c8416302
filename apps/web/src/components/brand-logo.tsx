import { useState } from 'react';
import { useBranding } from '../lib/endpoints/get-branding';

/** Props of the institute logo. */
export interface BrandLogoProps {
  height: number;
}

/** The institute's logo from the run-time branding; its short name when there is no logo or it fails to load. */
export function BrandLogo({ height }: BrandLogoProps) {
  const branding = useBranding();
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!branding) return <span data-brand-logo style={{ display: 'inline-block', height }} />;
  if (!branding.logoUrl || failedUrl === branding.logoUrl) {
    return (
      <strong
        style={{ fontSize: Math.round(height / 2), lineHeight: `${height}px`, color: 'var(--brand-primary)' }}
      >
        {branding.shortName || branding.name}
      </strong>
    );
  }
  return (
    <img
      src={branding.logoUrl}
      alt={branding.name}
      height={height}
      style={{ height, maxWidth: '100%', objectFit: 'contain' }}
      onError={() => setFailedUrl(branding.logoUrl)}
    />
  );
}
