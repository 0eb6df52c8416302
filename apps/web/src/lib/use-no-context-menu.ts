import { useEffect } from 'react';

/** Blocks the browser's right-click menu while the calling page is shown. */
export function useNoContextMenu(): void {
  useEffect(() => {
    const block = (event: Event) => event.preventDefault();
    document.addEventListener('contextmenu', block);
    return () => document.removeEventListener('contextmenu', block);
  }, []);
}
