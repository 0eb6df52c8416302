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

redirectHashBang(window.location, window.history);
loadBranding();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

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
