import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { redirectHashBang } from './app/hash-redirect';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { SessionLostBridge } from './app/session-lost-bridge';
import { PageLoader } from './components/page-loader';
import { UpdatePrompt } from './components/update-prompt';
import { loadBranding } from './lib/endpoints/get-branding';
import { registerServiceWorker } from './lib/register-service-worker';
import { isSignedIn } from './lib/session';

redirectHashBang(window.location, window.history);
loadBranding();
// Signed in: the profile is asked for as soon as its (lazily loaded) code is there, beside the page's.
if (isSignedIn()) void import('./lib/endpoints/get-profile').then((m) => m.requestProfileEarly());
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

function Shell() {
  return (
    <Providers>
      <SessionLostBridge />
      <UpdatePrompt />
      <Suspense fallback={<PageLoader />}>
        <AppRoutes />
      </Suspense>
    </Providers>
  );
}

// A data router (one splat route around the app's own routes) so a page can hold navigation back
// (the exam in progress asks before it is left).
const router = createBrowserRouter([{ path: '*', element: <Shell /> }]);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
