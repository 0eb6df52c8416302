import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, Spin } from 'antd';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page';
import { setSessionLostHandler } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { BrandedTheme } from './branded-theme';

const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    // The signed-in console loads after sign-in: the sign-in page stays small.
    {
      path: '/',
      // Shown while the lazy console loads on a first visit (without it React Router warns on each load).
      hydrateFallbackElement: <Spin size="large" style={{ display: 'block', marginTop: '30vh' }} />,
      lazy: async () => ({ Component: (await import('./console-layout')).ConsoleLayout }),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./section-page')).FirstSection }) },
        { path: ':section', lazy: async () => ({ Component: (await import('./section-page')).SectionPage }) },
        // An exam's paper sheets: uploaded scans and CSV imports, and the sheets read.
        {
          path: 'exams/:examId/omr-scans',
          lazy: async () => ({
            Component: (await import('../features/omr-scans/pages/omr-scans-page')).OmrScansPage,
          }),
        },
        // One record of a section (e.g. /exam-day/:examId): the section's page reads `itemId`.
        {
          path: ':section/:itemId',
          lazy: async () => ({ Component: (await import('./section-page')).SectionPage }),
        },
      ],
    },
  ],
  { basename: '/staff' },
);

// A 401 anywhere: back to the sign-in page, which says the session has ended.
setSessionLostHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});

/** The staff console. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedTheme>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </BrandedTheme>
    </QueryClientProvider>
  );
}
