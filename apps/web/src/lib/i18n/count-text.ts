import type { Translate } from '@lms/browser/i18n';

/**
 * A count with its noun in the chosen language: `countText(t, 2, ['{{count}} mark', '{{count}} marks'])`
 * is '2 marks', in Bengali '২ নম্বর' (the count in Bengali digits).
 */
export function countText(t: Translate, count: number, [one, many]: readonly [string, string]): string {
  return t(count === 1 ? one : many, { count });
}
