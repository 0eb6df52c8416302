import { useEffect } from 'react';
import type { Branding } from '../lib/endpoints/get-branding';

/** Puts the institute's name in the document title and its logo as the page icon. */
export function useApplyBranding(branding: Branding | undefined): void {
  useEffect(() => {
    if (!branding) return;
    if (branding.name) document.title = branding.name;
    if (branding.logoUrl) {
      let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!icon) {
        icon = document.createElement('link');
        icon.rel = 'icon';
        document.head.appendChild(icon);
      }
      icon.href = branding.logoUrl;
    }
    if (branding.primaryColor)
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', branding.primaryColor);
  }, [branding]);
}
