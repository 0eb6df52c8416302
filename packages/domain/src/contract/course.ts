import { z } from 'zod';

const ref = z.object({ _id: z.string(), name: z.string() });

/** What every view of a course carries. */
export const courseBase = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Storage key or https address of the cover; '' shows the fallback. */
  image: z.string(),
  /** `qna` cards open the course's Q&A forum (/qa-forum-list/{courseId}). */
  type: z.enum(['course', 'qna']),
  /** The course has a Q&A forum (a `qna` course always has). */
  qa: z.boolean(),
});

/** A course card of GET /course and the profile. */
export const courseCard = courseBase.extend({
  /** True when a group grants the whole course, false when only some of its items. */
  hasFullAccess: z.boolean(),
  /** The subjects the student sees. */
  subjects: z.array(ref),
});
export type CourseCard = z.infer<typeof courseCard>;
