import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguageSwitch } from '../../../components/language-switch';
import { PageLoader } from '../../../components/page-loader';
import { PlainButton } from '../../../components/plain-button';
import { uiColors } from '../../../components/ui-colors';
import { useT } from '../../../lib/i18n/use-t';
import { getQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { getStoredGuardian } from '../../../lib/storage';
import { logoutGuardian } from '../api/guardian-api';

/** The guardian's shell: the institute's logo, the number signed in, the language and Sign out, then the page. */
export function GuardianLayout() {
  const { t } = useT();
  const signOut = async () => {
    // The session ends here whatever the server answers (it may already be gone).
    await logoutGuardian().catch(() => undefined);
    getQueryClient().clear();
    endSession();
    window.location.assign('/guardian/login');
  };
  return (
    <QueryClientProvider client={getQueryClient()}>
      <header
        className="no-print"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          padding: '8px 12px',
          borderBottom: `1px solid ${uiColors.border}`,
        }}
      >
        <BrandLogo height={36} />
        <span style={{ color: uiColors.textSecondary, fontSize: 13 }}>
          {t('Guardian')} · {getStoredGuardian()?.phone}
        </span>
        <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <LanguageSwitch />
          <PlainButton onClick={() => void signOut()}>{t('Logout')}</PlainButton>
        </div>
      </header>
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: '12px 12px 32px' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </QueryClientProvider>
  );
}
