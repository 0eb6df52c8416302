import { STAFF_ROLES, type StaffRole } from '@lms/domain';

/** How each role is named in the console. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  moderator: 'Moderator',
  examModerator: 'Exam controller',
  examiner: 'Examiner',
  contentUploader: 'Content uploader',
  questionUploader: 'Question uploader',
  mentor: 'Teacher (mentor)',
};

/** The roles as select options. */
export const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
