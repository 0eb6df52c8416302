import type { Translate } from '@lms/browser/i18n';
import { ROLE_DESCRIPTIONS, STAFF_ROLES, type StaffRole } from '@lms/domain';

/** A role's name in the console, in the shown language. */
export function roleLabel(t: Translate, role: StaffRole): string {
  if (role === 'admin') return t('Admin');
  if (role === 'moderator') return t('Moderator');
  if (role === 'examModerator') return t('Exam controller');
  if (role === 'examiner') return t('Examiner');
  if (role === 'contentUploader') return t('Content uploader');
  if (role === 'questionUploader') return t('Question uploader');
  if (role === 'accountant') return t('Accountant');
  return t('Teacher (mentor)');
}

/** What a role may do, in one line, in the shown language. */
export const roleDescription = (t: Translate, role: StaffRole): string => t(ROLE_DESCRIPTIONS[role]);

/** The roles as select options, in the shown language, each with what it may do. */
export const roleOptions = (t: Translate) =>
  STAFF_ROLES.map((role) => ({
    value: role,
    label: roleLabel(t, role),
    description: roleDescription(t, role),
  }));
