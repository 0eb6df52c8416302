import { brandingRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api';

/**
 * The address of a stored file, as the student app draws it: absolute, data, blob and root-relative
 * addresses stay as they are, a storage key goes under the asset host.
 */
export function assetUrl(assetHost: string, key: string): string {
  if (/^(https?:|data:|blob:)/i.test(key) || key.startsWith('/')) return key;
  const host = assetHost.replace(/\/+$/, '');
  return host ? `${host}/${key.replace(/^\/+/, '')}` : `/${key.replace(/^\/+/, '')}`;
}

/** The address of a stored file (a key, or an address kept as it is) under the institute's asset host. */
export function useMediaUrl(): (key: string) => string {
  const branding = useQuery({
    queryKey: ['branding'],
    queryFn: async () => (await callApi(brandingRoutes.branding, {})).data,
    staleTime: 300_000,
  });
  const host = branding.data?.assetHost ?? '/api/files';
  return (key) => assetUrl(host, key);
}
