import type { RateBody, RatingResult } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/http-error';
import { visibleVideo } from './find-visible';
import { upsertRating } from './progress-repository';
import { averageRating } from './views';

/** POST /content/rateContent: the student's half-star rating (0..5) of a video, one per student. */
export async function rateVideo(ctx: AppContext, studentId: string, input: RateBody): Promise<RatingResult> {
  if (input.userId !== studentId) throw forbidden('Not allowed', 'You can rate only as yourself.');
  await visibleVideo(ctx, studentId, input.contentId);
  const { sum, count } = await upsertRating(ctx.db, {
    videoId: input.contentId,
    studentId,
    rating: input.rating,
    at: ctx.now(),
  });
  return {
    _id: input.contentId,
    rating: input.rating,
    averageRating: averageRating(sum, count),
    totalRatings: count,
  };
}
