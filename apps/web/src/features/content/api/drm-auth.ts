import { contentRoutes, type DrmAuth, type DrmAuthBody } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';

/** POST content/drm-auth {userId, contentId, platform}: the licence token for this browser's DRM system. */
export async function drmAuth(body: DrmAuthBody): Promise<DrmAuth> {
  return (await callApi(contentRoutes.drmAuth, { body })).data;
}
