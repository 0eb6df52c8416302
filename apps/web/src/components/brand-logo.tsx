import { useBranding } from '../lib/endpoints/get-branding';

/** Props of the institute logo. */
export interface BrandLogoProps {
  height: number;
}

/** The institute's logo from the run-time branding; its short name while there is no logo. */
export function BrandLogo({ height }: BrandLogoProps) {
  const branding = useBranding();
  if (!branding) return <span style={{ display: 'inline-block', height }} />;
  if (!branding.logoUrl)
    return <strong style={{ fontSize: height / 2, lineHeight: `${height}px` }}>{branding.shortName}</strong>;
  return (
    <img
      src={branding.logoUrl}
      alt={branding.name}
      style={{ height, maxWidth: '100%', objectFit: 'contain' }}
    />
  );
}
