import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
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

// The declarative router: the data router would add ~16 KB gzip to the sign-in page. A page that asks
// before it is left holds the app's navigation itself (lib/use-leave-guard.ts).
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <SessionLostBridge />
        <UpdatePrompt />
        <Suspense fallback={<PageLoader />}>
          <AppRoutes />
        </Suspense>
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
