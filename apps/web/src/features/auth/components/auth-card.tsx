import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguageSwitch } from '../../../components/language-switch';
import { uiColors } from '../../../components/ui-colors';
import { useBranding } from '../../../lib/endpoints/get-branding';

/** Props of the signed-out screens' card. */
export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The centred card of the signed-out screens, with the institute's logo and name on top.
 * Plain elements in antd's colours: antd's Card and Typography cost too much on the first page.
 */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const branding = useBranding();
  return (
    <main style={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', padding: '32px 12px' }}>
      <div style={{ width: '100%', maxWidth: 420 }}>
        <div style={{ textAlign: 'center', marginBottom: 16 }}>
          <BrandLogo height={64} />
          {/* Kept while the branding loads, so the name arriving moves nothing. */}
          <div
            data-brand-name
            style={{
              color: uiColors.textSecondary,
              marginTop: 4,
              fontSize: 14,
              lineHeight: '22px',
              minHeight: 22,
            }}
          >
            {branding?.name}
          </div>
        </div>
        <section
          style={{
            background: uiColors.background,
            borderRadius: 12,
            border: `1px solid ${uiColors.border}`,
            padding: 24,
            fontSize: 14,
            color: uiColors.text,
          }}
        >
          <h1
            style={{
              margin: '0 0 8px',
              fontSize: 24,
              fontWeight: 600,
              textAlign: 'center',
              color: uiColors.text,
            }}
          >
            {title}
          </h1>
          {subtitle ? (
            <p style={{ margin: '0 0 16px', textAlign: 'center', color: uiColors.textSecondary }}>
              {subtitle}
            </p>
          ) : (
            <div style={{ height: 8 }} />
          )}
          {children}
        </section>
        <div style={{ marginTop: 12 }}>
          <LanguageSwitch />
        </div>
      </div>
    </main>
  );
}
