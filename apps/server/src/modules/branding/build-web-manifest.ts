import { readableOn } from '@lms/domain';
import type { AppContext } from '../../context';
import { typeOfExtension } from '../../lib/storage';
import { getBranding } from './get-branding';

/** The page grey the app paints before its code runs (the splash screen of the installed app). */
const BACKGROUND = '#f5f7fa';

/** The image type of an icon from its address's extension (undefined when unknown). */
function iconType(url: string): string | undefined {
  const extension = /\.(\w+)(?:[?#]|$)/.exec(url)?.[1]?.toLowerCase();
  const type = extension ? typeOfExtension(extension) : undefined;
  return type?.startsWith('image/') ? type : undefined;
}

/**
 * The student app's web app manifest from the institute's branding: its name, the logo as the icon
 * (any size: a vector or a large picture), standalone, and the brand colour made readable (the same
 * shade the app's theme uses) as the theme colour.
 */
export async function buildWebManifest(ctx: AppContext) {
  const branding = await getBranding(ctx);
  const type = iconType(branding.logoUrl);
  return {
    id: '/',
    name: branding.name,
    short_name: branding.shortName || branding.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: BACKGROUND,
    theme_color: readableOn(branding.primaryColor, BACKGROUND),
    icons: branding.logoUrl
      ? [
          {
            src: branding.logoUrl,
            sizes: type === 'image/svg+xml' ? 'any' : '512x512',
            ...(type ? { type } : {}),
          },
        ]
      : [],
  };
}
