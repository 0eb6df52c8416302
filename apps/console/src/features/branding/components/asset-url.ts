/**
 * The address of a stored file, as the student app draws it: absolute and root-relative addresses stay
 * as they are, a storage key goes under the asset host.
 */
export function assetUrl(assetHost: string, key: string): string {
  if (/^(https?:|data:|blob:)/i.test(key) || key.startsWith('/')) return key;
  const host = assetHost.replace(/\/+$/, '');
  return host ? `${host}/${key.replace(/^\/+/, '')}` : `/${key.replace(/^\/+/, '')}`;
}
