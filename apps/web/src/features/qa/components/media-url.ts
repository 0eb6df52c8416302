import { assetUrl } from '../../../lib/asset-url';
import { useBranding } from '../../../lib/endpoints/get-branding';

/** A function giving the address of a stored attachment under the institute's asset host. */
export function useMediaUrl(): (key: string) => string {
  const assetHost = useBranding()?.assetHost;
  return (key) => assetUrl(assetHost, key) ?? '';
}
