import { readableOn } from '@lms/domain';
import { brandingRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api';

/** The console's page grey: the darker of the two backgrounds (it and white cards) text sits on. */
const PAGE_BACKGROUND = '#f5f5f5';

/**
 * The institute's public branding (name, logo, colour, clock), shared by the console's header, its
 * sign-in page, its theme and its clock, and with the branding page's query. Undefined until it
 * loads: nothing waits for it, the console shows its default look meanwhile.
 */
export function useInstituteBranding() {
  return useQuery({
    queryKey: ['branding'],
    queryFn: async () => (await callApi(brandingRoutes.branding, {})).data,
    staleTime: 5 * 60_000,
  }).data;
}

/**
 * The institute's colour as antd's primary colour, darkened where needed so that links in it on the
 * page and white text on its buttons stay readable (WCAG AA); undefined (antd's own) when none.
 */
export function consolePrimaryColour(primaryColor: string | undefined): string | undefined {
  return primaryColor ? readableOn(primaryColor, PAGE_BACKGROUND) : undefined;
}
