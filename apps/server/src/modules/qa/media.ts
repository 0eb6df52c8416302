import { keepAllowedMedia, type MediaItem, QA_MEDIA_MAX } from '@lms/domain';
import { badRequest } from '../../lib/http-error';
import { isSafeKey, PUBLIC_PREFIX } from '../../lib/storage';

/**
 * The attachments to store: types outside the allowed list are dropped without a word (as the client
 * does); a key that is not one of our uploads is refused, so a thread never points at other files.
 */
export function cleanMedia(media: readonly MediaItem[] | undefined): MediaItem[] {
  const kept = keepAllowedMedia(media ?? []).map(({ mediaType, mediaUrl }) => ({ mediaType, mediaUrl }));
  for (const item of kept) {
    if (!item.mediaUrl.startsWith(PUBLIC_PREFIX) || !isSafeKey(item.mediaUrl))
      throw badRequest('Invalid attachment', 'Attach files uploaded through the signed request.');
  }
  if (kept.length > QA_MEDIA_MAX)
    throw badRequest('Too many attachments', `Attach at most ${QA_MEDIA_MAX} files.`);
  return kept;
}
