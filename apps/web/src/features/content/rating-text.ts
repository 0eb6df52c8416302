import type { Translate } from '@lms/browser/i18n';
import { formatRating } from '@lms/domain';
import { countText } from '../../lib/i18n/count-text';

/**
 * A video's rating in the chosen language: '4.5 / 5 (2 ratings)' (without the count when `withCount` is
 * false), or 'No ratings yet'; `n` writes the figures in the language's digits.
 */
export function ratingText(
  t: Translate,
  n: (value: string | number) => string,
  average: number,
  total: number,
  withCount = false,
): string {
  if (total <= 0) return t('No ratings yet');
  const rating = n(formatRating(average, total));
  return withCount ? `${rating} (${countText(t, total, ['{{count}} rating', '{{count}} ratings'])})` : rating;
}
