import { type BrandingPatch, brandingRoutes, uploadRoutes } from '@lms/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

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

/**
 * Uploads a picture: a signed request for its type, then a PUT of the bytes to the signed address.
 * Returns the storage key. Each failed step says which one failed.
 */
export async function uploadPicture(file: File): Promise<string> {
  const { signedUrl, key, maxBytes } = (
    await callApi(uploadRoutes.signedRequest, { query: { mimeType: file.type, purpose: 'upload' } })
  ).data;
  if (file.size > maxBytes)
    throw new Error(`The file is too large: at most ${Math.floor(maxBytes / 1024 / 1024)} MB.`);
  const put = await fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file });
  if (!put.ok) throw new Error(`The upload failed (${put.status}); the branding was not changed.`);
  return key;
}
