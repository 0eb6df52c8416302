import { fontStack } from '@lms/browser/fonts';
import { ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useAntdLocale, useT } from '../lib/i18n/use-t';
import { consolePrimaryColour, useInstituteBranding } from '../lib/institute-branding';

// No animations when the device asks for reduced motion (a click can then never land on a dialog
// still zooming in).
const motion = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Props of the branded theme. */
export interface BrandedThemeProps {
  children: ReactNode;
}

/**
 * antd's theme for the console: the institute's colour (made readable) as the primary colour once the
 * branding has loaded (antd's default look until then), the font stack with the shipped Bengali font,
 * antd's texts in the shown language; the browser tab titled with the institute's name.
 */
export function BrandedTheme({ children }: BrandedThemeProps) {
  const { t } = useT();
  const locale = useAntdLocale();
  const branding = useInstituteBranding();
  const colorPrimary = consolePrimaryColour(branding?.primaryColor);
  const title = branding?.name ? t('{{name}} · Console', { name: branding.name }) : t('Staff console');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <ConfigProvider
      locale={locale}
      theme={{
        // antd's component styles come from its static sheet (imported by main.tsx), not from
        // run-time CSS-in-JS: every page renders with less script. The tokens below still apply
        // (as CSS variables).
        zeroRuntime: true,
        token: {
          motion,
          fontFamily: fontStack,
          ...(colorPrimary && { colorPrimary, colorLink: colorPrimary }),
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
