import type { RatingResult } from '@lms/domain/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /content/rateContent {contentId, userId, rating}. */
export async function rateContent(body: {
  contentId: string;
  userId: string;
  rating: number;
}): Promise<RatingResult> {
  return (await apiRequest<RatingResult>('/content/rateContent', { method: 'POST', body })).data;
}
