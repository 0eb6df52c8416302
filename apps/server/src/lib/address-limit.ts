import type { RateLimitOptions } from '@fastify/rate-limit';
import { plural } from '@lms/domain';
import { TooManyRequests } from './http-error';

/** How long to wait, in words: seconds up to two minutes, then minutes. */
export function waitInWords(seconds: number): string {
  return seconds >= 120 ? plural(Math.ceil(seconds / 60), 'minute') : plural(seconds, 'second');
}

/**
 * A per-address limit of one route, counted by `@fastify/rate-limit` before the body is read (in Redis
 * when `REDIS_URL` is set, so every node shares it). The address is the client's as TRUSTED_PROXIES
 * decides. Past `max` in the window, a 429 with `title`, the wait in words, and Retry-After.
 */
export function addressLimit(
  name: string,
  max: number,
  windowSeconds: number,
  title: string,
): RateLimitOptions {
  return {
    max,
    timeWindow: windowSeconds * 1000,
    keyGenerator: (request) => `${name}:${request.ip}`,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new TooManyRequests(title, `Please try again in ${waitInWords(seconds)}.`, seconds);
    },
  };
}
