import { fontStack } from '@lms/browser/fonts';
import { ConfigProvider } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { PageLoader } from '../components/page-loader';
import { useBrandingState } from '../lib/endpoints/get-branding';
import { useAntdLocale } from '../lib/i18n/use-t';
import { useMediaQuery } from '../lib/use-media-query';
import { accessibleColours, accessibleComponents } from './theme-tokens';
import { ToastHostMount } from './toast-host-mount';
import { useApplyBranding } from './use-apply-branding';

/** Props of the providers. */
export interface ProvidersProps {
  children: ReactNode;
}

/**
 * The branding theme (antd ConfigProvider with the institute's primary colour, every colour made
 * readable (theme-tokens.ts), and the font stack with
 * the shipped Bengali font; title and icon; antd's own texts in Bengali while Bengali is shown;
 * no animations when the device asks for reduced motion) and the lazily loaded toasts. The pages
 * mount at once, hidden, so their code loads while the branding arrives; they show once it is there
 * (or failed). TanStack Query is provided by the signed-in shell only.
 */
export function Providers({ children }: ProvidersProps) {
  const branding = useBrandingState();
  useApplyBranding(branding.data);
  const ready = branding.status !== 'pending';
  const colours = accessibleColours(branding.data?.primaryColor);
  const motion = !useMediaQuery('(prefers-reduced-motion: reduce)');
  const locale = useAntdLocale();
  return (
    <ConfigProvider
      locale={locale}
      theme={{
        // antd's component styles come from a static sheet made at build time (build/antd-sheet-plugin.ts,
        // loaded by lib/antd-sheet.ts), not computed in the phone's browser on every page; the tokens
        // below still apply, as CSS variables.
        zeroRuntime: true,
        token: { ...colours, borderRadius: 8, motion, fontFamily: fontStack },
        components: accessibleComponents(colours.colorPrimary),
      }}
    >
      <ToastHostMount />
      {ready ? null : <PageLoader />}
      <div hidden={!ready} style={{ '--brand-primary': colours.colorPrimary } as CSSProperties}>
        {children}
      </div>
    </ConfigProvider>
  );
}
