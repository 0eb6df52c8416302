import { ITEM_KINDS } from '@lms/domain';
import { z } from 'zod';

/** An id in a path or body. */
export const id = z.uuid('must be an id');

/** Path of one id. */
export const idParams = z.object({ id });

/** Half stars from 0 to 5 (SPEC.md §5 Ratings). */
export const rating = z
  .number()
  .min(0, 'must be 0 to 5')
  .max(5, 'must be 0 to 5')
  .refine((v) => Number.isInteger(v * 2), 'must be a whole or half star');

const subjectStart = z.object({ subjectId: id, courseId: id.optional() });

/** POST /subject/start: `{data: {subjectId, courseId}}` as SPEC.md §7 sends it, or the fields alone. */
export const subjectStartBody = z.union([z.object({ data: subjectStart }), subjectStart]);

/** PATCH /content/mark-as-complete/{contentId} body (SPEC.md §7). */
export const markCompleteBody = z.object({ courseId: id, subjectId: id, type: z.enum(['video', 'file']) });

/** POST /content/rateContent body. */
export const rateBody = z.object({ contentId: id, userId: id, rating });

/** POST /lecture/getToken body: the video's `key`. */
export const tokenBody = z.object({ key: z.string().trim().min(1).max(500) });

/** An item kind in a path. */
export const itemKind = z.enum(ITEM_KINDS);
