import { theme } from 'antd';
import { useState } from 'react';
import { useInstituteBranding } from '../lib/institute-branding';

/** Props of the institute's brand. */
export interface InstituteBrandProps {
  /** The logo's height in pixels. */
  height: number;
}

/**
 * The institute's logo (its short name in the primary colour when it has none or it fails to load)
 * beside its name; nothing until the branding has loaded.
 */
export function InstituteBrand({ height }: InstituteBrandProps) {
  const branding = useInstituteBranding();
  const { token } = theme.useToken();
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!branding) return null;
  const showLogo = branding.logoUrl && failedUrl !== branding.logoUrl;
  return (
    <span
      data-testid="institute-brand"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}
    >
      {showLogo ? (
        <img
          src={branding.logoUrl}
          alt=""
          height={height}
          style={{ height, maxWidth: height * 3, objectFit: 'contain', flexShrink: 0 }}
          onError={() => setFailedUrl(branding.logoUrl)}
        />
      ) : (
        branding.shortName &&
        branding.shortName !== branding.name && (
          <strong style={{ flexShrink: 0, color: token.colorPrimary }}>{branding.shortName}</strong>
        )
      )}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {branding.name}
      </span>
    </span>
  );
}
