import type { VideoToken } from '@lms/domain/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /lecture/getToken {key}: a short-lived access token for a video. */
export async function getVideoToken(key: string): Promise<VideoToken> {
  return (await apiRequest<VideoToken>('/lecture/getToken', { method: 'POST', body: { key } })).data;
}
