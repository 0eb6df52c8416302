import {
  CONTENT_MAX_BYTES,
  CONTENT_UPLOAD_TYPES,
  STAFF_UPLOAD_TYPES,
  STUDENT_UPLOAD_TYPES,
  UPLOAD_MAX_BYTES,
} from '@lms/domain';

/** What an upload is for: `upload` (student and staff attachments, pictures) or `content` (staff files). */
export type UploadPurpose = 'upload' | 'content';

/** The types and size a caller may upload for a purpose; null when the caller may not use it. */
export function uploadRule(
  caller: 'student' | 'staff',
  purpose: UploadPurpose,
): { types: readonly string[]; maxBytes: number; folder: string } | null {
  if (purpose === 'content') {
    return caller === 'staff'
      ? { types: CONTENT_UPLOAD_TYPES, maxBytes: CONTENT_MAX_BYTES, folder: 'content' }
      : null;
  }
  const types = caller === 'staff' ? STAFF_UPLOAD_TYPES : STUDENT_UPLOAD_TYPES;
  return { types, maxBytes: UPLOAD_MAX_BYTES, folder: 'uploads' };
}
