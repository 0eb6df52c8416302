import { ALLOWED_MEDIA_TYPES } from '@lms/domain';

/** What an upload is for: `upload` (student and staff attachments, pictures) or `content` (staff files). */
export type UploadPurpose = 'upload' | 'content';

/** The attachment types of SPEC.md §5, the only ones a student may upload. */
export const STUDENT_UPLOAD_TYPES: readonly string[] = ALLOWED_MEDIA_TYPES;

/** Types staff may upload as course content (notes, video sources, HLS playlists and segments). */
export const CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'audio/mpeg',
  'audio/wav',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'application/vnd.apple.mpegurl',
  'video/mp2t',
  'video/iso.segment',
] as const;

/** Largest attachment or picture (students and staff), in bytes. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Largest staff content file (a lecture video source), in bytes. */
export const CONTENT_MAX_BYTES = 4 * 1024 * 1024 * 1024;

/** The types and size a caller may upload for a purpose; null when the caller may not use it. */
export function uploadRule(
  caller: 'student' | 'staff',
  purpose: UploadPurpose,
): { types: readonly string[]; maxBytes: number; folder: string } | null {
  if (purpose === 'content') {
    return caller === 'staff'
      ? { types: CONTENT_TYPES, maxBytes: CONTENT_MAX_BYTES, folder: 'content' }
      : null;
  }
  const types = caller === 'staff' ? [...STUDENT_UPLOAD_TYPES, 'image/webp'] : STUDENT_UPLOAD_TYPES;
  return { types, maxBytes: UPLOAD_MAX_BYTES, folder: 'uploads' };
}
