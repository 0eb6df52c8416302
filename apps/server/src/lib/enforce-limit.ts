import type { AppContext } from '../context';
import { waitInWords } from './address-limit';
import { TooManyRequests } from './http-error';

/** Counts a hit on `key` and throws a 429 with a wait time once the window's limit is passed. */
export async function enforceLimit(
  ctx: Pick<AppContext, 'config' | 'limiter'>,
  key: string,
  limit: number,
  windowSeconds: number,
  title = 'Too many requests',
): Promise<void> {
  if (ctx.config.RATE_LIMITS_OFF) return;
  const r = await ctx.limiter.hit(key, limit, windowSeconds);
  if (r.allowed) return;
  throw new TooManyRequests(
    title,
    `Please try again in ${waitInWords(r.retryAfterSeconds)}.`,
    r.retryAfterSeconds,
  );
}
