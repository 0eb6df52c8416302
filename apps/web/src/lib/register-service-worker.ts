import { isSignedIn } from './session';

/**
 * Registers /sw.js (build/service-worker-plugin.ts: the app shell kept on the device, so the app
 * opens with no network) once the page has loaded. Production builds only: the dev server has no
 * /sw.js and must always serve fresh code. Signed-in students only: a visitor's mobile data is not
 * spent on precaching the app (sign-in reloads the app, which then registers it).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !isSignedIn()) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('The offline app shell could not be installed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
