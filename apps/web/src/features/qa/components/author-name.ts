import { deviceTimeZone } from '@lms/browser/device-time-zone';
import { formatInstant, qaMessages } from '@lms/domain';
import { translate } from '../../../lib/i18n/use-t';
import type { QaAuthor } from '../api/qa-types';

/** The name shown for an author: Teacher for staff, Guest for a missing or empty name (both translated). */
export function authorName(author: QaAuthor | null, userType: 'Student' | 'Admin' = 'Student'): string {
  if (userType === 'Admin') return translate(qaMessages.teacher);
  return author?.name?.trim() || translate(qaMessages.guest);
}

/** A question or reply time in the browser's zone, e.g. "05 Jan 2025, 02:30 PM". */
export function formatQaDate(iso: string, timeZone = deviceTimeZone()) {
  return formatInstant(iso, 'DD MMM YYYY, hh:mm A', timeZone);
}
