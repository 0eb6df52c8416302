import { isValidGpa, messages } from '@lms/domain';
import { z } from 'zod';

/** Profile fields a student can see but never change (SPEC.md §5, and the fields staff own). */
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

const EDITABLE = new Set(['SSCGPA', 'HSCGPA', 'profilePic']);

// Forms send numbers, some clients send them as text ("4.50"): both are read, anything else is refused.
const gpa = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: messages.gpaInvalid }).refine(isValidGpa, messages.gpaInvalid),
);

/**
 * PATCH /student/profile body: `{SSCGPA, HSCGPA, profilePic}`, at least one of them. Read-only fields
 * are refused by name; any other key too.
 */
export const updateProfileBody = z
  .record(z.string(), z.unknown())
  .superRefine((body, issue) => {
    const readOnly = Object.keys(body).filter((k) =>
      (READ_ONLY_PROFILE_FIELDS as readonly string[]).includes(k),
    );
    if (readOnly.length)
      issue.addIssue({ code: 'custom', message: `${readOnly.join(', ')} cannot be changed` });
    const unknown = Object.keys(body).filter((k) => !EDITABLE.has(k) && !readOnly.includes(k));
    if (unknown.length)
      issue.addIssue({ code: 'custom', message: `Unknown field(s): ${unknown.join(', ')}` });
    if (!Object.keys(body).some((k) => EDITABLE.has(k)))
      issue.addIssue({ code: 'custom', message: 'Send SSCGPA, HSCGPA or profilePic' });
  })
  .pipe(
    z.object({
      SSCGPA: gpa.optional(),
      HSCGPA: gpa.optional(),
      /** A storage key from GET /content/signed-request + PUT; '' removes the picture. */
      profilePic: z.string({ error: 'must be a storage key' }).trim().max(500).optional(),
    }),
  );

/** The checked PATCH /student/profile body. */
export type UpdateProfileInput = z.infer<typeof updateProfileBody>;
