import { LANGUAGE_STORAGE_KEY } from '@lms/browser/i18n';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from '../../features/auth/pages/login-page';
import { storageKeys } from '../../lib/storage';

export { BOOT_SHELL_ID } from './boot-shell-id';

/** The localStorage keys the page's boot scripts read: whether the shell is the right page, and the API's address. */
export const bootShellKeys = {
  sessionId: storageKeys.sessionId,
  language: LANGUAGE_STORAGE_KEY,
  baseUrl: storageKeys.baseUrl,
};

/**
 * Renders the English sign-in page, before the branding is known, into `container` and returns its
 * unmount. Run at build time in a simulated DOM (build/login-shell-plugin.ts) to put the page into
 * index.html, so that a first visit paints it before any script has arrived.
 */
export function renderLoginShell(container: HTMLElement): () => void {
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>,
    ),
  );
  return () => root.unmount();
}
