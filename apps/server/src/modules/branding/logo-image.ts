import type { AppContext } from '../../context';
import { isPublicKey, isSafeKey, storageOf } from '../../lib/storage';
import type { Branding } from './get-branding';

// What a PDF can embed: PNG and JPEG, told by their first bytes.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * The institute's logo as image bytes for a document (the receipt PDF), or null: the logo uploaded in
 * Branding (a public upload under the asset host, read from storage), when it is a PNG or JPEG. A logo
 * elsewhere (another site, the default SVG) is not fetched: the document shows the name alone.
 */
export function logoImage(ctx: AppContext, branding: Pick<Branding, 'logoUrl'>): Promise<Buffer | null> {
  return storedImage(ctx, branding.logoUrl);
}

/**
 * A picture kept in our storage as PNG or JPEG bytes for a document, or null: given by its address under
 * the asset host or by its public key (a student's profile picture); anything else is not fetched.
 */
export async function storedImage(ctx: AppContext, urlOrKey: string): Promise<Buffer | null> {
  const key = storageKeyOf(ctx, urlOrKey);
  if (!key) return null;
  const bytes = await storageOf(ctx).read(key);
  if (!bytes) return null;
  const head = bytes.subarray(0, 4);
  return head.subarray(0, 4).equals(PNG) || head.subarray(0, 3).equals(JPEG) ? bytes : null;
}

/** The storage key of a logo address under our asset host (`/api/files/uploads/…`), or null. */
function storageKeyOf(ctx: AppContext, url: string): string | null {
  const hosts = [ctx.config.ASSET_HOST, '/api/files'].map((h) => `${h.replace(/\/+$/, '')}/`);
  const host = hosts.find((h) => url.startsWith(h));
  const key = host ? decodeURIComponent(url.slice(host.length).split(/[?#]/)[0] ?? '') : url;
  return isSafeKey(key) && isPublicKey(key) ? key : null;
}
