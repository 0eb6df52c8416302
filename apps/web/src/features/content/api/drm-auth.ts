import type { DrmAuth, DrmAuthBody } from '@lms/domain/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST content/drm-auth {userId, contentId, platform}: the licence token for this browser's DRM system. */
export async function drmAuth(body: DrmAuthBody): Promise<DrmAuth> {
  return (await apiRequest<DrmAuth>('/content/drm-auth', { method: 'POST', body })).data;
}
