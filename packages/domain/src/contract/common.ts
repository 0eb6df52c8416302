import { z } from 'zod';

/** An id of a named kind of record (a uuid), refused with `must be a <kind> id`. */
export function idOf(kind: string) {
  return z.uuid(`must be a ${kind} id`);
}

/** An id of any record (a uuid), as params, queries and bodies carry it. */
export const id = z.uuid('must be an id');

/** A required line of text, trimmed, of at most `max` characters. */
export function text(max: number) {
  return z.string().trim().min(1).max(max);
}

/** A question (of the Q&A forum or the question bank) named in the path. */
export const questionParams = z.object({ questionId: id });
