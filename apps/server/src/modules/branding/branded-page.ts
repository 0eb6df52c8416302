import type { Branding } from './get-branding';
import { pageLogoAddress } from './logo-preload';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The places the built sign-in page (the boot shell in index.html) keeps for the institute: an empty
// box of the logo's height, and an empty line for the name.
const LOGO_PLACE = /<span data-brand-logo="true" style="display: inline-block; height: (\d+)px;"><\/span>/;
const NAME_PLACE = /(<div data-brand-name="true"[^>]*>)(<\/div>)/;

/**
 * The student app's index.html with the institute's logo and name written into the places its
 * sign-in page keeps for them, as the page's boot script would put them there once the branding has
 * come: the largest picture then paints with the page, not after a request and a script. A page
 * without those places (another build), or a logo address the page may not use, is left as it is
 * there, and the boot script fills it as before.
 */
export function brandedPage(html: string, branding: Pick<Branding, 'name' | 'logoUrl'>): string {
  const logo = pageLogoAddress(branding.logoUrl);
  let page = html.replace(
    NAME_PLACE,
    (_all, open: string, close: string) => open + escapeHtml(branding.name) + close,
  );
  if (logo)
    page = page.replace(
      LOGO_PLACE,
      (_all, height: string) =>
        `<img alt="" fetchpriority="high" style="max-width: 100%; object-fit: contain; height: ${height}px;" src="${escapeHtml(logo)}">`,
    );
  return page;
}
