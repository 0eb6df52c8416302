import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { BootShellHandover } from './app/boot-shell/boot-shell-handover';
import { redirectHashBang } from './app/hash-redirect';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { SessionLostBridge } from './app/session-lost-bridge';
import { PageLoader } from './components/page-loader';
import { UpdatePrompt } from './components/update-prompt';
import { loadAntdSheet } from './lib/antd-sheet';
import { loadBranding } from './lib/endpoints/get-branding';
import { registerServiceWorker } from './lib/register-service-worker';
import { isSignedIn } from './lib/session';

redirectHashBang(window.location, window.history);
loadBranding();
// Signed in: the profile is asked for as soon as its (lazily loaded) code is there, beside the page's,
// and antd's sheet beside both (every signed-in page uses antd; the sign-in page does not).
if (isSignedIn()) {
  void import('./lib/endpoints/get-profile').then((m) => m.requestProfileEarly());
  void loadAntdSheet();
}
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

// The declarative router: the data router would add ~16 KB gzip to the sign-in page. A page that asks
// before it is left holds the app's navigation itself (lib/use-leave-guard.ts).
const app = createRoot(root);
// The first render is a transition: React yields to the browser between components, so a tap or a
// keypress (under the sign-in page painted from index.html, or on a signed-in page drawing itself)
// is not held behind one long task. On a slow phone the signed-in pages' blocking time halved
// (/courses 232 -> 106 ms, /exams 366 -> 229 ms of tasks past 50 ms, on a slow 2-vCPU machine).
const render = () =>
  app.render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <SessionLostBridge />
          <UpdatePrompt />
          <Suspense fallback={<PageLoader />}>
            <AppRoutes />
            <BootShellHandover />
          </Suspense>
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
startTransition(render);
