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

/**
 * What each role may do, in one line (English; the console translates it). Kept beside the roles so
 * a new role cannot go without one.
 */
export const ROLE_DESCRIPTIONS: Readonly<Record<StaffRole, string>> = {
  admin: 'Everything, including staff accounts, branding and the audit log.',
  moderator:
    'Students, groups and notices; gives teachers their Q&A subjects; schedules and publishes exams, watches exam day and sees results.',
  examModerator:
    'Writes exams and their keys, keeps the question bank, schedules and publishes, marks and runs exam day.',
  examiner: 'Marks written answers; sees exams, exam day and results.',
  contentUploader: 'Uploads lectures and material to courses and grants access to them.',
  questionUploader: 'Adds and edits questions in the question bank.',
  mentor: 'Answers students’ Q&A in their subjects; students see them as “Teacher”.',
  accountant: 'Takes fees at the counter, prints receipts, and sees the accounts and online payments.',
};
