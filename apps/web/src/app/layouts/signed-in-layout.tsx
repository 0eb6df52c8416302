import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { getQueryClient } from '../../lib/query-client';
import { isSignedIn } from '../../lib/session';
import { useLiveResults } from '../../lib/use-live-results';
import { AppHeader } from './app-header';
import { TabMenu } from './tab-menu';

/** Forgets the student's cached data once the shell goes away because the student signed out. */
function useForgetDataOnSignOut(): void {
  useEffect(
    () => () => {
      setTimeout(() => {
        if (!isSignedIn()) getQueryClient().clear();
      }, 0);
    },
    [],
  );
}

/** Keeps the shown marks current (inside the query provider). */
function LiveResults(): null {
  useLiveResults();
  return null;
}

/** The signed-in shell: TanStack Query, the header, the student tabs, then the page. */
export function SignedInLayout() {
  useForgetDataOnSignOut();
  return (
    <QueryClientProvider client={getQueryClient()}>
      <LiveResults />
      <AppHeader />
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: '12px 12px 32px' }}>
        <TabMenu />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </QueryClientProvider>
  );
}
