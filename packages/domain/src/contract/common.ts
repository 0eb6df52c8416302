import { z } from 'zod';

/** An id of a named kind of record (a uuid), refused with `must be a <kind> id`. */
export function idOf(kind: string) {
  return z.uuid(`must be a ${kind} id`);
}

/** An id of any record (a uuid), as params, queries and bodies carry it. */
export const id = z.uuid('must be an id');

// What a client that lost track of the student's id sends in its place (a path turns undefined into text).
const noId = new Set(['undefined', 'null', '']);

/**
 * The caller's own student id where a body or path names it: a missing id, or `undefined` / `null`
 * as text (the original client sends `undefined` when its stored student has no id), means the
 * caller; any other value must be an id (a use case then refuses one that is not the caller's).
 */
export const selfId = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && noId.has(value.trim())) ? undefined : value),
  id.optional(),
);

/** A required line of text, trimmed, of at most `max` characters. */
export function text(max: number) {
  return z.string().trim().min(1).max(max);
}

/** A question (of the Q&A forum or the question bank) named in the path. */
export const questionParams = z.object({ questionId: id });

// A NUL, or a surrogate half without its partner: PostgreSQL refuses both in text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL is the point
const brokenTextPattern = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message a string with a NUL or an unpaired surrogate is refused with. */
export const brokenTextMessage = 'must not contain control characters or broken characters';

/** Whether `value` can be stored as text: no NUL and no unpaired surrogate (one regex test). */
export function isSafeText(value: string): boolean {
  return !brokenTextPattern.test(value);
}

/** The largest magnitude a time in epoch ms may have (about the year 2286). */
export const maxEpochMs = 1e13;

type Issue = { path: PropertyKey[]; message: string };

// The issue of a nested value, its path now starting at `key`.
function under(key: PropertyKey, issue: Issue): Issue {
  issue.path.unshift(key);
  return issue;
}

// Walks a parsed input (small JSON-like values) for the first value that cannot be stored. The
// path is built only for a refused value, on the way back up: a good input allocates nothing.
function findUnstorable(value: unknown): Issue | undefined {
  if (typeof value === 'string')
    return isSafeText(value) ? undefined : { path: [], message: brokenTextMessage };
  if (typeof value === 'number')
    return Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? undefined
      : { path: [], message: 'must be a number in range' };
  if (value === null || typeof value !== 'object' || value instanceof Date) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i]);
      if (found) return under(i, found);
    }
    return undefined;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found = isSafeText(key)
      ? findUnstorable((value as Record<string, unknown>)[key])
      : { path: [], message: brokenTextMessage };
    if (found) return under(key, found);
  }
  return undefined;
}

/**
 * The schema of a request part (params, query or body) that also refuses, with a 400, every string
 * holding a NUL or an unpaired surrogate and every number beyond the safe integers, wherever it sits:
 * the database refuses such text, and one bad value would otherwise fail a whole write as a 500.
 */
export function storableInput<S extends z.ZodType>(schema: S): S {
  return schema.check((payload) => {
    const found = findUnstorable(payload.value);
    if (found) payload.issues.push({ code: 'custom', input: payload.value, ...found });
  }) as S;
}
