import type { AppContext } from '../../context';
import type { ServedPage } from '../../plugins/web-app';
import { brandedPage } from './branded-page';
import { type Branding, getBranding } from './get-branding';
import { logoPreloadLink } from './logo-preload';

/**
 * The student app's page for the branding in force: the built index.html with the institute written
 * into its sign-in page, and the logo's preload header. Made once per branding (the cached branding
 * object), not per request: a page load costs a map lookup until staff change the branding.
 */
export function servedPageOf(ctx: AppContext): (built: string) => Promise<ServedPage> {
  const made = new WeakMap<Branding, ServedPage>();
  return async (built) => {
    const branding = await getBranding(ctx);
    let page = made.get(branding);
    if (!page) {
      page = { html: brandedPage(built, branding), link: logoPreloadLink(branding.logoUrl) };
      made.set(branding, page);
    }
    return page;
  };
}
