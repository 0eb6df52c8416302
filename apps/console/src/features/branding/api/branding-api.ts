import { type BrandingPatch, brandingRoutes } from '@lms/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { translate } from '../../../lib/i18n/use-t';

import { uploadFile } from '../../../lib/upload';

/** The institute's branding as the student app reads it. */
export function useBranding() {
  return useQuery({
    queryKey: ['branding'],
    queryFn: async () => (await callApi(brandingRoutes.branding, {})).data,
  });
}

/** Saves changed branding fields. */
export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BrandingPatch) => (await callApi(brandingRoutes.updateBranding, { body })).data,
    onSuccess: (saved) => queryClient.setQueryData(['branding'], saved),
  });
}

/** Uploads a picture (signed upload); returns the storage key. */
export function uploadPicture(file: File): Promise<string> {
  return uploadFile(file, 'file', translate('The branding was not changed.'));
}
