import type { MediaItem } from '@lms/domain';
import { uploadFile } from '../../../lib/upload-file';
import type { Attachment } from './attachment';

/**
 * The media of the attachments: stored ones as they are, files uploaded through signed URLs. A file
 * that fails to upload is logged and skipped.
 */
export async function uploadAttachments(
  attachments: readonly Attachment[],
  upload: (file: File) => Promise<string> = uploadFile,
): Promise<MediaItem[]> {
  const media: MediaItem[] = [];
  for (const attachment of attachments) {
    if (attachment.kind === 'stored') {
      media.push(attachment.media);
      continue;
    }
    try {
      media.push({ mediaType: attachment.file.type, mediaUrl: await upload(attachment.file) });
    } catch (error) {
      console.error(`Upload of ${attachment.file.name} failed`, error);
    }
  }
  return media;
}
