/** Staff roles. A mentor answers Q&A and is shown to students as Teacher. */
export const STAFF_ROLES = [
  'admin',
  'moderator',
  'examModerator',
  'examiner',
  'contentUploader',
  'questionUploader',
  'mentor',
  /** Takes fees at the counter, prints receipts, sees the institute's accounts (only admin besides). */
  'accountant',
] as const;

/** One staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];
