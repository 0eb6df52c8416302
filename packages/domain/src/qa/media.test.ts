import { describe, expect, it } from 'vitest';
import { groupMedia, isAllowedMediaType, keepAllowedMedia } from './media';

describe('Q&A attachments', () => {
  it('allows only JPEG, PNG, PDF, MP3 and WAV', () => {
    for (const type of ['image/jpeg', 'image/png', 'application/pdf', 'audio/mpeg', 'audio/wav'])
      expect(isAllowedMediaType(type)).toBe(true);
    for (const type of ['image/gif', 'audio/webm', 'text/html', 'image/svg+xml', 'IMAGE/PNG', ''])
      expect(isAllowedMediaType(type)).toBe(false);
  });

  it('drops the others silently and keeps the order', () => {
    const media = [
      { mediaType: 'image/png', mediaUrl: 'a' },
      { mediaType: 'application/x-msdownload', mediaUrl: 'b' },
      { mediaType: 'audio/wav', mediaUrl: 'c' },
    ];
    expect(keepAllowedMedia(media).map((m) => m.mediaUrl)).toEqual(['a', 'c']);
  });

  it('groups media by image, pdf and audio', () => {
    const grouped = groupMedia([
      { mediaType: 'audio/mpeg', mediaUrl: '1' },
      { mediaType: 'image/jpeg', mediaUrl: '2' },
      { mediaType: 'application/pdf', mediaUrl: '3' },
      { mediaType: 'image/png', mediaUrl: '4' },
    ]);
    expect(grouped.image.map((m) => m.mediaUrl)).toEqual(['2', '4']);
    expect(grouped.pdf.map((m) => m.mediaUrl)).toEqual(['3']);
    expect(grouped.audio.map((m) => m.mediaUrl)).toEqual(['1']);
  });
});
