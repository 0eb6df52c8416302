import { z } from 'zod';
import { isValidGpa } from '../account';
import { messages } from '../messages';
import { studentProfile } from './account';
import { defineRoutes, student } from './route';

/** Profile fields a student can see but never change: their identity, and the fields staff own. */
export const READ_ONLY_PROFILE_FIELDS = [
  'username',
  'contact',
  'branch',
  'session',
  'groups',
  'name',
  'sid',
  'code',
  'link',
  '_id',
  'notifications',
  'courses',
] as const;

/** The fields PATCH /student/profile changes. */
export const EDITABLE_PROFILE_FIELDS = ['SSCGPA', 'HSCGPA', 'profilePic'] as const;

// Forms send numbers, some clients send them as text ("4.50"): both are read, anything else is refused.
const gpa = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: messages.gpaInvalid }).refine(isValidGpa, messages.gpaInvalid),
);

const editable = z.object({
  /** 0 to 5 inclusive. */
  SSCGPA: gpa.optional(),
  /** 0 to 5 inclusive. */
  HSCGPA: gpa.optional(),
  /** A storage key from GET /content/signed-request + PUT; '' removes the picture. */
  profilePic: z.string({ error: 'must be a storage key' }).trim().max(500).optional(),
});

/**
 * PATCH /student/profile body: `{SSCGPA, HSCGPA, profilePic}`, at least one of them. Read-only fields
 * are refused by name, any other key too.
 */
export const updateProfileBody = z
  .record(z.string(), z.unknown())
  .superRefine((body, ctx) => {
    const keys = Object.keys(body);
    const readOnly = keys.filter((k) => (READ_ONLY_PROFILE_FIELDS as readonly string[]).includes(k));
    if (readOnly.length)
      ctx.addIssue({ code: 'custom', message: `${readOnly.join(', ')} cannot be changed` });
    const isEditable = (k: string) => (EDITABLE_PROFILE_FIELDS as readonly string[]).includes(k);
    const unknown = keys.filter((k) => !isEditable(k) && !readOnly.includes(k));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown field(s): ${unknown.join(', ')}` });
    if (!keys.some(isEditable))
      ctx.addIssue({ code: 'custom', message: 'Send SSCGPA, HSCGPA or profilePic' });
  })
  .pipe(editable);
/** What the web app sends to PATCH /student/profile. */
export type UpdateProfileBody = z.input<typeof editable>;
/** The checked PATCH /student/profile body. */
export type UpdateProfileInput = z.output<typeof editable>;

/** The student's own profile changes. */
export const profileRoutes = defineRoutes('account', {
  update: {
    method: 'PATCH',
    path: '/student/profile',
    access: student,
    summary: 'Change my SSCGPA, HSCGPA or profile picture (other fields are read-only)',
    body: updateProfileBody,
    data: studentProfile,
  },
});
