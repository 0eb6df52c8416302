import { ALLOWED_MEDIA_TYPES } from './qa/media';

/** The attachment types a student may upload (question and answer media, pictures). */
export const STUDENT_UPLOAD_TYPES: readonly string[] = ALLOWED_MEDIA_TYPES;

/** The types a profile picture may have. */
export const PICTURE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** The attachment and picture types staff may upload: a student's, and WebP images. */
export const STAFF_UPLOAD_TYPES: readonly string[] = [...STUDENT_UPLOAD_TYPES, 'image/webp'];

/** The file types an HLS video folder may hold: playlists, segments, init segments, subtitles. */
export const HLS_FILE_TYPES: readonly string[] = [
  'application/vnd.apple.mpegurl',
  'video/mp2t',
  'video/iso.segment',
  'video/mp4',
  'audio/mp4',
  'text/vtt',
];

/** The types staff may upload as course content: notes and pictures, video sources, HLS files. */
export const CONTENT_UPLOAD_TYPES: readonly string[] = [
  ...STAFF_UPLOAD_TYPES,
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'application/vnd.apple.mpegurl',
  'video/mp2t',
  'video/iso.segment',
];

/** Largest attachment or picture (students and staff), in bytes. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Largest staff content file (a lecture video source), in bytes. */
export const CONTENT_MAX_BYTES = 4 * 1024 * 1024 * 1024;
/** Largest file of an HLS folder, in bytes. */
export const HLS_FILE_MAX_BYTES = 512 * 1024 * 1024;

/** The types of a scan of OMR sheets: a scanner's PDF, or a photo or image of one page. */
export const OMR_SCAN_UPLOAD_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];
/** Largest scan file, in bytes: a 50-page 300 dpi greyscale scanner PDF is 20–60 MB. */
export const OMR_SCAN_MAX_BYTES = 100 * 1024 * 1024;
