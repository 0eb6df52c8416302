import { followOtherTab, updateReady } from './service-worker-update';
import { isSignedIn } from './session';

/**
 * Registers the service worker (Workbox, built by vite-plugin-pwa: build/workbox-options.ts) once the
 * page has loaded. Production builds only: the dev server must always serve fresh code. Signed-in
 * students only: a visitor's mobile data is not spent on precaching the app (sign-in reloads the
 * app, which then registers it). A new build waits until the student accepts it
 * (components/update-prompt.tsx); the page is never reloaded by the worker during an exam.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !isSignedIn()) return;
  const register = async () => {
    try {
      const { registerSW } = await import('virtual:pwa-register');
      const update = registerSW({
        onNeedRefresh: () => updateReady(() => update()),
        onNeedReload: () => followOtherTab(window.location.pathname, () => window.location.reload()),
        onRegisterError: (error: unknown) => console.error('The offline app could not be installed', error),
      });
    } catch (error) {
      console.error('The offline app could not be installed', error);
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
