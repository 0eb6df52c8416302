import { contentRoutes, type VideoToken } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';

/** POST /lecture/getToken {key}: a short-lived access token for a video. */
export async function getVideoToken(key: string): Promise<VideoToken> {
  return (await callApi(contentRoutes.videoToken, { body: { key } })).data;
}
