import { contentRoutes, type RateBody, type RatingResult } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';

/** POST /content/rateContent {contentId, userId, rating}. */
export async function rateContent(body: RateBody): Promise<RatingResult> {
  return (await callApi(contentRoutes.rate, { body })).data;
}
