import {
  CONTENT_MAX_BYTES,
  CONTENT_UPLOAD_TYPES,
  OMR_SCAN_MAX_BYTES,
  OMR_SCAN_UPLOAD_TYPES,
  STAFF_UPLOAD_TYPES,
  STUDENT_UPLOAD_TYPES,
  UPLOAD_MAX_BYTES,
} from '@lms/domain';
import { omrScanRoutes } from '@lms/domain/contract';

/**
 * What an upload is for: `upload` (student and staff attachments, pictures), `content` (staff files) or
 * `omrScan` (scans of OMR sheets, by those who run exams).
 */
export type UploadPurpose = 'upload' | 'content' | 'omrScan';

/** Keys of scans of OMR sheets: signed reads only (the sheets carry students' names and rolls). */
export const OMR_SCAN_FOLDER = 'omr-scans';

/** The caller of a signed request: a student, or staff with their roles. */
export type Uploader = { type: 'student' } | { type: 'staff'; roles: readonly string[] };

// Those who may start a read of scans may upload them.
const scanReaders: readonly string[] = ['admin', ...omrScanRoutes.startOmrScan.access.roles];
const runsExams = (caller: Uploader) =>
  caller.type === 'staff' && caller.roles.some((role) => scanReaders.includes(role));

/** The types and size a caller may upload for a purpose; null when the caller may not use it. */
export function uploadRule(
  caller: Uploader,
  purpose: UploadPurpose,
): { types: readonly string[]; maxBytes: number; folder: string } | null {
  if (purpose === 'omrScan') {
    return runsExams(caller)
      ? { types: OMR_SCAN_UPLOAD_TYPES, maxBytes: OMR_SCAN_MAX_BYTES, folder: OMR_SCAN_FOLDER }
      : null;
  }
  if (purpose === 'content') {
    return caller.type === 'staff'
      ? { types: CONTENT_UPLOAD_TYPES, maxBytes: CONTENT_MAX_BYTES, folder: 'content' }
      : null;
  }
  const types = caller.type === 'staff' ? STAFF_UPLOAD_TYPES : STUDENT_UPLOAD_TYPES;
  return { types, maxBytes: UPLOAD_MAX_BYTES, folder: 'uploads' };
}
