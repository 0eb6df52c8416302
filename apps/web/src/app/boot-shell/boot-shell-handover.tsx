import { useLayoutEffect } from 'react';
import { useBrandingState } from '../../lib/endpoints/get-branding';
import { BOOT_SHELL_ID } from './boot-shell-id';

/**
 * Removes the sign-in page painted from index.html once the app shows its own page in its place:
 * rendered beside the routes inside their Suspense boundary, so it runs when the page's code is there,
 * and after the branding, which the pages wait for. Removed in a layout effect: no frame without either.
 */
export function BootShellHandover() {
  const ready = useBrandingState().status !== 'pending';
  useLayoutEffect(() => {
    if (ready) document.getElementById(BOOT_SHELL_ID)?.remove();
  }, [ready]);
  return null;
}
