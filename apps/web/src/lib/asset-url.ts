/**
 * The address of a stored file: absolute and root-relative addresses stay as they are, a storage
 * key is put under the asset host. Returns undefined for an empty key.
 */
export function assetUrl(assetHost: string | undefined, key: string | null | undefined): string | undefined {
  if (!key) return undefined;
  if (/^(https?:|data:|blob:)/i.test(key) || key.startsWith('/')) return key;
  const host = (assetHost ?? '').replace(/\/+$/, '');
  return host ? `${host}/${key.replace(/^\/+/, '')}` : `/${key.replace(/^\/+/, '')}`;
}
