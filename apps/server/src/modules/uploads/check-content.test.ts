import { describe, expect, it } from 'vitest';
import { contentFits } from './check-content';

const bytes = (text: string) => Buffer.from(text);

describe('contentFits', () => {
  it('wants magic bytes for pictures, PDFs and audio', async () => {
    expect(await contentFits('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(await contentFits('application/pdf', bytes('%PDF-1.4\n'))).toBe(true);
    expect(await contentFits('image/png', bytes('just some text'))).toBe(false);
    expect(await contentFits('image/jpeg', bytes('%PDF-1.4\n'))).toBe(false);
  });

  it('lets media through that file-type cannot tell, but not a file of another kind', async () => {
    expect(await contentFits('video/mp4', bytes('segment-zero-bytes'))).toBe(true);
    expect(await contentFits('video/mp4', bytes('%PDF-1.4\n'))).toBe(false);
    expect(await contentFits('video/mp2t', bytes('<script>alert(1)</script>'))).toBe(false);
  });

  it('accepts text types unless they look like HTML', async () => {
    expect(await contentFits('text/vtt', bytes('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n'))).toBe(true);
    expect(await contentFits('text/vtt', bytes('WEBVTT\n\n<script>alert(1)</script>'))).toBe(false);
    expect(await contentFits('text/vtt', bytes('%PDF-1.4\n'))).toBe(false);
    expect(await contentFits('text/vtt', bytes('\n<HTML><body>hi</body></HTML>'))).toBe(false);
    expect(await contentFits('application/vnd.apple.mpegurl', bytes('<!doctype html><p>'))).toBe(false);
  });
});
