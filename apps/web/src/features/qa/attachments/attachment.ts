import { isAllowedMediaType, type MediaItem } from '@lms/domain';

/** An attachment of the form: one already stored (editing), or a file still to upload. */
export type Attachment =
  | { id: string; kind: 'stored'; media: MediaItem }
  | { id: string; kind: 'file'; file: File; previewUrl?: string };

let counter = 0;
const nextId = () => `att-${Date.now()}-${++counter}`;

/** The files whose types are allowed, as attachments; the others are dropped without a word. */
export function attachmentsFromFiles(files: Iterable<File>): Attachment[] {
  const kept: Attachment[] = [];
  for (const file of files) {
    if (!isAllowedMediaType(file.type)) continue;
    kept.push({
      id: nextId(),
      kind: 'file',
      file,
      previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined,
    });
  }
  return kept;
}

/** Attachments for media already stored. */
export function attachmentsFromMedia(media: readonly MediaItem[]): Attachment[] {
  return media.map((item) => ({ id: nextId(), kind: 'stored', media: item }));
}

/** The MIME type of an attachment. */
export function attachmentType(attachment: Attachment): string {
  return attachment.kind === 'stored' ? attachment.media.mediaType : attachment.file.type;
}

/** Frees the preview address of an attachment that goes away. */
export function releaseAttachment(attachment: Attachment): void {
  if (attachment.kind === 'file' && attachment.previewUrl) URL.revokeObjectURL(attachment.previewUrl);
}
