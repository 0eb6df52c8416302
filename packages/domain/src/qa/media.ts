/** The attachment types a question or reply may carry: JPEG, PNG, PDF, MP3, WAV; others are silently dropped. */
export const ALLOWED_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'audio/mpeg',
  'audio/wav',
] as const;

/** One allowed attachment type. */
export type AllowedMediaType = (typeof ALLOWED_MEDIA_TYPES)[number];

/** An attachment of a question or reply. */
export interface MediaItem {
  /** The MIME type. */
  mediaType: string;
  /** The storage key. */
  mediaUrl: string;
}

/** How a list of attachments is shown: images, PDFs, audio clips. */
export type MediaGroup = 'image' | 'pdf' | 'audio';

/** True when `type` is exactly one of the allowed MIME types. */
export function isAllowedMediaType(type: string): type is AllowedMediaType {
  return (ALLOWED_MEDIA_TYPES as readonly string[]).includes(type);
}

/** The attachments whose type is allowed, in order; the others are dropped without a word. */
export function keepAllowedMedia<M extends { mediaType: string }>(media: readonly M[]): M[] {
  return media.filter((item) => isAllowedMediaType(item.mediaType));
}

/** The group an attachment is shown in. */
export function mediaGroupOf(mediaType: string): MediaGroup | null {
  if (mediaType.startsWith('image/')) return 'image';
  if (mediaType === 'application/pdf') return 'pdf';
  if (mediaType.startsWith('audio/')) return 'audio';
  return null;
}

/** Attachments grouped by image, pdf and audio, each group in the original order. */
export function groupMedia<M extends { mediaType: string }>(media: readonly M[]): Record<MediaGroup, M[]> {
  const groups: Record<MediaGroup, M[]> = { image: [], pdf: [], audio: [] };
  for (const item of media) {
    const group = mediaGroupOf(item.mediaType);
    if (group) groups[group].push(item);
  }
  return groups;
}
